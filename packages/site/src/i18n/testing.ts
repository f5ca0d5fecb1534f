import { isLocale } from '@ky-wallet/widget/i18n';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAG, localeOf, type Locale } from './locale.ts';
import type { Catalogue, MessagePart } from './messages.ts';

/*
 * For tests and stories only: every locale's catalogue at once, every part. The site itself loads
 * the parts a page shows, of the locale it shows (messages.ts).
 */

/** locales/<tag>/<part>.json, as they are on disk. */
const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

/** Each locale's parts as they are on disk. */
export const CATALOGUE_PARTS = Object.fromEntries(
  LOCALES.map((locale) => {
    const folder = `./locales/${LOCALE_TAG[locale]}/`;
    const parts = Object.entries(FILES)
      .filter(([file]) => file.startsWith(folder))
      .map(([file, messages]) => [file.slice(folder.length, -'.json'.length), messages]);
    return [locale, Object.fromEntries(parts)];
  }),
) as Record<Locale, Record<MessagePart, Catalogue>>;

/** Each locale's whole catalogue, as a page with every part loaded has it. */
export const CATALOGUES = Object.fromEntries(
  Object.entries(CATALOGUE_PARTS).map(([locale, parts]) => [locale, Object.assign({}, ...Object.values(parts)) as Catalogue]),
) as Record<Locale, Catalogue>;

/** Storybook's toolbar locale (a BCP 47 tag) → the site's locale; English for anything else. */
export function siteLocale(tag: unknown): Locale {
  return isLocale(tag) ? localeOf(tag) : DEFAULT_LOCALE;
}
