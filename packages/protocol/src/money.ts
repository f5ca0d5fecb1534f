/**
 * Currencies the wallet knows, with the number of decimals (ISO 4217 minor unit exponent).
 * Codes are lowercase on the wire, as SPEC.md's default `cny`. Which of these a server accepts,
 * and its deposit bounds, come from the server's configuration.
 */
export const CURRENCY_EXPONENTS = {
  aud: 2,
  brl: 2,
  cad: 2,
  chf: 2,
  cny: 2,
  eur: 2,
  gbp: 2,
  hkd: 2,
  idr: 2,
  inr: 2,
  jpy: 0,
  krw: 0,
  myr: 2,
  php: 2,
  sgd: 2,
  thb: 2,
  twd: 2,
  usd: 2,
  vnd: 0,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;

export const DEFAULT_ALLIANCE = 'kygaming';
export const DEFAULT_CURRENCY: CurrencyCode = 'cny';
export const DEFAULT_BALANCE = 0;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, value);
}

/**
 * Converts a wire amount (major units, e.g. 12.34 CNY) to integer minor units (1234 fen).
 * Returns null when the amount is not finite or has more decimals than the currency allows,
 * so 0.1 + 0.2 is refused rather than rounded.
 */
export function toMinorUnits(amount: number, currency: CurrencyCode): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const exponent = CURRENCY_EXPONENTS[currency];
  const fixed = amount.toFixed(exponent);
  if (Number(fixed) !== amount) return null;
  const minor = Number(fixed.replace('.', ''));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Converts integer minor units back to the wire's major-unit number. */
export function fromMinorUnits(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCY_EXPONENTS[currency];
}
