import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// JSX typing for the embedded element, until the widget ships its own React typings.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ky-wallet': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string;
        'api-base'?: string;
        locale?: string;
        currency?: string;
        alliance?: string;
        'deposit-amounts'?: string;
        'age-gate'?: boolean | '';
        theme?: 'light' | 'dark' | 'auto';
      };
    }
  }
}
