import * as v from 'valibot';
import type { Draw } from '../../engine/draw.js';
import { noActions, type GameEngine } from '../../engine/engine.js';
import { lineWins, scatterWin, slotMultiplier, slotPayout, totalOf, type SlotWin } from '../../families/slot/pays.js';
import { drawStops, windowOf, type Grid, type ReelSet } from '../../families/slot/reels.js';
import { capped, shownWins, type SlotRoundView, type SpinView } from '../../families/slot/round.js';
import {
  BASE_REELS,
  BETS,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_MULTIPLIER,
  FREE_REELS,
  LINES,
  MAX_WIN,
  PAYS,
  PYRAMID,
  PYRAMID_PAYS,
  WILDS,
} from './math.js';

/*
 * A round is the paid spin and the free games it leads to, all decided when it starts (the player
 * chooses nothing). The reads, in order: the paid spin's stops on the base reels, one per reel
 * (below(strip length)); then, while free games are left, each free game's stops on the free
 * reels. 3, 4 or 5 Pyramids in view (paid spin or free game) add 10, 15 or 20 free games. The
 * round ends after the free game that brings its win to 8,000x the total bet, whatever is left.
 */

const CAP = MAX_WIN * CREDITS_PER_BET;

export interface CleopatraState {
  /** Each spin's stops: the paid spin's, then every free game's in order. */
  spins: number[][];
  /** Free games awarded in all, retriggers included. */
  awarded: number;
  /** Credits after the cap. */
  win: number;
  capped: boolean;
}

/** A spin's marks, on a spin whose Pyramids award free games: how many it adds (10, 15 or 20). */
export interface CleopatraMarks {
  freeGames: number;
}

/**
 * The round: the paid spin, then the free games (kind `free`, multiplier 3); `free` counts them.
 * Wins come without positions: a line win is on its line's rows (LINES) of the first `count`
 * reels, the Pyramids wherever the grid shows them.
 */
export type CleopatraView = SlotRoundView<never>;

interface Spin {
  grid: Grid;
  wins: SlotWin[];
  /** Credits, the spin's multiplier included. */
  win: number;
  /** Free games its Pyramids award. */
  freeGames: number;
}

/** What a spin at `stops` shows and pays: line wins (Cleopatra doubling), Pyramids anywhere, times `multiplier`. */
function spinAt(reels: ReelSet, stops: readonly number[], multiplier: number): Spin {
  const grid = windowOf(reels, stops);
  const wins: SlotWin[] = lineWins(grid, LINES, PAYS, WILDS);
  const pyramids = scatterWin(grid, PYRAMID, PYRAMID_PAYS);
  if (pyramids) wins.push(pyramids);
  return { grid, wins, win: totalOf(wins) * multiplier, freeGames: pyramids ? (FREE_GAMES[pyramids.count - 1] ?? 0) : 0 };
}

/** Plays the free games the paid spin awards, and those they award, until none is left or the round's credits reach the cap. */
function freeGames(draw: Draw, awarded: number, paid: number): { spins: number[][]; awarded: number; total: number } {
  const spins: number[][] = [];
  let left = awarded;
  let all = awarded;
  let total = paid;
  while (left > 0 && total < CAP) {
    left--;
    const stops = drawStops(draw, FREE_REELS);
    const spin = spinAt(FREE_REELS, stops, FREE_MULTIPLIER);
    spins.push(stops);
    total += spin.win;
    left += spin.freeGames;
    all += spin.freeGames;
  }
  return { spins, awarded: all, total };
}

const spinView = (kind: SpinView['kind'], stops: readonly number[], spin: Spin, multiplier: number): SpinView => ({
  kind,
  stops: [...stops],
  grid: spin.grid,
  // Without positions: a line's rows and a Pyramid's place in the grid give them, and a long run of free games stays small.
  wins: shownWins(spin.wins),
  multiplier,
  win: spin.win,
  ...(spin.freeGames > 0 ? { marks: { freeGames: spin.freeGames } satisfies CleopatraMarks } : {}),
});

export const engine: GameEngine<Record<string, never>, CleopatraState, CleopatraView> = {
  id: 'slot-32d-cleopatra',
  family: 'slot',
  params: v.strictObject({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
  ...noActions<CleopatraState>(),
  bets: BETS,
  maxWin: MAX_WIN * 10_000,
  start(draw) {
    const stops = drawStops(draw, BASE_REELS);
    const paid = spinAt(BASE_REELS, stops, 1);
    const free = freeGames(draw, paid.freeGames, paid.win);
    const round = capped(free.total, engine.maxWin, CREDITS_PER_BET);
    return { state: { spins: [stops, ...free.spins], awarded: free.awarded, win: round.win, capped: round.capped }, status: 'over' };
  },
  // Every round is over when it starts: nothing is left to do after 24 hours.
  expire: (_draw, state) => ({ state, status: 'over' }),
  multiplier: (state) => slotMultiplier(state.win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, state.win, CREDITS_PER_BET),
  view(state) {
    const spins = state.spins.map((stops, index) =>
      index === 0 ? spinView('base', stops, spinAt(BASE_REELS, stops, 1), 1) : spinView('free', stops, spinAt(FREE_REELS, stops, FREE_MULTIPLIER), FREE_MULTIPLIER),
    );
    const view: CleopatraView = { spins, credits: CREDITS_PER_BET, win: state.win, capped: state.capped };
    if (state.awarded > 0) view.free = { awarded: state.awarded, played: state.spins.length - 1, multiplier: FREE_MULTIPLIER };
    return view;
  },
};
