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
  /**
   * The hash of the player token that asked for the deposit: the batch credits it only if that
   * session still holds under the wallet's lock (sessionRefusal). The session was checked when the
   * request came, but a logout, a lock or a new password may commit while the deposit waits for
   * its payment or its wallet. null: no session to check (a credit no player token asked for).
   */
  tokenHash: string | null;
}

/** Why a batch refuses an item whose session no longer holds: the codes a token check answers with. */
export type SessionRefusal = 'unauthorized' | 'account_locked';

/**
 * Each item's outcome: credited, with the wallet's balance right after it; a duplicate of a stored
 * key (no money moved now: the stored answer is the answer); or refused, its session ended.
 */
export type CreditResult =
  | { status: 'credited'; balanceAfter: number }
  | { status: 'duplicate' }
  | { status: 'refused'; reason: SessionRefusal };

/** A session as the batch reads it under the wallet's lock (undefined: no such token). */
export interface CreditSession {
  accountId: number;
  expiresAt: number | string;
  revokedAt: number | string | null;
  state: string;
}

/**
 * Why `session` (read under the batch's lock) no longer lets its token credit `accountId` at
 * `now`, or undefined while it holds: the same rules as the token check a request passes first.
 */
export function sessionRefusal(session: CreditSession | undefined, accountId: number, now: number): SessionRefusal | undefined {
  if (!session || Number(session.accountId) !== accountId || session.revokedAt !== null || Number(session.expiresAt) <= now) {
    return 'unauthorized';
  }
  return session.state === 'active' ? undefined : 'account_locked';
}

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
 * The batch's writes, from its wallets (read under the batch's lock), the keys already stored and
 * the items' sessions (read under the lock too). An item whose key is stored, or repeated by an
 * earlier credited item of the batch, is a duplicate and moves no money (a stored key is a deposit
 * that happened: its answer wins over a session ended since); an item whose session no longer
 * holds is refused and moves none; any other item without its wallet, or in another currency, or
 * overflowing the balance, throws, so that the batch rolls back and its items are retried one by
 * one. SQLite runs this; PostgreSQL's ky_credit_deposits does the same (credit-function.ts).
 */
export function planCredits(
  items: readonly CreditItem[],
  wallets: ReadonlyMap<number, { currency: string; balance: number | bigint | string }>,
  isStored: (accountId: number, key: string) => boolean,
  sessionOf: (tokenHash: string) => CreditSession | undefined,
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
    if (key !== undefined && (seen.has(keyPair(item.accountId, key)) || isStored(item.accountId, key))) {
      results.push({ status: 'duplicate' });
      continue;
    }
    const refusal = item.tokenHash === null ? undefined : sessionRefusal(sessionOf(item.tokenHash), item.accountId, now);
    if (refusal) {
      results.push({ status: 'refused', reason: refusal });
      continue;
    }
    if (key !== undefined) seen.add(keyPair(item.accountId, key));
    const wallet = wallets.get(item.accountId);
    if (!wallet || wallet.currency !== item.currency) {
      throw new Error(`no ${item.currency} wallet for account ${item.accountId}`);
    }
    const balance = (balances.get(item.accountId) ?? Number(wallet.balance)) + item.amount;
    if (!Number.isSafeInteger(balance)) throw new BalanceOverflowError(item.accountId);
    balances.set(item.accountId, balance);
    totals.set(item.accountId, (totals.get(item.accountId) ?? 0) + item.amount);
    results.push({ status: 'credited', balanceAfter: balance });
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
