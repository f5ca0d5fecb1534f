import { CURRENCY_EXPONENTS, isCurrencyCode } from '@ky-wallet/protocol';

/** Why an amount cannot be sent; each is a translation key (with its values). */
export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_invalid' }
  | { key: 'amount_positive' }
  | { key: 'amount_whole' }
  | { key: 'amount_decimals'; decimals: number };

/** Decimals the currency allows; a currency the protocol does not list gets the common 2. */
export function currencyDecimals(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_EXPONENTS[currency] : 2;
}

/** The server's rule, checked first so the player gets a message without a round trip. */
export function checkAmount(amount: number, currency: string): AmountProblem | null {
  if (!Number.isFinite(amount)) return { key: 'amount_invalid' };
  if (amount <= 0) return { key: 'amount_positive' };
  const decimals = currencyDecimals(currency);
  if (Number(amount.toFixed(decimals)) !== amount) {
    return decimals === 0 ? { key: 'amount_whole' } : { key: 'amount_decimals', decimals };
  }
  return null;
}

/** What the player typed: "12.5" -> 12.5. Plain digits with one optional "." only. */
export function parseAmountInput(text: string): number | AmountProblem {
  const value = text.trim();
  if (value === '') return { key: 'amount_required' };
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return { key: 'amount_invalid' };
  return Number(value);
}
