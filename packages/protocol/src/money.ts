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

/** Decimals of `currency`; a currency the protocol does not list gets the common 2. */
export function currencyExponent(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_EXPONENTS[currency] : 2;
}

/** Deposit bounds in integer minor units (the server's configuration; a client may not know them). */
export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * Why an amount cannot be deposited: `code` is the protocol's error code, the rest lets a UI say
 * why (`decimals` the currency allows; the bound, in major units).
 */
export type AmountProblem =
  | { code: 'invalid_amount'; reason: 'not_a_number' | 'not_positive' | 'too_precise'; decimals: number }
  | { code: 'amount_too_small'; min: number }
  | { code: 'amount_too_large'; max: number };

export type AmountCheck = { ok: true; minor: number } | ({ ok: false } & AmountProblem);

/**
 * The deposit amount rule, written once for the widget and the server: a finite positive number
 * of major units with at most the currency's decimals (0.1 + 0.2 is refused, never rounded), and,
 * when `bounds` are given, within them. Resolves the amount in integer minor units.
 */
export function checkAmount(amount: unknown, currency: string, bounds?: AmountBounds): AmountCheck {
  const decimals = currencyExponent(currency);
  const major = (minor: number) => minor / 10 ** decimals;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return { ok: false, code: 'invalid_amount', reason: 'not_a_number', decimals };
  }
  if (amount <= 0) return { ok: false, code: 'invalid_amount', reason: 'not_positive', decimals };
  const fixed = amount.toFixed(decimals);
  const minor = Number(fixed.replace('.', ''));
  if (Number(fixed) !== amount || !Number.isSafeInteger(minor)) {
    // Too large to convert exactly (1e20) is, first of all, too large.
    if (amount * 10 ** decimals > Number.MAX_SAFE_INTEGER) {
      return { ok: false, code: 'amount_too_large', max: bounds ? major(bounds.max) : major(Number.MAX_SAFE_INTEGER) };
    }
    return { ok: false, code: 'invalid_amount', reason: 'too_precise', decimals };
  }
  if (bounds && minor < bounds.min) return { ok: false, code: 'amount_too_small', min: major(bounds.min) };
  if (bounds && minor > bounds.max) return { ok: false, code: 'amount_too_large', max: major(bounds.max) };
  return { ok: true, minor };
}
