import { isLocale } from '@ky-wallet/widget/i18n';
import deCHPlay from './locales/de-CH/play.json';
import deCH from './locales/de-CH/site.json';
import enPlay from './locales/en/play.json';
import en from './locales/en/site.json';
import zhCNPlay from './locales/zh-CN/play.json';
import zhCN from './locales/zh-CN/site.json';
import zhTWPlay from './locales/zh-TW/play.json';
import zhTW from './locales/zh-TW/site.json';
import { DEFAULT_LOCALE, localeOf, type Locale } from './locale.ts';
import type { Catalogue, MessagePart } from './messages.ts';

/*
 * For tests and stories only: every locale's catalogue at once, both parts. The site itself loads
 * the parts a page shows, of the locale it shows (messages.ts).
 */

/** Each locale's parts as they are on disk. */
export const CATALOGUE_PARTS: Record<Locale, Record<MessagePart, Catalogue>> = {
  en: { site: en, play: enPlay },
  'zh-tw': { site: zhTW, play: zhTWPlay },
  'zh-cn': { site: zhCN, play: zhCNPlay },
  'de-ch': { site: deCH, play: deCHPlay },
};

/** Each locale's whole catalogue, as a page with every part loaded has it. */
export const CATALOGUES = Object.fromEntries(
  Object.entries(CATALOGUE_PARTS).map(([locale, { site, play }]) => [locale, { ...site, ...play }]),
) as Record<Locale, Catalogue>;

/** Storybook's toolbar locale (a BCP 47 tag) → the site's locale; English for anything else. */
export function siteLocale(tag: unknown): Locale {
  return isLocale(tag) ? localeOf(tag) : DEFAULT_LOCALE;
}
