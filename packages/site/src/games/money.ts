import { numberFormat } from '@ky-wallet/widget/i18n';
import { exponentOf, formatMinor, formatNumber } from '../i18n/format.ts';

/*
 * The game server speaks integer minor units; players read and type major units. These convert
 * at the edge, with the currency's own number of decimals.
 */

export { exponentOf, formatMinor };

/** Minor units as the plain text of a bet field: 150 cny → "1.50". */
export function majorText(minor: number, currency: string): string {
  return (minor / 10 ** exponentOf(currency)).toFixed(exponentOf(currency));
}

/**
 * A typed amount in major units as minor units, or null when it is not a positive number with at
 * most the currency's decimals. A comma is taken as the decimal mark (de-CH keyboards).
 */
export function parseMajor(text: string, currency: string): number | null {
  const clean = text.trim().replace(',', '.');
  const exponent = exponentOf(currency);
  const pattern = exponent === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${exponent}})?$|^\\.\\d{1,${exponent}}$`);
  if (!pattern.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  const minor = Number(whole || '0') * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * A multiplier given in 1/`scale` units as "1.98×", rounded to `decimals` as the rule pages show
 * them (mines: 1.2597× is shown 1.26×; payouts use the exact value).
 */
export function formatMultiplier(value: number, scale: number, decimals: number, tag: string): string {
  const text = numberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value / scale);
  return `${text}×`;
}

/** Hundredths as a plain decimal in the locale: 4217 → "42.17". */
export function formatHundredths(value: number, tag: string): string {
  return numberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
}

export { formatNumber };
