import { DEFAULT_ALLIANCE, DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import { resolveLocale, type Locale } from './i18n';

export type Theme = 'light' | 'dark' | 'auto';

/**
 * Configuration of one `<ky-wallet>`. Each field has a kebab-case attribute (`apiBase` is
 * `api-base`) and a property of the same camelCase name; the `config` property takes them all at
 * once. Properties win over attributes.
 */
export interface WalletConfig {
  /**
   * Where the wallet API lives: `${apiBase}/api/getData`. An origin, optionally with a path prefix.
   * @default the origin `ky-wallet.js` was loaded from (the page's own origin when that is unknown)
   */
  apiBase?: string;
  /**
   * Interface language: `en`, `zh-TW`, `zh-CN` or `de-CH`, or any tag that maps to one (`de-AT` is
   * de-CH, `zh-HK` is zh-TW, `zh-SG` is zh-CN). Unset or unknown: the browser's languages decide.
   * @default the first of `navigator.languages` we support, else 'en'
   */
  locale?: Locale | (string & {});
  /**
   * Lowercase ISO 4217: what a session that names no currency falls back to (SPEC.md section 3's
   * default). A login names the player's wallet currency, which every call and amount then uses.
   * @default 'cny'
   */
  currency?: string;
  /**
   * The alliance (operator platform), SPEC.md section 3's default. The login answer names the
   * player's alliance, which every call then sends; the server finds logins in its KY_ALLIANCE.
   * @default 'kygaming'
   */
  alliance?: string;
  /**
   * Amount choices of the deposit dialog, in major units. The attribute is a comma list.
   * @default [100, 500, 1000, 5000]
   */
  depositAmounts?: readonly number[];
  /**
   * Ask visitors to confirm they are of legal age (18) before the wallet can be used. One gate per
   * page, however many elements ask for it.
   * @default false
   */
  ageGate?: boolean;
  /**
   * How many days a confirmation is remembered (localStorage). 0: ask on every page load.
   * @default 30
   */
  ageGateDays?: number;
  /**
   * Colour theme. `auto` follows the visitor's `prefers-color-scheme`.
   * @default 'light'
   */
  theme?: Theme;
  /**
   * Where "No, take me back" of the age gate leads (http or https). Empty: `history.back()`.
   * @default ''
   */
  exitUrl?: string;
}

/** The configuration in effect: properties, then attributes, then defaults. */
export interface ResolvedWalletConfig {
  readonly apiBase: string;
  readonly locale: Locale;
  readonly currency: string;
  readonly alliance: string;
  readonly depositAmounts: readonly number[];
  readonly ageGate: boolean;
  readonly ageGateDays: number;
  readonly theme: Theme;
  readonly exitUrl: string;
}

export const DEFAULT_DEPOSIT_AMOUNTS: readonly number[] = [100, 500, 1000, 5000];
export const DEFAULT_AGE_GATE_DAYS = 30;
const THEMES: readonly string[] = ['light', 'dark', 'auto'] satisfies Theme[];

/** The config fields, each also a property and (kebab-case) an attribute of `<ky-wallet>`. */
export type ConfigField = keyof WalletConfig;

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The attribute of each config field: `apiBase` is `api-base`. */
export type ConfigAttribute = Kebab<ConfigField>;

/**
 * The origin this module was loaded from, so an operator page that loads the script from the
 * wallet's server needs no `api-base`. `file:` and blob URLs have the opaque origin "null".
 */
const SCRIPT_ORIGIN = (() => {
  try {
    const origin = new URL(import.meta.url).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
})();

/** "100, 500,1000" -> [100, 500, 1000]; entries that are not positive numbers are dropped. */
export function parseAmounts(value: string): number[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((amount) => Number.isFinite(amount) && amount > 0);
}

/**
 * How each attribute's text becomes its config field: lit's `converter.fromAttribute`. A removed
 * attribute (null) is "not set", so the default applies again.
 */
export const fromAttribute = {
  text: (value: string | null): string | undefined => value ?? undefined,
  /** A comma list of amounts. */
  amounts: (value: string | null): number[] | undefined => (value === null ? undefined : parseAmounts(value)),
  /** Present means true, except the explicit string "false". */
  flag: (value: string | null): boolean | undefined =>
    value === null ? undefined : value.trim().toLowerCase() !== 'false',
  /** A number; an empty attribute is not one (so the default applies). */
  number: (value: string | null): number | undefined =>
    value === null ? undefined : value.trim() === '' ? Number.NaN : Number(value),
  theme: (value: string | null): Theme | undefined => (value === null ? undefined : (value.trim().toLowerCase() as Theme)),
} as const;

/** Merges the properties over attributes and fills in defaults. */
export function resolveConfig(
  attributes: WalletConfig,
  overrides: WalletConfig = {},
  languages?: readonly string[],
): ResolvedWalletConfig {
  const merged: WalletConfig = { ...attributes };
  for (const [key, value] of Object.entries(overrides)) {
    // `{ locale: undefined }` means "not set", not "erase the attribute".
    if (value !== undefined && value !== null) Object.assign(merged, { [key]: value });
  }
  const amounts = [...new Set(merged.depositAmounts ?? [])].filter((amount) => Number.isFinite(amount) && amount > 0);
  const days = Number(merged.ageGateDays ?? DEFAULT_AGE_GATE_DAYS);
  const theme = String(merged.theme ?? '').trim().toLowerCase();
  return Object.freeze({
    apiBase: (String(merged.apiBase ?? '').trim() || SCRIPT_ORIGIN).replace(/\/+$/, ''),
    locale: resolveLocale(merged.locale, languages),
    currency: (String(merged.currency ?? '').trim() || DEFAULT_CURRENCY).toLowerCase(),
    alliance: String(merged.alliance ?? '').trim() || DEFAULT_ALLIANCE,
    depositAmounts: Object.freeze(amounts.length > 0 ? amounts : [...DEFAULT_DEPOSIT_AMOUNTS]),
    ageGate: Boolean(merged.ageGate),
    ageGateDays: Number.isFinite(days) && days >= 0 ? days : DEFAULT_AGE_GATE_DAYS,
    theme: THEMES.includes(theme) ? (theme as Theme) : 'light',
    exitUrl: String(merged.exitUrl ?? '').trim(),
  });
}
