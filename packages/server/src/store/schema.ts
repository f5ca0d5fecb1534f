import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * Table types for Kysely, identical for SQLite and PostgreSQL. Money is integer minor units and
 * times are epoch milliseconds, both BIGINT columns read as JS numbers (PostgreSQL's int8 is
 * parsed to number by the pool's own type parser, see postgres.ts). Booleans are 0/1 integers so
 * both engines store and return the same thing.
 */

export type AccountState = 'active' | 'locked';
export type AccountRole = 'player';
export type TransactionKind = 'deposit' | 'bet' | 'win' | 'rollback';
export type RoundState = 'open' | 'closed' | 'rolled_back';

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  /**
   * nameKey(name), unique per alliance: look-alike names (case, fullwidth forms) cannot both exist.
   * NULL only for accounts whose name already clashed when the rule came (migration 0008).
   */
  name_key: ColumnType<string | null, string | undefined, string | null>;
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
  /** Game movements (bet, win, rollback): the game id, the game server's round id and transaction_uuid. */
  game: string | null;
  round: string | null;
  external_id: string | null;
  /** JSON object the game server sent with the movement (its actions, outcome, fairness proof). */
  meta: string | null;
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
  /** Always 200: only credited deposits are recorded. */
  status_code: number;
  /**
   * The deposit's result, JSON `{"balance_after":<minor units>,"currency":…}` (store.ts
   * storedDepositResult); rows written before held the JSON body answered the first time.
   */
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

/** A single-use code that opens a game session; only its sha256 is stored. */
export interface GameLaunchesTable {
  code_hash: string;
  account_id: number;
  game: string;
  currency: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** When the login that asked for it ends: the game session it opens ends then at the latest (null: asked before 0010). */
  login_expires_at: number | null;
}

/** A game server's session for one player, game and currency; only the token's sha256 is stored. */
export interface GameSessionsTable {
  token_hash: string;
  account_id: number;
  game: string;
  currency: string;
  /** The game-server key that opened it: only that game server may use the token. */
  key_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One game round of one player: its running totals (minor units) and state. */
export interface GameRoundsTable {
  id: Generated<number>;
  account_id: number;
  game: string;
  /** The game server's round id, unique per player and game. */
  round: string;
  parent_round: string;
  currency: string;
  state: RoundState;
  /** transaction_uuid of the round's first bet. */
  first_transaction: string;
  first_bet: number;
  total_bet: number;
  total_win: number;
  /** Stakes refunded by rollbacks. */
  total_refund: number;
  last_win: number;
  /** The wallet's balance right after the round's latest movement. */
  balance_after: number;
  created_at: number;
  updated_at: number;
}

/**
 * Every game API transaction the wallet accepted, by the game server's transaction_uuid: the
 * idempotency record (request hash and the exact answer) and the links between bets, wins and
 * rollbacks. A rollback of a bet never seen has no ledger row; it refuses that bet later.
 */
export interface GameTransactionsTable {
  transaction_uuid: string;
  account_id: number;
  kind: 'bet' | 'win' | 'rollback';
  game: string;
  round: string;
  /** The bet a win or rollback names. */
  reference_uuid: string | null;
  /** Minor units as requested (unsigned). */
  amount: number;
  /** The ledger row it wrote; null when no money moved (a rollback of an unknown bet). */
  ledger_id: number | null;
  /** For a bet: the rollback that refunded it. */
  rolled_back_by: string | null;
  request_hash: string;
  /** The exact JSON answered the first time. */
  response: string;
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
  game_launches: GameLaunchesTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  rate_limits: RateLimitsTable;
}

export type Account = Selectable<AccountsTable>;
export type Wallet = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type IdempotencyRecord = Selectable<IdempotencyKeysTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type GameRound = Selectable<GameRoundsTable>;
export type GameTransaction = Selectable<GameTransactionsTable>;
export type GameSession = Selectable<GameSessionsTable>;
