import { INTL_LOCALES, LOCALES as LOCALE_TAGS, matchLocale, type Locale as LocaleTag } from '@ky-wallet/widget/i18n/tags';
import { LOCALES, type Locale } from '../content/types.ts';

export { LOCALES, type Locale, type LocaleTag };

/** The site's default locale: unprefixed URLs are English (SPEC.md section 9: default en-US). */
export const DEFAULT_LOCALE: Locale = 'en';

/** URL prefix per locale; English has none. */
export const LOCALE_PREFIX: Record<Locale, string> = {
  en: '',
  'zh-tw': '/zh-tw',
  'zh-cn': '/zh-cn',
  'de-ch': '/de-ch',
};

/**
 * The BCP 47 tag of each locale, the shared i18n setup's own (`zh-tw` → zh-TW): hreflang,
 * i18next's language and the widget's `locale`.
 */
export const LOCALE_TAG = Object.fromEntries(LOCALE_TAGS.map((tag) => [localeOf(tag), tag])) as Record<Locale, LocaleTag>;

/**
 * The language of a page in `locale`, for `<html lang>`: SPEC.md's language tags (en-US,
 * zh-TW, zh-CN, de-CH), the ones Intl formats the page's numbers and dates with.
 */
export const HTML_LANG = Object.fromEntries(LOCALES.map((locale) => [locale, INTL_LOCALES[LOCALE_TAG[locale]]])) as Record<
  Locale,
  string
>;

/** The site's locale of a tag: the tag in lower case, as URLs write it. */
export function localeOf(tag: LocaleTag): Locale {
  return tag.toLowerCase() as Locale;
}

/** Each locale's name in its own language: the language switcher shows these, never translated. */
export const LOCALE_NAME: Record<Locale, string> = {
  en: 'English',
  'zh-tw': '繁體中文',
  'zh-cn': '简体中文',
  'de-ch': 'Deutsch (Schweiz)',
};

/** The cookie that keeps the chosen locale (SPEC.md section 4: name, 365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Splits a pathname into its locale and the path without the prefix:
 * `/zh-tw/games` → zh-tw + `/games`; `/zh-tw` → zh-tw + `/`; `/games` → en + `/games`.
 * Prefixes are matched case-sensitively, as the router matches them.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The path of `path` (unprefixed, starting with `/`) in `locale`: `/games` → `/zh-tw/games`; `/` → `/zh-tw`. */
export function localePath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

/**
 * The browser's preferred languages (navigator.languages, best first) matched against the four
 * locales by the shared i18n setup (Traditional Chinese by script or region, any German → de-ch,
 * any English → en): the first that matches wins; with no match, English.
 */
export function matchBrowserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = matchLocale(language);
    if (tag) return localeOf(tag);
  }
  return DEFAULT_LOCALE;
}

/** The locale stored in the cookie header string (`document.cookie`), if any and valid. */
export function readLocaleCookie(cookies: string): Locale | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    // Set by another app on the domain (the name is @nuxtjs/i18n's default), maybe not encoded at all.
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    return isLocale(value) ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores `locale` for 365 days. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Stores the visitor's choice (SPEC.md section 4), e.g. before a language link takes them there. */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

export interface LocaleDecision {
  /** Where to go instead (path + search + hash), or null to stay. */
  redirect: string | null;
  /** Store this locale in the cookie (first visit), or null to leave the cookie alone. */
  setCookie: Locale | null;
}

/**
 * What the site does with the locale when a page loads:
 * - first visit (no cookie): the browser languages pick a locale, which is stored; an unprefixed
 *   (English) URL redirects to that locale's prefix. A prefixed URL is an explicit choice: it is
 *   kept and stored.
 * - later visits: an unprefixed URL redirects to the stored locale's prefix (the stored choice
 *   wins over the default); a prefixed URL is shown as it is.
 */
export function decideLocale(input: {
  pathname: string;
  search: string;
  hash: string;
  cookies: string;
  languages: readonly string[];
}): LocaleDecision {
  const { locale: urlLocale, path } = splitLocale(input.pathname);
  const stored = readLocaleCookie(input.cookies);
  const prefixed = urlLocale !== DEFAULT_LOCALE;
  let wanted: Locale;
  let setCookie: Locale | null = null;
  if (stored) {
    wanted = stored;
  } else {
    wanted = prefixed ? urlLocale : matchBrowserLocale(input.languages);
    setCookie = wanted;
  }
  const redirect =
    !prefixed && wanted !== DEFAULT_LOCALE ? localePath(wanted, path) + input.search + input.hash : null;
  return { redirect, setCookie };
}

/**
 * decideLocale for the page the browser is on: stores a first visit's locale and redirects to the
 * wanted prefix. True when the page is being replaced (start nothing on it).
 */
export function followLocaleDecision(): boolean {
  const decision = decideLocale({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    cookies: document.cookie,
    languages: navigator.languages ?? [navigator.language],
  });
  if (decision.setCookie) rememberLocale(decision.setCookie);
  if (decision.redirect) window.location.replace(decision.redirect);
  return decision.redirect !== null;
}

/** The locale of a loader's request URL. */
export function localeOfRequest(request: Request): Locale {
  return splitLocale(new URL(request.url).pathname).locale;
}
