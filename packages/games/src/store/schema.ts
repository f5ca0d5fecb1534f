import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * The game server's own tables (prefixed rgs_, apart from the wallet's). Money columns are
 * integer minor units (bigint); times are epoch milliseconds (bigint); JSON is stored as text so
 * that both engines read it alike.
 */

type Int = ColumnType<number, number, number>;

export interface RgsSessionTable {
  /** sha256 hex of the bearer token (the token itself is never stored). */
  token_hash: string;
  mode: 'real' | 'fun';
  game: string;
  currency: string;
  /** The wallet's player name (real), '' (fun). */
  player: string;
  /** Whose seeds and rounds: `real:<user>` or `fun:<session id>`. */
  owner: string;
  /** The wallet's game session token (real), null (fun). */
  wallet_token: string | null;
  /** Fun: the play money now. Real: the balance the wallet last answered. */
  balance: Int;
  created_at: Int;
  expires_at: Int;
}

export interface RgsSeedTable {
  id: string;
  owner: string;
  game: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /**
   * The server seed of the pair after this one, shown as its hash while this pair is in use: it is
   * fixed before the player chooses that pair's client seed. Null on pairs retired before it was kept.
   */
  next_server_seed: string | null;
  next_server_seed_hash: string | null;
  /** The nonce the next round takes. */
  nonce: Int;
  created_at: Int;
  /** Set when the pair was rotated and its server seed made public; null while in use. */
  revealed_at: number | null;
}

/**
 * A round's life:
 * - `betting`: stored before the bet is sent (its transaction_uuid fixed); the wallet's answer unknown.
 * - `open`: the bet was taken; a mines round waits for reveals.
 * - `settling`: the outcome is final and its win (maybe 0) is owed; sent until the wallet answers.
 * - `rolling_back`: the bet's fate stayed unknown (or a mines round expired untouched); its
 *   rollback is sent until the wallet answers.
 * - `closed`, `rolled_back`, `void` (the wallet refused the bet), `failed` (the wallet refused a
 *   settlement: needs a person): final.
 */
export type RoundState = 'betting' | 'open' | 'settling' | 'rolling_back' | 'closed' | 'rolled_back' | 'void' | 'failed';

export interface RgsRoundTable {
  id: string;
  mode: 'real' | 'fun';
  owner: string;
  /** The RGS session that started it (fun money lives there). */
  session_hash: string;
  player: string;
  game: string;
  currency: string;
  wallet_token: string | null;
  amount: Int;
  /** JSON: the player's choices (direction/target, risk, mines). */
  params: string;
  /**
   * 1 for a game whose rounds wait for the player (it has actions): its owner has at most one
   * such round unfinished at a time (a unique index). Instant games' rounds may overlap.
   */
  exclusive: ColumnType<number, number | undefined, number>;
  seed_id: string;
  nonce: Int;
  server_seed_hash: string;
  client_seed: string;
  /**
   * JSON `{ state, used }`: the game engine's state of the round (what the seeds decided, secret
   * while it is open) and how many floats of the round's stream it has read.
   */
  outcome: string;
  /** JSON array: what happened, in order. */
  actions: string;
  state: RoundState;
  /** How it ended: 'won' | 'lost' | 'busted' | 'cashed_out' | 'expired' … ; null while open. */
  ending: string | null;
  /** Minor units owed or paid; null until the outcome is final. */
  payout: number | null;
  bet_tx: string;
  /** The win's or rollback's transaction_uuid. */
  settle_tx: string;
  /** JSON: the exact bet / settlement request content, resent unchanged on every retry. */
  bet_request: string | null;
  settle_request: string | null;
  /** The balance the wallet (or the fun purse) answered last. */
  balance: number | null;
  error: string | null;
  attempts: Generated<number>;
  /** When the retry loop may take the round up next (in flight until then). */
  next_attempt_at: Int;
  /** Optimistic lock: every update of an open round bumps it. */
  version: Generated<number>;
  created_at: Int;
  updated_at: Int;
}

export interface RgsDatabase {
  rgs_sessions: RgsSessionTable;
  rgs_seeds: RgsSeedTable;
  rgs_rounds: RgsRoundTable;
}

export type SessionRow = Selectable<RgsSessionTable>;
export type SeedRow = Selectable<RgsSeedTable>;
export type RoundRow = Selectable<RgsRoundTable>;
export type NewRound = Insertable<RgsRoundTable>;
