import { deCH } from './de-CH';
import { en, type Catalogue, type MessageKey, type Placeholders } from './en';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { en, isMessageKey, isPlainMessageKey, type MessageKey, type PlainMessageKey, type Catalogue } from './en';

/** The interface languages (SPEC.md section 1), as BCP 47 tags. */
export const LOCALES = ['en', 'zh-TW', 'zh-CN', 'de-CH'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * All four catalogues are bundled: together they are about 4 KB of the gzipped script, less than
 * a second request would cost, and the first render has its text without waiting.
 */
export const CATALOGUES: Record<Locale, Catalogue> = { en, 'zh-TW': zhTW, 'zh-CN': zhCN, 'de-CH': deCH };

/** BCP 47 tags for Intl formatting (SPEC.md: the default interface locale tag is en-US). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', 'zh-TW': 'zh-TW', 'zh-CN': 'zh-CN', 'de-CH': 'de-CH' };

/**
 * One language tag to a supported locale, or null. Any German is de-CH (the only German we have);
 * Chinese goes by script first (zh-Hant-HK is Traditional), then region: TW, HK and MO write
 * Traditional, everywhere else (CN, SG, plain zh) Simplified.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const [language = '', ...rest] = (tag ?? '').trim().toLowerCase().split(/[-_]/);
  if (language === 'en') return 'en';
  if (language === 'de' || language === 'gsw') return 'de-CH';
  if (language !== 'zh') return null;
  if (rest.includes('hant')) return 'zh-TW';
  if (rest.includes('hans')) return 'zh-CN';
  return rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo') ? 'zh-TW' : 'zh-CN';
}

function browserLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

/** The `locale` setting if we have it, else the browser's first language we have, else English. */
export function resolveLocale(value: string | null | undefined, languages = browserLanguages()): Locale {
  for (const tag of [value, ...languages]) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

type Values<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never]
  ? []
  : [values: Record<Placeholders<(typeof en)[K]>, string | number>];

/** A typed translator: an unknown key, or a missing placeholder value, is a type error. */
export type Translate = <K extends MessageKey>(key: K, ...values: Values<K>) => string;

const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const catalogue = CATALOGUES[locale];
    t = (key, ...[values]) => {
      const text: string = catalogue[key] ?? en[key];
      if (!values) return text;
      const given = values as Record<string, string | number>;
      return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        Object.hasOwn(given, name) ? String(given[name]) : placeholder,
      );
    };
    translators.set(locale, t);
  }
  return t;
}
