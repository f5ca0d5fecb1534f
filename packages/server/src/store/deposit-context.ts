import type { IdempotencyRecord, Wallet } from './schema.js';
import type { SessionRecord } from './store.js';

/** What a deposit reads before it is queued: its wallet (none yet: undefined) and its Idempotency-Key's record. */
export interface DepositContext {
  wallet?: Wallet;
  stored?: IdempotencyRecord;
}

/** A deposit's session, read with its deposit context (Store.findSessionForDeposit). */
export interface SessionForDeposit {
  session: SessionRecord;
  deposit: DepositContext;
}

/** What a deposit looks up with its token: the token's hash and the deposit's Idempotency-Key. */
export interface SessionLookup {
  tokenHash: string;
  key: string;
}

/** A wallet beside the columns of its (left-joined, so maybe absent) idempotency record. */
export type DepositContextRow = Wallet & { [K in Exclude<keyof IdempotencyRecord, 'account_id'>]: IdempotencyRecord[K] | null };

/** A session's row beside its wallet's and its idempotency record's columns, both left-joined. */
export type SessionDepositRow = SessionRecord & { [K in keyof DepositContextRow]: DepositContextRow[K] | null };

/** The wallet and, when the left join found one, the idempotency record of a deposit-context row. */
export function depositContextOf(row: DepositContextRow): DepositContext {
  const wallet: Wallet = { account_id: row.account_id, currency: row.currency, balance: row.balance, updated_at: row.updated_at };
  if (row.key === null || row.request_hash === null || row.status_code === null || row.response === null || row.created_at === null) {
    return { wallet };
  }
  const stored: IdempotencyRecord = {
    account_id: row.account_id,
    key: row.key,
    request_hash: row.request_hash,
    status_code: row.status_code,
    response: row.response,
    created_at: row.created_at,
  };
  return { wallet, stored };
}

/** The session and deposit context of a row; an account without a wallet yet has an empty context. */
export function sessionForDepositOf(row: SessionDepositRow): SessionForDeposit {
  const { accountId, name, alliance, role, state, expiresAt, revokedAt } = row;
  const session: SessionRecord = { accountId, name, alliance, role, state, expiresAt, revokedAt };
  return { session, deposit: row.account_id === null ? {} : depositContextOf(row as DepositContextRow) };
}
