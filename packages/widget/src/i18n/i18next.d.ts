import type { en } from './en';

// Typed keys: `t('no_such_key')` is a type error everywhere in the widget.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
