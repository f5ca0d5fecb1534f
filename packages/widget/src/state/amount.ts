import { checkAmount as checkProtocolAmount } from '@ky-wallet/protocol';

/** Why an amount cannot be sent; each is a translation key (with its values). */
export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_invalid' }
  | { key: 'amount_positive' }
  | { key: 'amount_whole' }
  | { key: 'amount_decimals'; decimals: number };

/**
 * The protocol's amount rule (`checkAmount`, the same the server applies), checked first so the
 * player gets a message without a round trip. The bounds are the server's configuration: it
 * answers them (amount_too_small, amount_too_large).
 */
export function checkAmount(amount: number, currency: string): AmountProblem | null {
  const check = checkProtocolAmount(amount, currency);
  if (check.ok || check.code !== 'invalid_amount') return null;
  if (check.reason === 'not_a_number') return { key: 'amount_invalid' };
  if (check.reason === 'not_positive') return { key: 'amount_positive' };
  return check.decimals === 0 ? { key: 'amount_whole' } : { key: 'amount_decimals', decimals: check.decimals };
}

/** What the player typed: "12.5" -> 12.5. Plain digits with one optional "." only. */
export function parseAmountInput(text: string): number | AmountProblem {
  const value = text.trim();
  if (value === '') return { key: 'amount_required' };
  const number = /^(-?)(\d+(\.\d+)?|\.\d+)$/.exec(value);
  if (!number) return { key: 'amount_invalid' };
  // "-5" is a number; what is wrong with it is its sign.
  if (number[1]) return { key: 'amount_positive' };
  return Number(value);
}
