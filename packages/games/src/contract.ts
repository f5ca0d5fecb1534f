import * as v from 'valibot';
import { hasHiddenCharacters } from '@ky-wallet/protocol';

/*
 * The game client's API: what a game page in the browser asks KY Gaming's game server (the RGS)
 * to do. Browser-safe (valibot only), imported by the server and by the site's game pages as
 * `@ky-wallet/games/contract`.
 *
 * Transport
 * - `POST` JSON to `RGS_PATHS`, served under `/rgs` on the wallet server's origin.
 * - Every call but `session` and `revealedSeed` carries `Authorization: Bearer <session>` (the
 *   RGS session from `session`; it is not the wallet's player token and not the wallet's game
 *   session token, which never leave the game server).
 * - Success: HTTP 200 `{ data: … }`. Failure: 4xx/5xx `{ error: { code, message } }` with a
 *   code from RGS_ERROR_CODES (the site translates the code; the message is English, for logs).
 * - Money: integer minor units of the session's currency.
 * - Multipliers: integer ten-thousandths of the bet in every game (MULTIPLIER_SCALE).
 *
 * Modes
 * - `real`: opened with a single-use launch code from the wallet's `getGameUrl`; every bet and
 *   win moves the player's wallet through the signed game API.
 * - `fun`: opened with `{ fun: true, game }`; play money held by the game server only
 *   (FUN_BALANCE to start), never touching the wallet. Same rules, same fairness.
 */

/**
 * Every game this game server plays (each a folder under src/games, registered in
 * src/games/index.ts; a test keeps the two lists equal). The site's catalogue (content/gameIds.ts)
 * lists all 32 games and marks these Available.
 */
export const PLAYABLE_GAME_IDS = [
  'original-dice',
  'original-mines',
  'original-wheel',
  'scratch-encounter-n',
  'scratch-fortune-n',
  'scratch-houyi-n',
  'scratch-mahjong-n',
  'scratch-year-of-dragon-n',
  'slot-32d-cleopatra',
  'slot-fortune-fafafa',
  'slot-gold-digger',
  'slot-golden-tiger',
  'slot-lucky-panda',
  'slot-monkeyking',
  'slot-three-kingdoms',
] as const;
export type PlayableGameId = (typeof PLAYABLE_GAME_IDS)[number];

export const RGS_BASE = '/rgs';

/**
 * The one unit of every multiplier the game server states, in every game: its answers
 * (DiceRollData, WheelSpinData, MinesRoundData), the outcomes of `@ky-wallet/games/fair` and the
 * rounds' meta the wallet keeps. Integer ten-thousandths of the bet: 10000 = 1x, 15000 = 1.5x.
 */
export const MULTIPLIER_SCALE = 10_000;

export const RGS_PATHS = {
  /** Opens a session: `{ launch }` (real money) or `{ fun: true, game }` (play money). */
  session: '/rgs/session',
  /** The session's balance now (real mode asks the wallet). */
  balance: '/rgs/balance',
  /** Rotates the pair: reveals the server seed in use, starts the next pair with the client seed given (or a random one). */
  seeds: '/rgs/seeds',
  /** A retired pair's server seed by its hash (no session: a revealed seed is public). */
  revealedSeed: '/rgs/seeds/revealed',
  /** One dice roll: bet and result in one call. */
  diceRoll: '/rgs/dice/roll',
  /** One wheel spin. */
  wheelSpin: '/rgs/wheel/spin',
  /** Starts a mines round (takes the bet). */
  minesStart: '/rgs/mines/start',
  /** Reveals one tile of the open mines round. */
  minesReveal: '/rgs/mines/reveal',
  /** Cashes the open mines round out at its current multiplier. */
  minesCashout: '/rgs/mines/cashout',
  /** The open mines round, if any (to resume after a reload). */
  minesActive: '/rgs/mines/active',
} as const;

/** Play money a fun session starts with, in minor units (1,000.00). */
export const FUN_BALANCE = 100_000;

export const RGS_ERROR_CODES = [
  /** The body or a field is malformed or out of range (the bet limits included). */
  'invalid_request',
  /** No session, or an unknown or expired one: open the game again. */
  'invalid_session',
  /** The launch code is unknown, used or expired: launch the game again. */
  'invalid_launch',
  /** The bet is larger than the balance. */
  'not_enough_money',
  /** The player's account is locked. */
  'user_disabled',
  /** This action needs an open round and there is none (or the reverse). */
  'round_state',
  /** The wallet could not be reached or answered an error; nothing is lost, try again. */
  'wallet_unavailable',
  /** Too many play-money sessions opened from this address lately: wait, then try again. */
  'too_many_attempts',
  'internal',
] as const;
export type RgsErrorCode = (typeof RGS_ERROR_CODES)[number];

export interface RgsErrorBody {
  error: { code: RgsErrorCode; message: string; balance?: number };
}

// ---- fairness -------------------------------------------------------------------------------

/** What the player sees of the seed pair in use: the server seed only as its SHA-256 hash. */
export const FairnessSchema = v.object({
  /** Hex SHA-256 of the server seed in use. */
  server_seed_hash: v.string(),
  client_seed: v.string(),
  /** The nonce the next round will use (counts up by one per round, from 0). */
  nonce: v.number(),
  /**
   * Hex SHA-256 of the server seed the next pair will use: committed before the player chooses
   * that pair's client seed, so no server seed is picked after seeing it.
   */
  next_server_seed_hash: v.string(),
});
export type Fairness = v.InferOutput<typeof FairnessSchema>;

/** The proof of one round: enough to recompute its outcome once the server seed is revealed. */
export const RoundProofSchema = v.object({
  server_seed_hash: v.string(),
  client_seed: v.string(),
  nonce: v.number(),
});
export type RoundProof = v.InferOutput<typeof RoundProofSchema>;

/**
 * A client seed the player chose: text of one line, 1 to 64 characters once trimmed. No control
 * or format characters (as account names): it is shown in the game, the history and every round's
 * proof, and a right-to-left override or a zero-width space would make it read otherwise than the
 * bytes the HMAC takes; PostgreSQL's text cannot hold a NUL at all.
 */
export const ClientSeedSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(64),
  v.check((seed) => !hasHiddenCharacters(seed), 'must not contain control or format characters'),
);

export const SeedsRequestSchema = v.object({
  /** The client seed for the new pair; a fresh random one when absent. */
  client_seed: v.optional(ClientSeedSchema),
});
export type SeedsRequest = v.InferInput<typeof SeedsRequestSchema>;

export interface SeedsData {
  /** The pair just retired, its server seed now public. */
  revealed: { server_seed: string; server_seed_hash: string; client_seed: string; rounds: number };
  /** The pair in use from now on. */
  fairness: Fairness;
}

export const RevealedSeedRequestSchema = v.strictObject({
  /** Hex SHA-256 of the server seed, as every round's proof names it. */
  server_seed_hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type RevealedSeedRequest = v.InferInput<typeof RevealedSeedRequestSchema>;

export interface RevealedSeedData {
  /** The server seed once its pair is rotated; null while it is in use (or no pair has this hash). */
  server_seed: string | null;
}

// ---- session --------------------------------------------------------------------------------

export const SessionRequestSchema = v.union([
  v.strictObject({ launch: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) }),
  v.strictObject({ fun: v.literal(true), game: v.picklist(PLAYABLE_GAME_IDS), currency: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{3}$/))) }),
]);
export type SessionRequest = v.InferInput<typeof SessionRequestSchema>;

export interface SessionData {
  /** The RGS session for `Authorization: Bearer`; keep it in sessionStorage, not longer. */
  session: string;
  mode: 'real' | 'fun';
  game: PlayableGameId;
  /** Lowercase ISO 4217. */
  currency: string;
  /** Minor units. */
  balance: number;
  /** The player's name (real mode), '' in fun mode. */
  user: string;
  /** Epoch ms after which a new launch is needed. */
  expires_at: number;
  /**
   * Per-bet limits in minor units for this game and currency: the only bets taken when `levels`
   * is given (a slot's + and -), else anything from min to max (in steps of `step` from min).
   */
  limits: { min_bet: number; max_bet: number; levels?: number[]; step?: number };
  fairness: Fairness;
}

export interface BalanceData {
  balance: number;
  currency: string;
}

// ---- games ----------------------------------------------------------------------------------

const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

export const DiceRollRequestSchema = v.object({
  amount: Amount,
  direction: v.picklist(['under', 'over']),
  /** Hundredths: 10..9500 for under, 499..9989 for over (the rule page's ranges). */
  target: v.pipe(v.number(), v.safeInteger()),
});
export type DiceRollRequest = v.InferInput<typeof DiceRollRequestSchema>;

export interface DiceRollData {
  round: string;
  /** Hundredths, 0..9999. */
  result: number;
  won: boolean;
  /** Ten-thousandths (19800 = 1.98x). */
  multiplier: number;
  /** Minor units paid (0 on a loss). */
  payout: number;
  balance: number;
  proof: RoundProof;
  /** The pair for the next round. */
  fairness: Fairness;
}

export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

export const WheelSpinRequestSchema = v.object({ amount: Amount, risk: v.picklist(WHEEL_RISKS) });
export type WheelSpinRequest = v.InferInput<typeof WheelSpinRequestSchema>;

export interface WheelSpinData {
  round: string;
  /** 0..49, the segment under the pointer. */
  segment: number;
  /** The segment's, in ten-thousandths (15000 = 1.5x). */
  multiplier: number;
  payout: number;
  balance: number;
  proof: RoundProof;
  fairness: Fairness;
}

export const MINES_TILES = 25;

export const MinesStartRequestSchema = v.object({
  amount: Amount,
  mines: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(24)),
});
export type MinesStartRequest = v.InferInput<typeof MinesStartRequestSchema>;

export const MinesRevealRequestSchema = v.object({
  round: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  tile: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MINES_TILES - 1)),
});
export type MinesRevealRequest = v.InferInput<typeof MinesRevealRequestSchema>;

export const MinesCashoutRequestSchema = v.object({ round: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
export type MinesCashoutRequest = v.InferInput<typeof MinesCashoutRequestSchema>;

export interface MinesRoundData {
  round: string;
  amount: number;
  mines: number;
  /** Tiles revealed safe, in order. */
  revealed: number[];
  state: 'open' | 'busted' | 'cashed_out';
  /** Ten-thousandths: what a cash-out pays now (10000 = 1x before any reveal). */
  multiplier: number;
  /** Ten-thousandths: what a cash-out would pay after one more safe tile (open rounds). */
  next_multiplier: number | null;
  /** Every mine's tile, once the round is over; null while it is open. */
  mine_tiles: number[] | null;
  /** Minor units paid (0 while open and when busted). */
  payout: number;
  balance: number;
  proof: RoundProof;
  fairness: Fairness;
}

export * from './rounds.js';
