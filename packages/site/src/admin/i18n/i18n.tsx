import { createContext, useContext, type ReactNode } from 'react';
import { createI18n, INTL_LOCALES, translatorOf, type BaseKey, type PlainKeyOf, type TranslateOf } from '@ky-wallet/widget/i18n';
import { exponentOf, formatMinor } from '../../i18n/format.ts';
import { LOCALE_TAG, type Locale } from '../../i18n/locale.ts';
import type { Catalogue } from '../../i18n/messages.ts';
import type Resources from './resources.d.ts';

/*
 * The back office's messages: i18next's namespace `admin` (the shared setup, as the site), one
 * JSON catalogue per locale (locales/<tag>/admin.json), each a chunk of its own that only the back
 * office loads. Its locales and path prefixes are the site's (src/i18n/locale.ts).
 */

/** The English catalogue's messages, as literal types (resources.d.ts, generated). */
export type AdminMessages = Resources['admin'];
/** A message key; a plural's key without its `_one`/`_other` suffix. */
export type AdminMessageKey = BaseKey<keyof AdminMessages & string>;
/** A key whose message has nothing to fill in: what a table of labels holds, `t(label)` alone. */
export type AdminPlainKey = PlainKeyOf<AdminMessages>;

export function loadAdminMessages(locale: Locale): Promise<Catalogue> {
  return import(`./locales/${LOCALE_TAG[locale]}/admin.json`).then((module: { default: Catalogue }) => module.default);
}

export interface AdminI18n {
  locale: Locale;
  /** The tag Intl formats with (en-US for English). */
  tag: string;
  t: TranslateOf<AdminMessages>;
  /** Whether the catalogue has `key` (a key made from a server's error code, say). */
  has: <K extends string>(key: K) => key is K & AdminMessageKey;
  /** Integer minor units of a currency, formatted for this locale (`CN¥12.50`). */
  money: (minor: number, currency: string) => string;
  /** The plain major-unit number a CSV cell gets (`12.50`). */
  major: (minor: number, currency: string) => string;
  dateTime: (ms: number) => string;
}

const Context = createContext<AdminI18n | null>(null);

export function makeI18n(locale: Locale, messages: Catalogue): AdminI18n {
  const lng = LOCALE_TAG[locale];
  const i18n = createI18n({ lng, ns: ['admin'], resources: { [lng]: { admin: messages } } });
  const tag = INTL_LOCALES[lng];
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'medium' });
  return {
    locale,
    tag,
    t: translatorOf<AdminMessages>(i18n, lng, 'admin'),
    has: <K extends string>(key: K): key is K & AdminMessageKey => Object.hasOwn(messages, key),
    money: (minor, currency) => formatMinor(minor, currency, tag),
    major: (minor, currency) => (minor / 10 ** exponentOf(currency)).toFixed(exponentOf(currency)),
    dateTime: (ms) => dates.format(ms),
  };
}

export function I18nProvider({ value, children }: { value: AdminI18n; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useI18n(): AdminI18n {
  const value = useContext(Context);
  if (!value) throw new Error('useI18n() outside the back office I18nProvider');
  return value;
}
