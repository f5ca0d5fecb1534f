import { DEFAULT_ALLIANCE, DEFAULT_CURRENCY } from '@ky-wallet/protocol';

/**
 * Configuration of one `<ky-wallet>`. Each field has a kebab-case attribute (`apiBase` is
 * `api-base`); the `config` property takes the same fields in camelCase and wins over attributes.
 */
export interface WalletConfig {
  /**
   * Where the wallet API lives: `${apiBase}/api/getData`. An origin, optionally with a path prefix.
   * @default the origin `ky-wallet.js` was loaded from (same origin as the page when that is unknown)
   */
  apiBase?: string;
  /**
   * Interface language: `en` or `zh-CN` (case-insensitive). Anything else shows English.
   * @default 'en'
   */
  locale?: string;
  /**
   * Currency shown before login (after login, the player's wallet currency), lowercase ISO 4217.
   * @default 'cny'
   */
  currency?: string;
  /**
   * The alliance (operator platform) the player belongs to, used before the login answer names one.
   * @default 'kygaming'
   */
  alliance?: string;
  /**
   * Amount choices of the deposit dialog, in major units. The attribute is a comma list.
   * @default [100, 500, 1000, 5000]
   */
  depositAmounts?: readonly number[];
  /**
   * Ask visitors to confirm their legal age first. Stored; the age gate comes in a later release.
   * @default false
   */
  ageGate?: boolean;
  /**
   * Colour theme. Stored; theming comes in a later release.
   * @default ''
   */
  theme?: string;
  /**
   * Where "No, take me back" of the age gate leads. Stored; used by the age gate.
   * @default ''
   */
  exitUrl?: string;
}

/** The configuration in effect: attributes, then the `config` property, then defaults. */
export type ResolvedWalletConfig = Readonly<Required<WalletConfig>>;

export const DEFAULT_DEPOSIT_AMOUNTS: readonly number[] = [100, 500, 1000, 5000];

/** Attributes `<ky-wallet>` observes, and the config field each one sets. */
export const CONFIG_ATTRIBUTES = {
  'api-base': 'apiBase',
  locale: 'locale',
  currency: 'currency',
  alliance: 'alliance',
  'deposit-amounts': 'depositAmounts',
  'age-gate': 'ageGate',
  theme: 'theme',
  'exit-url': 'exitUrl',
} as const satisfies Record<string, keyof WalletConfig>;

export type ConfigAttribute = keyof typeof CONFIG_ATTRIBUTES;

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

/** A boolean attribute: present means true, except the explicit string "false". */
function parseFlag(value: string): boolean {
  return value.trim().toLowerCase() !== 'false';
}

/** Reads the config fields that are set as attributes on `element`. */
export function configFromAttributes(element: Element): WalletConfig {
  const config: WalletConfig = {};
  for (const [attribute, field] of Object.entries(CONFIG_ATTRIBUTES)) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    if (field === 'depositAmounts') config.depositAmounts = parseAmounts(value);
    else if (field === 'ageGate') config.ageGate = parseFlag(value);
    else config[field] = value;
  }
  return config;
}

/** Merges the `config` property over attributes and fills in defaults. */
export function resolveConfig(attributes: WalletConfig, overrides: WalletConfig = {}): ResolvedWalletConfig {
  const merged: WalletConfig = { ...attributes };
  for (const [key, value] of Object.entries(overrides)) {
    // `{ locale: undefined }` means "not set", not "erase the attribute".
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  const amounts = [...new Set(merged.depositAmounts ?? [])].filter((amount) => Number.isFinite(amount) && amount > 0);
  return Object.freeze({
    apiBase: (merged.apiBase?.trim() || SCRIPT_ORIGIN).replace(/\/+$/, ''),
    locale: merged.locale?.trim() || 'en',
    currency: (merged.currency?.trim() || DEFAULT_CURRENCY).toLowerCase(),
    alliance: merged.alliance?.trim() || DEFAULT_ALLIANCE,
    depositAmounts: Object.freeze(amounts.length > 0 ? amounts : [...DEFAULT_DEPOSIT_AMOUNTS]),
    ageGate: merged.ageGate ?? false,
    theme: merged.theme ?? '',
    exitUrl: merged.exitUrl ?? '',
  });
}
