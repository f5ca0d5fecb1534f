import type { Insertable } from 'kysely';
import type { IdempotencyKeysTable, TransactionsTable } from './schema.js';

/** One deposit to credit inside a group-commit batch. */
export interface CreditItem {
  accountId: number;
  /** The wallet's currency; the wallet row must hold it. */
  currency: string;
  /** Minor units, > 0. */
  amount: number;
  paymentRef: string | null;
  /** When present, the idempotency row (with the deposit's result) is written in the same transaction as the money. */
  idempotency: { key: string; requestHash: string } | null;
}

/** Each item's outcome: credited with the wallet's balance right after it, or a duplicate of a stored key. */
export type CreditResult = { duplicate: false; balanceAfter: number } | { duplicate: true; balanceAfter: null };

/** What a batch writes, worked out before any write. */
export interface CreditPlan {
  /** Per item, in the items' order. */
  results: CreditResult[];
  /** [account id, total credited], ascending by account: the wallets' UPDATE. */
  changed: (readonly [number, number])[];
  ledger: Insertable<TransactionsTable>[];
  keyRows: Insertable<IdempotencyKeysTable>[];
}

/** The batch's accounts in ascending order (the one order every batch locks wallets in); checks the amounts. */
export function creditedAccounts(items: readonly CreditItem[]): number[] {
  for (const item of items) {
    if (!Number.isSafeInteger(item.amount) || item.amount <= 0) {
      throw new RangeError(`deposit amount must be a positive integer of minor units, got ${item.amount}`);
    }
  }
  return [...new Set(items.map((item) => item.accountId))].sort((a, b) => a - b);
}

/** A deposit that would take a balance past the largest the wallet holds (2^53 - 1 minor units). */
export class BalanceOverflowError extends RangeError {
  constructor(accountId: number) {
    super(`balance of account ${accountId} overflows`);
    this.name = 'BalanceOverflowError';
  }
}

/** The overflow of either engine: SQLite's plan throws the class, PostgreSQL's function raises its message. */
export function isBalanceOverflow(error: unknown): boolean {
  return error instanceof BalanceOverflowError || (error instanceof Error && /^balance of account \d+ overflows$/.test(error.message));
}

export const keyPair = (accountId: number, key: string) => `${accountId}\u0000${key}`;

/**
 * The batch's writes, from its wallets (read under the batch's lock) and the keys already stored.
 * An item whose key is stored, or repeated earlier in the batch, is a duplicate and moves no money;
 * any other item without its wallet, or in another currency, or overflowing the balance, throws,
 * so that the batch rolls back and its items are retried one by one. Both engines run this; only
 * the reads and writes around it differ.
 */
export function planCredits(
  items: readonly CreditItem[],
  wallets: ReadonlyMap<number, { currency: string; balance: number | bigint | string }>,
  isStored: (accountId: number, key: string) => boolean,
  now: number,
): CreditPlan {
  const seen = new Set<string>();
  const balances = new Map<number, number>();
  const totals = new Map<number, number>();
  const results: CreditResult[] = [];
  const ledger: Insertable<TransactionsTable>[] = [];
  const keyRows: Insertable<IdempotencyKeysTable>[] = [];
  for (const item of items) {
    const key = item.idempotency?.key;
    if (key !== undefined) {
      const pair = keyPair(item.accountId, key);
      if (seen.has(pair) || isStored(item.accountId, key)) {
        results.push({ duplicate: true, balanceAfter: null });
        continue;
      }
      seen.add(pair);
    }
    const wallet = wallets.get(item.accountId);
    if (!wallet || wallet.currency !== item.currency) {
      throw new Error(`no ${item.currency} wallet for account ${item.accountId}`);
    }
    const balance = (balances.get(item.accountId) ?? Number(wallet.balance)) + item.amount;
    if (!Number.isSafeInteger(balance)) throw new BalanceOverflowError(item.accountId);
    balances.set(item.accountId, balance);
    totals.set(item.accountId, (totals.get(item.accountId) ?? 0) + item.amount);
    results.push({ duplicate: false, balanceAfter: balance });
    ledger.push({
      account_id: item.accountId,
      kind: 'deposit',
      amount: item.amount,
      balance_after: balance,
      currency: item.currency,
      idempotency_key: key ?? null,
      payment_ref: item.paymentRef,
      created_at: now,
    });
    if (item.idempotency) {
      keyRows.push({
        account_id: item.accountId,
        key: item.idempotency.key,
        request_hash: item.idempotency.requestHash,
        // A record is only ever written for a credited deposit, which answered 200; the column
        // dates from the records that kept the whole answer.
        status_code: 200,
        response: JSON.stringify({ balance_after: balance, currency: item.currency }),
        created_at: now,
      });
    }
  }
  return { results, changed: [...totals].sort(([a], [b]) => a - b), ledger, keyRows };
}
