import { createContext, useContext, type ReactNode } from 'react';
import { CURRENCY_EXPONENTS, isCurrencyCode } from '@ky-wallet/protocol';
import type { AdminMessageKey, AdminMessages } from './en.ts';

/** The back office's locales: the site's four, with the same path prefixes. */
export const ADMIN_LOCALES = ['en', 'zh-tw', 'zh-cn', 'de-ch'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const LOCALE_TAG: Record<AdminLocale, string> = { en: 'en-US', 'zh-tw': 'zh-TW', 'zh-cn': 'zh-CN', 'de-ch': 'de-CH' };
export const LOCALE_NAME: Record<AdminLocale, string> = {
  en: 'English',
  'zh-tw': '繁體中文',
  'zh-cn': '简体中文',
  'de-ch': 'Deutsch (Schweiz)',
};

const loaders: Record<AdminLocale, () => Promise<AdminMessages>> = {
  en: () => import('./en.ts').then((m) => m.en),
  'zh-tw': () => import('./zh-TW.ts').then((m) => m.zhTW),
  'zh-cn': () => import('./zh-CN.ts').then((m) => m.zhCN),
  'de-ch': () => import('./de-CH.ts').then((m) => m.deCH),
};

export function loadAdminMessages(locale: AdminLocale): Promise<AdminMessages> {
  return loaders[locale]();
}

/** `/zh-tw/admin/accounts` → zh-tw and `/admin/accounts`. */
export function splitAdminPath(pathname: string): { locale: AdminLocale; path: string } {
  const match = /^\/(zh-tw|zh-cn|de-ch)(\/.*)?$/.exec(pathname);
  if (match) return { locale: match[1] as AdminLocale, path: match[2] ?? '/' };
  return { locale: 'en', path: pathname };
}

export function localized(locale: AdminLocale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

export type Vars = Record<string, string | number>;

export interface AdminI18n {
  locale: AdminLocale;
  tag: string;
  t: (key: AdminMessageKey, vars?: Vars) => string;
  /** Integer minor units of a currency, formatted for this locale (`CN¥12.50`). */
  money: (minor: number, currency: string) => string;
  /** The plain major-unit number a CSV cell gets (`12.50`). */
  major: (minor: number, currency: string) => string;
  dateTime: (ms: number) => string;
}

const Context = createContext<AdminI18n | null>(null);

export function makeI18n(locale: AdminLocale, messages: AdminMessages): AdminI18n {
  const tag = LOCALE_TAG[locale];
  const exponent = (currency: string) => (isCurrencyCode(currency) ? CURRENCY_EXPONENTS[currency] : 2);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'medium' });
  return {
    locale,
    tag,
    t: (key, vars) =>
      messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole)),
    money: (minor, currency) => {
      const digits = exponent(currency);
      try {
        return new Intl.NumberFormat(tag, {
          style: 'currency',
          currency: currency.toUpperCase(),
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(minor / 10 ** digits);
      } catch {
        return `${(minor / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
      }
    },
    major: (minor, currency) => (minor / 10 ** exponent(currency)).toFixed(exponent(currency)),
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
