/*
 * The interface languages and how a browser's language tags map to them: no i18next here, so a
 * page can choose its locale (the site's first-visit redirect) before any catalogue or i18next
 * loads. `@ky-wallet/widget/i18n/tags`; `@ky-wallet/widget/i18n` re-exports all of it.
 */

/** The interface languages (SPEC.md section 1), as BCP 47 tags: i18next's language codes. */
export const LOCALES = ['en', 'zh-TW', 'zh-CN', 'de-CH'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags for Intl formatting (SPEC.md: the default interface locale tag is en-US). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', 'zh-TW': 'zh-TW', 'zh-CN': 'zh-CN', 'de-CH': 'de-CH' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

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

/** The given setting if we have it, else the browser's first language we have, else English. */
export function resolveLocale(value: string | null | undefined, languages = browserLanguages()): Locale {
  for (const tag of [value, ...languages]) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}
