import type { BaseKey, PlainKeyOf, TranslateOf } from '@ky-wallet/widget/i18n';
import { LOCALE_TAG, type Locale } from './locale.ts';
import type Resources from './resources.d.ts';

/*
 * The site's interface messages: i18next's namespace `site`, one JSON catalogue per locale
 * (locales/<tag>/site.json). English is the reference; resources.d.ts is generated from it
 * (`npm run i18n:types`), so `t` takes only its keys, with the values their placeholders need.
 */

/** The English catalogue's messages, as literal types. */
export type SiteMessages = Resources['site'];
/** A message key; a plural's key without its `_one`/`_other` suffix. */
export type MessageKey = BaseKey<keyof SiteMessages & string>;
/** A key whose message has nothing to fill in: what a table of labels holds, `t(label)` alone. */
export type PlainKey = PlainKeyOf<SiteMessages>;
export type Translate = TranslateOf<SiteMessages>;
/** One locale's catalogue as loaded: key → text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * Each locale's catalogue is its own chunk (locales/<tag>/site.json): a page loads only the one it
 * shows. The prerendered HTML preloads it; a client-side switch of locale loads the next one in
 * the locale route's loader.
 */
const load = (locale: Locale): Promise<{ default: Catalogue }> => import(`./locales/${LOCALE_TAG[locale]}/site.json`);

const loaded = new Map<Locale, Catalogue>();

export async function loadMessages(locale: Locale): Promise<Catalogue> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await load(locale)).default;
  loaded.set(locale, messages);
  return messages;
}

/** The catalogue of `locale` if it has been loaded. */
export function messagesFor(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}
