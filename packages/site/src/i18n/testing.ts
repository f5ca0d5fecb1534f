import { isLocale } from '@ky-wallet/widget/i18n';
import deCH from './locales/de-CH/site.json';
import en from './locales/en/site.json';
import zhCN from './locales/zh-CN/site.json';
import zhTW from './locales/zh-TW/site.json';
import { DEFAULT_LOCALE, localeOf, type Locale } from './locale.ts';
import type { Catalogue } from './messages.ts';

/*
 * For tests and stories only: every locale's catalogue at once. The site itself loads the one a
 * page shows (messages.ts).
 */

export const CATALOGUES: Record<Locale, Catalogue> = { en, 'zh-tw': zhTW, 'zh-cn': zhCN, 'de-ch': deCH };

/** Storybook's toolbar locale (a BCP 47 tag) → the site's locale; English for anything else. */
export function siteLocale(tag: unknown): Locale {
  return isLocale(tag) ? localeOf(tag) : DEFAULT_LOCALE;
}
