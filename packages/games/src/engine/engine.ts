import type * as v from 'valibot';
import { MULTIPLIER_SCALE } from '../contract.js';
import type { Draw } from './draw.js';

/*
 * The one shape every game has on the game server (the round API). A game is pure: given the
 * round's fair stream, the player's parameters and actions, it decides the round, and nothing
 * else. The game server (rgs/game-server.ts) stores the round, moves the money through the
 * wallet (one bet when the round starts, one win when it is over, free games and picks inside
 * the same round) and shows the player what `view` gives. The site's verifier replays the very
 * same code (engine/replay.ts).
 */

/** The families a game is built on (each with its shared engine and its recipe on the fairness page). */
export const GAME_FAMILIES = ['instant', 'cashout', 'slot', 'scratch', 'crash', 'card', 'lottery', 'bingo', 'casual'] as const;
export type GameFamily = (typeof GAME_FAMILIES)[number];

/**
 * The bets a game takes, in major units of the session's currency (the same numbers in every
 * currency, as the rule pages give them; a bet must be a whole number of minor units).
 */
export type BetRule =
  /** Any amount from min to max (in steps of `step` from min, when given). */
  | { kind: 'range'; min: number; max: number; step?: number }
  /** One of the listed total bets (a slot's + and - buttons). */
  | { kind: 'levels'; levels: readonly number[] };

/** One entry of a round's record (kept by the game server, sent to the wallet in `meta.actions`). */
export type RoundRecord = { type: string } & Record<string, unknown>;

/** What a start or an action leads to. */
export interface Step<S> {
  /** The round as it stands: the game's whole state, its secrets included (stored, never shown while open). */
  state: S;
  /**
   * `open`: the round waits for one of the player's actions. `over`: it is decided, and pays
   * `payout`. `void`: it ends with the bet given back (a round left untouched until it expired).
   */
  status: 'open' | 'over' | 'void';
  /** Entries for the round's record (the game server adds the time). */
  record?: RoundRecord[];
}

export { MULTIPLIER_SCALE };

export interface GameEngine<P = unknown, S = unknown, V = unknown> {
  /** The catalogue id (`slot-golden-tiger`). */
  readonly id: string;
  readonly family: GameFamily;
  /** The player's choices when a round starts (besides the bet); `v.object({})` when there are none. */
  readonly params: v.GenericSchema<unknown, P>;
  /** What the player may do in an open round, each with the schema of its input. */
  readonly actions: Readonly<Record<string, v.GenericSchema>>;
  readonly bets: BetRule;
  /** The largest win of a round, in ten-thousandths of the bet (the rule page's maximum win). */
  readonly maxWin: number;
  /** Starts a round: reads the floats it needs from `draw`. */
  start(draw: Draw, params: P): Step<S>;
  /** An action in an open round; `draw` goes on where the round's last read stopped. */
  act(draw: Draw, state: S, action: string, input: unknown): Step<S>;
  /** A round left open past its time (the rule page says what then): must end it. */
  expire(draw: Draw, state: S): Step<S>;
  /** The round's win in ten-thousandths of the bet (MULTIPLIER_SCALE), once it is over. */
  multiplier(state: S): number;
  /**
   * Minor units a finished round pays on `amount`. Default: floor(amount * multiplier / 10,000);
   * a game whose exact multiplier has more digits than it shows pays from its own arithmetic.
   */
  payout?(amount: number, state: S): number;
  /** How a finished round ended, for the round's record (`busted`, `cashed_out`); default: `won` or `lost`. */
  ending?(state: S): string;
  /** What the player sees: everything once the round is over; while it is open, nothing the seeds decided that play has not shown yet. */
  view(state: S, over: boolean): V;
}

/**
 * A player's move the rules do not allow (thrown by `act`): `invalid_request` for a move that is
 * never allowed (a tile already uncovered), `round_state` for one the round does not take now
 * (a cash-out before the first gem).
 */
export class MoveRefused extends Error {
  override readonly name = 'MoveRefused';
  constructor(
    readonly code: 'invalid_request' | 'round_state',
    message: string,
  ) {
    super(message);
  }
}

/** Any engine, as the game server and the registry hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameEngine = GameEngine<any, any, any>;

/** A finished round's payout on `amount` minor units. */
export function payoutOfRound<S>(engine: GameEngine<unknown, S>, amount: number, state: S): number {
  if (engine.payout) return engine.payout(amount, state);
  const value = (BigInt(amount) * BigInt(engine.multiplier(state))) / BigInt(MULTIPLIER_SCALE);
  return Number(value);
}

/** How a finished round ended (the engine's name for it, else whether it paid). */
export function endingOfRound<S>(engine: GameEngine<unknown, S>, state: S, payout: number): string {
  return engine.ending?.(state) ?? (payout > 0 ? 'won' : 'lost');
}

/** A game that takes no action after its start (an instant game, a slot spin without a choice). */
export function noActions<S>(): Pick<GameEngine<unknown, S>, 'actions' | 'act'> {
  return {
    actions: {},
    act: () => {
      throw new RangeError('this game takes no actions');
    },
  };
}
