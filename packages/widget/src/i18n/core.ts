import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import { LOCALES, type Locale } from './tags';

/*
 * The one i18n setup of the product: the widget and the site both make their i18next instances
 * here (the site through `@ky-wallet/widget/i18n`), so locale matching, fallbacks, interpolation
 * syntax and plural handling cannot drift apart. Catalogues are JSON, one file per locale and
 * namespace; each package keeps its own namespaces.
 */

export { INTL_LOCALES, isLocale, LOCALES, matchLocale, resolveLocale, type Locale } from './tags';

/**
 * Where i18next looks for a key a catalogue lacks: Swiss German falls back to German (a `de`
 * catalogue, if one is ever added, holds what both share), then English; Chinese scripts fall
 * back to English, never to each other (Traditional and Simplified are different texts).
 */
export const FALLBACK_LNG = {
  'de-CH': ['de', 'en'],
  default: ['en'],
} as const satisfies InitOptions['fallbackLng'];

/**
 * The options every instance shares. Keys are flat (`site.name`, `login_success`): no key or
 * namespace separators inside them. Placeholders are `{name}`, as the catalogues always had,
 * and values are not HTML-escaped: React escapes on render, and the widget never writes HTML.
 * Plurals are i18next's `_one`/`_other` suffixes, picked by `Intl.PluralRules`.
 */
export const SHARED_OPTIONS = {
  fallbackLng: FALLBACK_LNG,
  supportedLngs: [...LOCALES, 'de'],
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
} as const satisfies InitOptions;

export interface CreateI18nOptions {
  /** The language to start in (one of LOCALES). */
  lng: Locale;
  /** The namespaces this instance translates; the first is the default. */
  ns: readonly [string, ...string[]];
  /** Catalogues already at hand (`{ [locale]: { [ns]: messages } }`); others come by addResourceBundle. */
  resources?: Resource;
}

/**
 * A new, initialised i18next instance (synchronous: no backend, resources are given). Every
 * `<ky-wallet>` on a page shares the widget's instance; the site makes one per render.
 */
export function createI18n({ lng, ns, resources = {} }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance({
    ...SHARED_OPTIONS,
    supportedLngs: [...SHARED_OPTIONS.supportedLngs],
    lng,
    ns: [...ns],
    defaultNS: ns[0],
    resources,
    partialBundledLanguages: true,
  });
  void instance.init();
  return instance;
}

/*
 * Typed translation. The catalogue types are generated from the English JSON by
 * i18next-resources-for-ts (literal strings), and these types read them: a key that is not in
 * the catalogue, or a placeholder without its value, is a type error.
 */

/** The `{name}` placeholders of a message. */
export type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A catalogue key without its plural suffix: `games_one` and `games_other` are both `games`. */
export type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Those of the keys `P` that `M` has. */
type KeysIn<M, P> = P extends keyof M ? P : never;

/**
 * The texts behind a base key (the key itself, or its plural forms). Looked up by name, seven
 * keys a base key: filtering every key of the catalogue for each (a mapped type, or `Extract`)
 * made the site's type check take 60 s, most of it in the table of plain keys (500 x 500).
 */
type TextsOf<M, K extends string> = M[KeysIn<M, K | `${K}_${PluralSuffix}`>];

type IsPlural<M, K extends string> = [KeysIn<M, `${K}_${PluralSuffix}`>] extends [never] ? false : true;

/** The values a key needs: its placeholders, and `count` (a number) for a plural key. */
export type ValuesOf<M, K extends string> =
  IsPlural<M, K> extends true
    ? Record<Exclude<Placeholders<TextsOf<M, K>>, 'count'>, string | number> & { count: number }
    : Record<Placeholders<TextsOf<M, K>>, string | number>;

type ValuesArgs<M, K extends string> = [keyof ValuesOf<M, K>] extends [never] ? [] : [values: ValuesOf<M, K>];

/**
 * For each base key of `M`, what `t` takes after it: nothing, or its values. A table, so each
 * key's placeholders are worked out once per catalogue, not again for every call: a call with a
 * key that may be any of many (`t(item.label)`) looks them up instead of reading every text.
 */
type ArgsTable<M> = { [K in BaseKey<keyof M & string>]: ValuesArgs<M, K> };

/** A translator over one namespace's messages `M`: `t(key, values)` with checked key and values. */
export type TranslateOf<M> = <K extends BaseKey<keyof M & string>>(key: K, ...values: ArgsTable<M>[K]) => string;

/** The keys of `M` whose messages have nothing to fill in: what a table of labels holds, `t(label)` alone. */
export type PlainKeyOf<M> = { [K in keyof ArgsTable<M>]: ArgsTable<M>[K] extends [] ? K : never }[keyof ArgsTable<M>];

/** `t` of `instance` in `lng` for namespace `ns`, typed by that namespace's English messages. */
export function translatorOf<M>(instance: i18n, lng: string, ns: string): TranslateOf<M> {
  const t = instance.getFixedT(lng, ns);
  return ((key: string, values?: Record<string, unknown>) => t(key, values ?? {})) as TranslateOf<M>;
}

// Money and numbers, formatted the same way in the widget and on the site.
export { formatMoney, numberFormat, type MoneyOptions } from '../format';
