/** The originals whose rounds this module verifies (every game: engine/replay.ts). */
export type VerifiableGameId = 'original-dice' | 'original-mines' | 'original-wheel';
import { DICE_FLOATS, diceOutcome, isDiceTarget, type DiceOutcome, type DiceParams } from '../games/original-dice/math.js';
import { floats, sha256Hex } from './hmac.js';
import { isMinesCount, minesFloats, minesPositions, type MinesParams } from '../games/original-mines/math.js';
import { WHEEL_FLOATS, wheelOutcome, type WheelOutcome, type WheelParams } from '../games/original-wheel/math.js';

/** Each game's round parameters (what the player chose before the outcome). */
export interface GameParams {
  'original-dice': DiceParams;
  'original-wheel': WheelParams;
  'original-mines': MinesParams;
}

/** Each game's outcome as the seeds fix it. */
export interface GameOutcome {
  'original-dice': DiceOutcome;
  'original-wheel': WheelOutcome;
  /** The mines' tiles, ascending. */
  'original-mines': { mine_tiles: number[] };
}

export interface VerifyInput<G extends VerifiableGameId> {
  /** The revealed server seed (64 hex characters as shown, used as text). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: GameParams[G];
}

export interface Verified<G extends VerifiableGameId> {
  /** SHA-256 of the server seed: compare it with the hash shown before the round. */
  server_seed_hash: string;
  /** The floats the round used, in order. */
  floats: number[];
  outcome: GameOutcome[G];
}

/** How many floats a round of `game` with `params` takes. */
export function floatsNeeded<G extends VerifiableGameId>(game: G, params: GameParams[G]): number {
  if (game === 'original-mines') return minesFloats((params as MinesParams).mines);
  return game === 'original-dice' ? DICE_FLOATS : WHEEL_FLOATS;
}

/** The outcome of a round of `game` from its floats (pure; the server and the verifier share it). */
export function outcomeOf<G extends VerifiableGameId>(game: G, roundFloats: readonly number[], params: GameParams[G]): GameOutcome[G] {
  switch (game) {
    case 'original-dice': {
      const dice = params as DiceParams;
      if (!isDiceTarget(dice)) throw new RangeError('dice target out of range');
      return diceOutcome(roundFloats, dice) as GameOutcome[G];
    }
    case 'original-wheel':
      return wheelOutcome(roundFloats, params as WheelParams) as GameOutcome[G];
    case 'original-mines': {
      const { mines } = params as MinesParams;
      if (!isMinesCount(mines)) throw new RangeError('mine count out of range');
      return { mine_tiles: minesPositions(roundFloats, mines) } as GameOutcome[G];
    }
    default:
      throw new RangeError(`unknown game ${String(game)}`);
  }
}

/**
 * Recomputes a past round from its three inputs, in the browser or on the server: the public
 * verification page calls this and shows the hash to compare and the outcome.
 */
export async function verifyRound<G extends VerifiableGameId>(game: G, input: VerifyInput<G>): Promise<Verified<G>> {
  const roundFloats = await floats(input.serverSeed, input.clientSeed, input.nonce, floatsNeeded(game, input.params));
  return {
    server_seed_hash: await sha256Hex(input.serverSeed),
    floats: roundFloats,
    outcome: outcomeOf(game, roundFloats, input.params),
  };
}
