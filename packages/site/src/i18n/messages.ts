import type { BaseKey, PlainKeyOf, TranslateOf } from '@ky-wallet/widget/i18n';
import { LOCALE_TAG, type Locale } from './locale.ts';
import type Resources from './resources.d.ts';

/*
 * The site's interface messages: i18next's namespace `site`, in two JSON catalogues per locale
 * (locales/<tag>/site.json and play.json). English is the reference; resources.d.ts is generated
 * from it (`npm run i18n:types`), so `t` takes only its keys, with the values their placeholders
 * need.
 */

/** The English catalogues' messages, as literal types: both parts, as `t` sees them. */
export type SiteMessages = Resources['site'] & Resources['play'];
/** A message key; a plural's key without its `_one`/`_other` suffix. */
export type MessageKey = BaseKey<keyof SiteMessages & string>;
/** A key whose message has nothing to fill in: what a table of labels holds, `t(label)` alone. */
export type PlainKey = PlainKeyOf<SiteMessages>;
export type Translate = TranslateOf<SiteMessages>;
/** One locale's catalogue as loaded: key → text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * A locale's messages come in parts, each a chunk of its own: `site`, what every page may show
 * (the header, the footer, the pages' own text), and `play`, the keys under `game.`, `round.` and
 * `fair.`: the games, a round's details and the fairness page, which only some pages show
 * (routes.tsx, `PageDef.messages`). Every page loads `site`; half the messages stay off the rest.
 */
export type MessagePart = 'site' | 'play';

/** The keys that belong in the `play` part start with one of these and a dot; every other key is in `site`. */
export const PLAY_PREFIXES = ['game', 'round', 'fair'] as const;
export const PLAY_KEY = new RegExp(`^(${PLAY_PREFIXES.join('|')})\\.`);

const load = (locale: Locale, part: MessagePart): Promise<{ default: Catalogue }> =>
  part === 'site' ? import(`./locales/${LOCALE_TAG[locale]}/site.json`) : import(`./locales/${LOCALE_TAG[locale]}/play.json`);

const parts = new Map<Locale, Partial<Record<MessagePart, Catalogue>>>();
/** Each locale's loaded parts as one catalogue, made anew when a part arrives. */
const loaded = new Map<Locale, Catalogue>();

/**
 * Loads a part of `locale`'s messages (once) and resolves with it. The prerendered HTML preloads
 * a page's parts; a client-side navigation loads them in the locale route's loader (`site`) and
 * with the page's chunk (`play`).
 */
export async function loadMessages(locale: Locale, part: MessagePart = 'site'): Promise<Catalogue> {
  const known = parts.get(locale)?.[part];
  if (known) return known;
  const messages = (await load(locale, part)).default;
  const loadedParts = { ...parts.get(locale), [part]: messages };
  parts.set(locale, loadedParts);
  loaded.set(locale, { ...loadedParts.site, ...loadedParts.play });
  return messages;
}

/** The catalogue of `locale` (every part loaded so far) once its `site` part has been loaded. */
export function messagesFor(locale: Locale): Catalogue | undefined {
  return parts.get(locale)?.site && loaded.get(locale);
}
