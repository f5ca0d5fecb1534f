import * as v from 'valibot';
import type { Draw } from '../../engine/draw.js';
import { MoveRefused, type GameEngine } from '../../engine/engine.js';
import {
  capped,
  countOf,
  drawStops,
  lineWins,
  scatterWin,
  shownWins,
  slotMultiplier,
  slotPayout,
  windowOf,
  type Grid,
  type ReelSet,
  type SlotRoundView,
  type SlotWin,
  type SpinView,
  type Strip,
} from '../../families/slot/index.js';
import {
  BASE_REELS,
  BETS,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_REELS,
  LINES,
  MAX_WIN_X,
  PAYS,
  RETRIGGER_GAMES,
  SCATTER,
  SCATTER_PAYS,
  TRIGGER_COUNT,
  WILD,
  WILDS,
} from './math.js';

/*
 * A round is the paid spin and, when it shows 3 or more Golden Bamboos, every free game it leads
 * to: nothing waits for the player, so `start` plays the whole round. Each spin reads five floats,
 * one stop per reel, left to right (recipe.ts says the rest).
 */

/** A Panda stack that nudged: its reel (0-based) and the stop the reel moved to, the stack's top (three Pandas in view). */
export interface LuckyPandaNudge {
  reel: number;
  stop: number;
}

/** What a spin shows besides the family's view (`SpinView.marks`); absent keys mean none. */
export interface LuckyPandaMarks {
  /** Stacks that nudged to fill their reel; the spin's `grid` shows the reel after the nudge. */
  nudges?: LuckyPandaNudge[];
  /** Free games: the positions [reel, row] held by sticky Pandas from the earlier free games (they show PANDA). */
  held?: [number, number][];
  /** Free games: the free games this spin added (8, for 3 or more Golden Bamboos). */
  retrigger?: number;
}

/** The Golden Bamboo free games of a round (`SlotRoundView.feature`), when the paid spin started them. */
export interface LuckyPandaFeature {
  /** Golden Bamboos on the paid spin: 3, 4 or 5. */
  bamboos: number;
  /** The free games they awarded: 8, 12 or 15. */
  games: number;
  /** How many times 3 or more Golden Bamboos added 8 more. */
  retriggers: number;
  /** What the free games won in all, in credits (line bets), after the cap: credited at the end of the feature. */
  win: number;
}

export type LuckyPandaView = SlotRoundView<LuckyPandaFeature>;
/** The round as played: everything is decided by the start, so the state is the finished round's view. */
export type LuckyPandaState = LuckyPandaView;

export const LuckyPandaParamsSchema = v.strictObject({});
export type LuckyPandaParams = v.InferOutput<typeof LuckyPandaParamsSchema>;

const ROWS = 3;
const REELS = 5;
/** The cap in credits. */
const CAP = MAX_WIN_X * CREDITS_PER_BET;
/** Line pays by symbol, for lineTotal's lookups. */
const PAY_OF = new Map(Object.entries(PAYS));

/**
 * For every stop of a strip, the top of the Panda stack its window shows only partly (1 or 2 of
 * its 3 Pandas), or -1. A stack is a run of exactly three Pandas: the window at its top shows it
 * whole, the windows at the 2 stops above and below show part of it.
 */
export function partialStacks(strip: Strip): Int32Array {
  const length = strip.length;
  const at = (position: number) => strip[(((position % length) + length) % length) as number];
  const tops = new Int32Array(length).fill(-1);
  for (let top = 0; top < length; top++) {
    if (at(top - 1) === WILD || at(top + ROWS) === WILD) continue;
    if (![0, 1, 2].every((row) => at(top + row) === WILD)) continue;
    for (const shift of [-2, -1, 1, 2]) tops[(((top + shift) % length) + length) % length] = top;
  }
  return tops;
}

export interface Reels {
  set: ReelSet;
  /** partialStacks of each strip. */
  stacks: Int32Array[];
}

export const reelsOf = (set: ReelSet): Reels => ({ set, stacks: set.strips.map(partialStacks) });
export const BASE: Reels = reelsOf(BASE_REELS);
export const FREE: Reels = reelsOf(FREE_REELS);

/**
 * The line wins of a grid in credits: lineWins' total, without building the wins (a nudge is
 * decided on several grids per spin). Reel 1 never shows a Panda, so a line's symbol is reel 1's.
 */
export function lineTotal(grid: Grid): number {
  let total = 0;
  for (const rows of LINES) {
    const lead = (grid[0] as string[])[rows[0] as number] as string;
    const pays = PAY_OF.get(lead);
    if (!pays) continue;
    let count = 1;
    while (count < REELS) {
      const shown = (grid[count] as string[])[rows[count] as number];
      if (shown !== lead && shown !== WILD) break;
      count++;
    }
    total += pays[count - 1] ?? 0;
  }
  return total;
}

/** Sticky Pandas: held[reel * 3 + row]. */
type Held = Uint8Array;

/** One spin: the drawn stops, the grid after the nudges (and the held Pandas), the nudges. */
export interface Spun {
  stops: number[];
  grid: Grid;
  nudges: LuckyPandaNudge[];
  /** Line wins and scatter pay, in credits. */
  win: number;
  bamboos: number;
}

/**
 * A spin on `reels`: five stops; the held positions show PANDA; then every stack partly in view
 * nudges whose nudge adds to the win. With all of them nudged the line wins are the largest any
 * choice gives (a Panda only lengthens runs); a stack nudges when leaving it alone would win less.
 */
export function spin(draw: Draw, reels: Reels, held: Held | null): Spun {
  const stops = drawStops(draw, reels.set);
  const grid = windowOf(reels.set, stops);
  if (held) {
    for (let reel = 1; reel < REELS - 1; reel++) {
      const column = grid[reel] as string[];
      for (let row = 0; row < ROWS; row++) if (held[reel * ROWS + row]) column[row] = WILD;
    }
  }
  const nudges: LuckyPandaNudge[] = [];
  const partial: number[] = [];
  for (let reel = 1; reel < REELS - 1; reel++) if ((reels.stacks[reel] as Int32Array)[stops[reel] as number] !== -1) partial.push(reel);
  let lines: number;
  if (partial.length === 0) {
    lines = lineTotal(grid);
  } else {
    // Every partly shown stack nudged, then each left alone in turn (the others still nudged).
    const drawn = partial.map((reel) => grid[reel] as string[]);
    for (const reel of partial) grid[reel] = [WILD, WILD, WILD];
    lines = lineTotal(grid);
    partial.forEach((reel, index) => {
      const stack = grid[reel] as string[];
      grid[reel] = drawn[index] as string[];
      if (lineTotal(grid) < lines) nudges.push({ reel, stop: (reels.stacks[reel] as Int32Array)[stops[reel] as number] as number });
      grid[reel] = stack;
    });
    partial.forEach((reel, index) => {
      if (!nudges.some((nudge) => nudge.reel === reel)) grid[reel] = drawn[index] as string[];
    });
  }
  const bamboos = countOf(grid, SCATTER);
  return { stops, grid, nudges, win: lines + (SCATTER_PAYS[Math.min(bamboos, REELS) - 1] ?? 0), bamboos };
}

/** A spin as the view shows it: its wins without their positions (a line's rows, the grid's Golden Bamboos), to keep long rounds small. */
function spinView(kind: SpinView['kind'], spun: Spun, marks: LuckyPandaMarks): SpinView {
  const wins: SlotWin[] = lineWins(spun.grid, LINES, PAYS, WILDS);
  const scatter = scatterWin(spun.grid, SCATTER, SCATTER_PAYS);
  if (scatter) wins.push(scatter);
  const view: SpinView = { kind, stops: spun.stops, grid: spun.grid, wins: shownWins(wins), multiplier: 1, win: spun.win };
  if (Object.keys(marks).length > 0) view.marks = { ...marks };
  return view;
}

function heldPositions(held: Held): [number, number][] {
  const out: [number, number][] = [];
  held.forEach((on, cell) => on && out.push([Math.floor(cell / ROWS), cell % ROWS]));
  return out;
}

/**
 * Plays a whole round from the stream: the paid spin, then the free games it awards, each
 * adding what it wins until none is left or the round reaches the cap. `detail: false` leaves
 * out the spins' views (the figures' simulation reads only the totals); the play is the same.
 */
export function playRound(draw: Draw, detail = true): LuckyPandaView {
  const spins: SpinView[] = [];
  const base = spin(draw, BASE, null);
  if (detail) spins.push(spinView('base', base, base.nudges.length > 0 ? { nudges: base.nudges } : {}));
  let total = base.win;
  const round: LuckyPandaView = { spins, credits: CREDITS_PER_BET, win: 0, capped: false };
  if (base.bamboos >= TRIGGER_COUNT && total < CAP) {
    const games = FREE_GAMES[base.bamboos] as number;
    const held: Held = new Uint8Array(REELS * ROWS);
    let left = games;
    let awarded = games;
    let played = 0;
    let retriggers = 0;
    while (left > 0 && total < CAP) {
      left--;
      played++;
      const before = detail ? heldPositions(held) : [];
      const free = spin(draw, FREE, held);
      total += free.win;
      const retrigger = free.bamboos >= TRIGGER_COUNT;
      if (retrigger) {
        left += RETRIGGER_GAMES;
        awarded += RETRIGGER_GAMES;
        retriggers++;
      }
      for (let reel = 1; reel < REELS - 1; reel++) {
        const column = free.grid[reel] as string[];
        for (let row = 0; row < ROWS; row++) if (column[row] === WILD) held[reel * ROWS + row] = 1;
      }
      if (detail) {
        const marks: LuckyPandaMarks = {};
        if (free.nudges.length > 0) marks.nudges = free.nudges;
        if (before.length > 0) marks.held = before;
        if (retrigger) marks.retrigger = RETRIGGER_GAMES;
        spins.push(spinView('free', free, marks));
      }
    }
    round.free = { awarded, played };
    round.feature = { bamboos: base.bamboos, games, retriggers, win: Math.min(total, CAP) - base.win };
  }
  const end = capped(total, MAX_WIN_X * 10_000, CREDITS_PER_BET);
  round.win = end.win;
  round.capped = end.capped;
  return round;
}

/** Lucky Panda: a spin and its free games, decided in one start. */
export const engine: GameEngine<LuckyPandaParams, LuckyPandaState, LuckyPandaView> = {
  id: 'slot-lucky-panda',
  family: 'slot',
  params: LuckyPandaParamsSchema,
  actions: {},
  bets: BETS,
  maxWin: MAX_WIN_X * 10_000,
  start(draw) {
    return { state: playRound(draw), status: 'over' };
  },
  act() {
    throw new MoveRefused('round_state', 'a Lucky Panda round takes no actions: it is played to its end when it starts');
  },
  // A round is over when it starts; nothing is left to do after 24 hours.
  expire(_draw, state) {
    return { state, status: 'over' };
  },
  multiplier: (state) => slotMultiplier(state.win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, state.win, CREDITS_PER_BET),
  // Until the round is shown (while the bet is placed), nothing of it.
  view: (state, over) => (over ? state : { spins: [], credits: CREDITS_PER_BET, win: 0, capped: false }),
};
