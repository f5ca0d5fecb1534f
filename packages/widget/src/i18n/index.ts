import { signal } from '@preact/signals-core';
import { createI18n, translatorOf, type BaseKey, type Locale, type PlainKeyOf, type TranslateOf } from './core';
import english from './locales/en/widget.json';
import type Resources from './resources';

export { INTL_LOCALES, LOCALES, matchLocale, resolveLocale, type Locale } from './core';

/*
 * The widget's texts: the `widget` namespace of the shared i18next setup (core.ts). English is
 * bundled; the other locales are JSON modules loaded on demand, so the script build carries one
 * catalogue and fetches another only for an element that shows it (each is a small chunk next to
 * ky-wallet.js, a plain ES module: no eval, no JSON fetch, nothing inline).
 */

export const NS = 'widget';

/** The widget's messages, as the English catalogue has them (resources.d.ts, generated from it). */
export type Messages = Resources['widget'];

/** The English catalogue, the reference: every other locale has its keys (a test holds them to it). */
export const en = english as Messages;

/** A translator: an unknown key, or a key without its placeholder values (`count` for plurals), is a type error. */
export type Translate = TranslateOf<Messages>;

/** A message key; a plural message is known by its base (`amount_decimals`, not `amount_decimals_one`). */
export type MessageKey = BaseKey<keyof Messages>;

/** Keys of messages that need no values: what an alert can show by key alone. */
export type PlainMessageKey = PlainKeyOf<Messages>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const messageKeys = new Set(Object.keys(en).map((key) => key.replace(PLURAL_SUFFIX, '')));

export function isMessageKey(value: string): value is MessageKey {
  return messageKeys.has(value);
}

export function isPlainMessageKey(value: string): value is PlainMessageKey {
  return isMessageKey(value) && Object.hasOwn(en, value) && !en[value as keyof Messages].includes('{');
}

/** The one i18next instance of the page: every `<ky-wallet>` translates with it. */
export const i18n = createI18n({ lng: 'en', ns: [NS], resources: { en: { [NS]: en } } });

/** The catalogues that are not bundled: each is a chunk of its own. */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  'zh-TW': () => import('./locales/zh-TW/widget.json'),
  'zh-CN': () => import('./locales/zh-CN/widget.json'),
  'de-CH': () => import('./locales/de-CH/widget.json'),
};

/** Catalogues that arrived, or failed to (the UI is English then). A signal: the UI follows it. */
const settled = signal<Partial<Record<Locale, 'ready' | 'failed'>>>({ en: 'ready' });
const loading = new Map<Locale, Promise<void>>();

/**
 * Loads `locale`'s catalogue into the shared instance, once for the page: every element that
 * asks while it loads waits on the same request. Never rejects: a chunk that fails to load is
 * reported in the console and the locale shows English (a later request tries again).
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || settled.peek()[locale] === 'ready') return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    load = LOADERS[locale]().then(
      (module) => {
        i18n.addResourceBundle(locale, NS, module.default);
        settled.value = { ...settled.peek(), [locale]: 'ready' };
      },
      (error: unknown) => {
        console.error(`<ky-wallet>: the ${locale} texts did not load, showing English instead.`, error);
        loading.delete(locale);
        settled.value = { ...settled.peek(), [locale]: 'failed' };
      },
    );
    loading.set(locale, load);
  }
  return load;
}

/**
 * The locale to show for `wanted`: itself once its catalogue is here, English if it failed to
 * load, null while it loads (show nothing rather than English). Reads a signal.
 */
export function readyLocale(wanted: Locale): Locale | null {
  const state = settled.value[wanted];
  return state === 'ready' ? wanted : state === 'failed' ? 'en' : null;
}

const translators = new Map<Locale, Translate>();

/** The translator of `locale` (English for what its catalogue lacks or has not loaded). */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translatorOf<Messages>(i18n, locale, NS);
    translators.set(locale, t);
  }
  return t;
}
