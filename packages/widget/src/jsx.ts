import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ConfigAttribute, WalletConfig } from './config';
import type { KyWalletElement } from './element/ky-wallet';
import type { KyWalletEventMap } from './events';

/** The attributes as written in markup: strings, and a boolean for `age-gate`. */
export type KyWalletAttributes = {
  [A in ConfigAttribute]?: A extends 'age-gate' ? boolean | '' | 'true' | 'false' : string | number;
};

/**
 * React 19 adds an `on<name>` function prop of a custom element as a listener for `<name>`, so
 * `<ky-wallet onky-deposit={(e) => e.detail.balance} />` is typed here.
 */
export type KyWalletEventProps = {
  [K in keyof KyWalletEventMap as `on${K}`]?: (event: KyWalletEventMap[K]) => void;
};

/** Props of `<ky-wallet>` in JSX. React 19 sets `config` as a property. */
export type KyWalletJSXProps = DetailedHTMLProps<HTMLAttributes<KyWalletElement>, KyWalletElement> &
  KyWalletAttributes &
  KyWalletEventProps & {
    config?: WalletConfig;
    class?: string;
  };

// React 19 has no global JSX namespace: intrinsic elements are declared on React's own.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'ky-wallet': KyWalletJSXProps;
    }
  }
}
