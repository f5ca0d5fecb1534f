import type { AnyGameEngine, Step } from '../engine/engine.js';
import { MULTIPLIER_SCALE } from '../engine/engine.js';
import type { Draw } from '../engine/draw.js';
import { FairStream } from '../rgs/stream.js';

/** How a simulated round is played: its parameters and, for a round that waits, the player's next action. */
export interface Strategy {
  params: unknown;
  /** The next action of an open round; undefined lets the round expire (what happens to a player who leaves). */
  next?: (state: unknown) => { action: string; input: unknown } | undefined;
}

/** Running sums of a simulation (mergeable across workers). */
export interface Tally {
  rounds: number;
  /** Sum of wins and of squared wins, in bets (multiplier / 10,000). */
  sum: number;
  sumSquares: number;
  /** Rounds that paid anything. */
  hits: number;
  /** The largest win seen, in ten-thousandths of the bet. */
  largest: number;
}

export function emptyTally(): Tally {
  return { rounds: 0, sum: 0, sumSquares: 0, hits: 0, largest: 0 };
}

export function mergeTallies(tallies: readonly Tally[]): Tally {
  const out = emptyTally();
  for (const tally of tallies) {
    out.rounds += tally.rounds;
    out.sum += tally.sum;
    out.sumSquares += tally.sumSquares;
    out.hits += tally.hits;
    out.largest = Math.max(out.largest, tally.largest);
  }
  return out;
}

/** Plays one round to its end on `draw`; returns its win in ten-thousandths of the bet (0 for a void round). */
export function playRound(engine: AnyGameEngine, draw: Draw, strategy: Strategy): number {
  let step: Step<unknown> = engine.start(draw, strategy.params);
  for (let actions = 0; step.status === 'open'; actions++) {
    if (actions > 10_000) throw new Error(`${engine.id}: a round did not end after 10,000 actions`);
    const next = strategy.next?.(step.state);
    step = next ? engine.act(draw, step.state, next.action, next.input) : engine.expire(draw, step.state);
  }
  return step.status === 'void' ? MULTIPLIER_SCALE : engine.multiplier(step.state);
}

/** Plays rounds `from` .. `from + rounds - 1` (their nonces) of one seed pair on the real fair stream. */
export function simulate(engine: AnyGameEngine, strategy: Strategy, options: { serverSeed: string; clientSeed: string; from: number; rounds: number }): Tally {
  const stream = new FairStream(options.serverSeed, options.clientSeed);
  const tally = emptyTally();
  for (let nonce = options.from; nonce < options.from + options.rounds; nonce++) {
    const win = playRound(engine, stream.draw(nonce), strategy);
    const bets = win / MULTIPLIER_SCALE;
    tally.rounds++;
    tally.sum += bets;
    tally.sumSquares += bets * bets;
    if (win > 0) tally.hits++;
    if (win > tally.largest) tally.largest = win;
  }
  return tally;
}

/** z for a two-sided 99% interval. */
export const Z_99 = 2.5758293035489;

/** What a tally says: RTP and hit rate in percent, the RTP's 99% interval, sigma in bets. */
export function figuresOf(tally: Tally): { rtp: number; rtpLow: number; rtpHigh: number; hitRate: number; sigma: number } {
  const mean = tally.sum / tally.rounds;
  const variance = Math.max(0, tally.sumSquares / tally.rounds - mean * mean);
  const half = (Z_99 * Math.sqrt(variance)) / Math.sqrt(tally.rounds);
  return { rtp: mean * 100, rtpLow: (mean - half) * 100, rtpHigh: (mean + half) * 100, hitRate: (tally.hits / tally.rounds) * 100, sigma: Math.sqrt(variance) };
}
