import type { Generated, Insertable, Selectable } from 'kysely';

/*
 * Table types for Kysely, identical for SQLite and PostgreSQL. Money is integer minor units and
 * times are epoch milliseconds, both BIGINT columns read as JS numbers (PostgreSQL's int8 is
 * parsed to number by the pool's own type parser, see postgres.ts). Booleans are 0/1 integers so
 * both engines store and return the same thing.
 */

export type AccountState = 'active' | 'locked';
export type AccountRole = 'player';
export type TransactionKind = 'deposit';

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  alliance: string;
  role: AccountRole;
  /** `scrypt$N$r$p$saltB64$hashB64` */
  password_hash: string;
  state: AccountState;
  created_at: number;
}

export interface WalletsTable {
  account_id: number;
  currency: string;
  /** Minor units; CHECK (balance >= 0). Equals the sum of the account's transactions. */
  balance: number;
  updated_at: number;
}

/** Append-only: triggers refuse UPDATE and DELETE in both engines. */
export interface TransactionsTable {
  id: Generated<number>;
  account_id: number;
  kind: TransactionKind;
  /** Minor units, signed (a deposit is positive). */
  amount: number;
  balance_after: number;
  currency: string;
  idempotency_key: string | null;
  /** The payment adapter's reference for reconciliation. */
  payment_ref: string | null;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface IdempotencyKeysTable {
  account_id: number;
  key: string;
  /** sha256 of the canonical request, hex. */
  request_hash: string;
  status_code: number;
  /** The exact JSON body answered the first time. */
  response: string;
  created_at: number;
}

export interface ContactMessagesTable {
  id: string;
  first_name: string;
  last_name: string;
  email_address: string;
  tele_number: string;
  message: string;
  agree_promotion: number;
  /** The client address it came from (for abuse handling). */
  address: string;
  created_at: number;
}

/** Shared rate-limit windows (login and contact throttles), one row per key. */
export interface RateLimitsTable {
  key: string;
  /** Events counted in the window. */
  count: number;
  /** When the window ends, epoch ms; the row means nothing after it. */
  reset_at: number;
}

export interface Database {
  accounts: AccountsTable;
  wallets: WalletsTable;
  transactions: TransactionsTable;
  sessions: SessionsTable;
  idempotency_keys: IdempotencyKeysTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
}

export type Account = Selectable<AccountsTable>;
export type Wallet = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type IdempotencyRecord = Selectable<IdempotencyKeysTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
