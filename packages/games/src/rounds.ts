import * as v from 'valibot';
import type { BetRule, GameFamily } from './engine/engine.js';
import type { PlayedAction } from './engine/replay.js';
import type { Fairness, RoundProof } from './contract.js';

/*
 * The round API: how a game page plays any game of the game server (contract.ts's transport, the
 * same session and errors). A round starts with a bet and the game's parameters, takes the
 * player's actions while it is open (a pick, a scratch, a choice of kingdom), and ends paid; the
 * open round of a session is resumed after a reload. `/rgs/games` lists every game the server
 * plays with its parameters, actions and bets, and is what the catalogue's "Available" reads.
 */

export const ROUND_PATHS = {
  /** The games this server plays (no session): `{ currency? }` for the bets in that currency. */
  games: '/rgs/games',
  /** Starts a round of the session's game: `{ amount, params }`. */
  start: '/rgs/round/start',
  /** An action in the open round: `{ round, action, input }`. */
  act: '/rgs/round/act',
  /** The session's open round, or null. */
  active: '/rgs/round/active',
} as const;

export const GamesRequestSchema = v.optional(
  v.strictObject({ currency: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{3}$/))) }),
  {},
);
export type GamesRequest = v.InferInput<typeof GamesRequestSchema>;

/** A game as the server plays it. */
export interface GameInfo {
  id: string;
  family: GameFamily;
  /** The bets in major units (as the rule page lists them). */
  bets: BetRule;
  /** The bets in minor units of the asked currency: the smallest and largest, and the levels when the game has them. */
  limits: { min_bet: number; max_bet: number; levels?: number[] };
  /** The names of the round's parameters (besides the bet). */
  params: string[];
  /** What an open round takes. */
  actions: string[];
  /** The largest win in ten-thousandths of the bet. */
  max_win: number;
}

export interface GamesData {
  games: GameInfo[];
}

const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const RoundId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A game's parameters or an action's input: a small JSON object (each game's schema checks it). */
const Input = v.optional(v.record(v.pipe(v.string(), v.maxLength(32)), v.unknown()), {});

export const RoundStartRequestSchema = v.strictObject({ amount: Amount, params: Input });
export type RoundStartRequest = v.InferInput<typeof RoundStartRequestSchema>;

export const RoundActRequestSchema = v.strictObject({
  round: RoundId,
  action: v.pipe(v.string(), v.regex(/^[a-z_]{1,32}$/)),
  input: Input,
});
export type RoundActRequest = v.InferInput<typeof RoundActRequestSchema>;

/** A round as the player sees it. */
export interface RoundData<V = unknown> {
  round: string;
  game: string;
  /** The bet, in minor units. */
  amount: number;
  params: Record<string, unknown>;
  /** `open`: it waits for one of `actions`; `over`: decided and paid (or being paid); `void`: the bet was returned. */
  state: 'open' | 'over' | 'void';
  /** What an open round takes now. */
  actions: string[];
  /** The game's own view of the round (engine.view): everything once over, nothing undecided-for-the-player while open. */
  view: V;
  /** The player's moves so far (what a verifier replays after the start, with the parameters). */
  moves: PlayedAction[];
  /** Once over: the win in ten-thousandths of the bet; null while open. */
  multiplier: number | null;
  /** Minor units paid (0 while open). */
  payout: number;
  balance: number;
  proof: RoundProof;
  fairness: Fairness;
}
