import { floats, sha256Hex } from '../fair/hmac.js';
import { arrayDraw, FloatsExhausted } from './draw.js';
import type { GameEngine, Step } from './engine.js';

/** A player's move in a round, as its proof keeps it: an action of the game with its input. */
export interface PlayedAction {
  action: string;
  input?: unknown;
}

/**
 * The move a round's proof names when the game server ended a round the player left waiting
 * (the rule page's 24 hours): the game's `expire`. No game has an action of that name.
 */
export const EXPIRED = 'expire';

export interface ReplayInput<P> {
  /** The revealed server seed (64 hex characters, used as text). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: P;
  /** The player's moves after the start, in order (none for a slot spin without a choice). */
  moves?: readonly PlayedAction[];
}

export interface Replayed<S, V> {
  /** SHA-256 of the server seed: compare it with the hash shown before the round. */
  server_seed_hash: string;
  /** The floats the round read, in order. */
  floats: number[];
  step: Step<S>;
  /** Ten-thousandths of the bet. */
  multiplier: number;
  view: V;
}

/**
 * Plays a past round again from its seeds, parameters and actions, in the browser or on the
 * server: the very engine the game server ran, on floats from Web Crypto. A round reads as many
 * floats as its features need, so they are computed in growing batches until the round fits.
 */
export async function replayRound<P, S, V>(engine: GameEngine<P, S, V>, input: ReplayInput<P>): Promise<Replayed<S, V>> {
  let count = 64;
  for (;;) {
    const computed = await floats(input.serverSeed, input.clientSeed, input.nonce, count);
    try {
      const draw = arrayDraw(computed);
      let step = engine.start(draw, input.params);
      for (const { action, input: actionInput } of input.moves ?? []) {
        if (step.status !== 'open') throw new RangeError(`the round was over before ${action}`);
        step = action === EXPIRED ? engine.expire(draw, step.state) : engine.act(draw, step.state, action, actionInput);
      }
      return {
        server_seed_hash: await sha256Hex(input.serverSeed),
        floats: computed.slice(0, draw.used),
        step,
        multiplier: engine.multiplier(step.state),
        view: engine.view(step.state, step.status !== 'open'),
      };
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
      count = Math.max(count * 2, error.needed);
    }
  }
}
