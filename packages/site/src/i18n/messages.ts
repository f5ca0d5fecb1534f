import type { BaseKey, PlainKeyOf, TranslateOf } from '@ky-wallet/widget/i18n';
import { LOCALE_TAG, type Locale, type LocaleTag } from './locale.ts';
import type Resources from './resources.d.ts';

/*
 * The site's interface messages: i18next's namespace `site`, in parts (below), one JSON catalogue
 * a part and locale. English is the reference; resources.d.ts is generated from it (`npm run
 * i18n:types`), so `t` takes only its keys, with the values their placeholders need.
 */

/** The English catalogues' messages, as literal types: every part, as `t` sees them. */
export type SiteMessages = Resources['site'] & Resources['play'] & Resources['player'];
/** A message key; a plural's key without its `_one`/`_other` suffix. */
export type MessageKey = BaseKey<keyof SiteMessages & string>;
/** A key whose message has nothing to fill in: what a table of labels holds, `t(label)` alone. */
export type PlainKey = PlainKeyOf<SiteMessages>;
export type Translate = TranslateOf<SiteMessages>;
/** One locale's catalogue as loaded: key → text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * A locale's messages come in parts, each a chunk of its own (locales/<tag>/<part>.json): `site`,
 * what any page may show (the header, the footer, the public pages' own text), which every page
 * loads, and parts only some pages show (routes.tsx, `PageDef.messages`): `play`, the games, a
 * round's details and the fairness page; `player`, the player's own pages.
 */
export type MessagePart = 'site' | PageMessagePart;
export type PageMessagePart = keyof typeof PART_PREFIXES;

/** The keys of a part but `site` start with one of its prefixes and a dot; `site` has every other key. */
export const PART_PREFIXES = {
  play: ['game', 'round', 'fair'],
  player: ['balance', 'history', 'records', 'launch'],
} as const;

/** The part that holds `key`. */
export function partOf(key: string): MessagePart {
  const prefix = key.slice(0, key.indexOf('.'));
  const pageParts = Object.keys(PART_PREFIXES) as PageMessagePart[];
  return pageParts.find((part) => (PART_PREFIXES[part] as readonly string[]).includes(prefix)) ?? 'site';
}

const LOADERS: Record<MessagePart, (tag: LocaleTag) => Promise<{ default: Catalogue }>> = {
  site: (tag) => import(`./locales/${tag}/site.json`),
  play: (tag) => import(`./locales/${tag}/play.json`),
  player: (tag) => import(`./locales/${tag}/player.json`),
};

const parts = new Map<Locale, Partial<Record<MessagePart, Catalogue>>>();
/** Each locale's loaded parts as one catalogue, made anew when a part arrives. */
const loaded = new Map<Locale, Catalogue>();

/**
 * Loads a part of `locale`'s messages (once) and resolves with it. The prerendered HTML preloads
 * a page's parts; a client-side navigation loads them in the locale route's loader (`site`) and
 * with the page's chunk (the others).
 */
export async function loadMessages(locale: Locale, part: MessagePart = 'site'): Promise<Catalogue> {
  const known = parts.get(locale)?.[part];
  if (known) return known;
  const messages = (await LOADERS[part](LOCALE_TAG[locale])).default;
  const loadedParts = { ...parts.get(locale), [part]: messages };
  parts.set(locale, loadedParts);
  loaded.set(locale, Object.assign({}, ...Object.values(loadedParts)) as Catalogue);
  return messages;
}

/** The catalogue of `locale` (every part loaded so far) once its `site` part has been loaded. */
export function messagesFor(locale: Locale): Catalogue | undefined {
  return parts.get(locale)?.site && loaded.get(locale);
}
