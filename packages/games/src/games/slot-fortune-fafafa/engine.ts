import * as v from 'valibot';
import { noActions, type GameEngine } from '../../engine/engine.js';
import { lineWins, slotMultiplier, slotPayout, totalOf, type LineWin } from '../../families/slot/pays.js';
import { drawStops, windowOf, type Grid } from '../../families/slot/reels.js';
import { capped, type SlotRoundView, type SpinView } from '../../families/slot/round.js';
import {
  ANY_FA,
  ANY_FA_PAY,
  ANY_FA_SYMBOLS,
  BETS,
  BLANK,
  CREDITS_PER_BET,
  FULL_SCREEN_MULTIPLIER,
  LINES,
  MAX_WIN,
  PAYS,
  REELS,
  WILD,
  WILDS,
} from './math.js';

/*
 * A round is one paid spin and, when it pays nothing and reels 1 and 2 show one symbol in all
 * six positions, the Fortune Respin: reel 3 alone spins again, once. All of it is decided when
 * the round starts (the player chooses nothing). The reads, in order:
 * 1. the stops, one per reel: below(strip length);
 * 2. the respin, when there is one: reel 3's new stop, below(reel 3's length).
 */

export interface FortuneState {
  /** The paid spin's stops, reels 1 to 3. */
  stops: number[];
  /** Reel 3's stop on the Fortune Respin; null when there was none. */
  respin: number | null;
  /** Credits, after the cap. */
  win: number;
  capped: boolean;
}

/** What a spin marks for the game's client. */
export type FortuneMarks = {
  /** On the paid spin that leads to the Fortune Respin: the symbol reels 1 and 2 show (WILD when all six are wilds). */
  respin?: string;
  /** On the respin: the reels held in place (0-based), reels 1 and 2. */
  held?: number[];
  /** All nine positions show this symbol or WILD (WILD when all nine are wilds): the spin's win is doubled. */
  full_screen?: string;
};

/** The round's features, when one ran (the same facts as the spins' marks, for a banner). */
export interface FortuneFeature {
  /** The symbol reels 1 and 2 held for the Fortune Respin; null without a respin. */
  respin: string | null;
  /** The symbol of the Full Screen bonus (on the paid spin or the respin); null without one. */
  full_screen: string | null;
}

/** A spin as the family shows it, its wins all line wins and its marks this game's. */
export type FortuneSpinView = Omit<SpinView, 'wins' | 'marks'> & { wins: LineWin[]; marks?: FortuneMarks };
/** The paid spin, then the Fortune Respin when there was one. */
export type FortuneView = Omit<SlotRoundView<FortuneFeature>, 'spins'> & { spins: FortuneSpinView[] };

/**
 * The one symbol every position of `columns` shows, counting wilds as it (WILD when all are
 * wilds); undefined when one shows a blank or two symbols differ.
 */
export function oneSymbolOf(columns: readonly (readonly string[])[]): string | undefined {
  let symbol = WILD;
  for (const column of columns) {
    for (const shown of column) {
      if (shown === BLANK) return undefined;
      if (shown === WILD) continue;
      if (symbol === WILD) symbol = shown;
      else if (shown !== symbol) return undefined;
    }
  }
  return symbol;
}

/** A window's line wins: three of a kind (wilds standing in), else Any FA; by line. */
export function fortuneWins(grid: Grid): LineWin[] {
  const wins = lineWins(grid, LINES, PAYS, WILDS);
  const paid = new Set(wins.map((win) => win.line));
  LINES.forEach((rows, index) => {
    if (paid.has(index + 1)) return;
    if (!rows.every((row, reel) => ANY_FA_SYMBOLS.includes(grid[reel]?.[row] as string))) return;
    wins.push({ kind: 'line', line: index + 1, symbol: ANY_FA, count: 3, win: ANY_FA_PAY, positions: rows.map((row, reel) => [reel, row]) });
  });
  return wins.sort((a, b) => a.line - b.line);
}

/** One spin at `stops`: what it shows and pays, the Full Screen bonus applied. */
export interface FortuneSpin {
  grid: Grid;
  wins: LineWin[];
  /** The symbol of a full screen; undefined without one. */
  fullScreen: string | undefined;
  multiplier: number;
  /** Credits. */
  win: number;
}

export function spinAt(stops: readonly number[]): FortuneSpin {
  const grid = windowOf(REELS, stops);
  const wins = fortuneWins(grid);
  const fullScreen = oneSymbolOf(grid);
  const multiplier = fullScreen === undefined ? 1 : FULL_SCREEN_MULTIPLIER;
  return { grid, wins, fullScreen, multiplier, win: totalOf(wins) * multiplier };
}

/** The symbol reels 1 and 2 hold for a Fortune Respin after `spin`; undefined when it has none. */
export function respinSymbolOf(spin: FortuneSpin): string | undefined {
  return spin.win === 0 ? oneSymbolOf(spin.grid.slice(0, 2)) : undefined;
}

const REEL_3_STOPS = (REELS.strips[2] as readonly string[]).length;

function spinView(kind: SpinView['kind'], stops: number[], spin: FortuneSpin, marks: FortuneMarks): FortuneSpinView {
  if (spin.fullScreen !== undefined) marks.full_screen = spin.fullScreen;
  const view: FortuneSpinView = { kind, stops, grid: spin.grid, wins: spin.wins, multiplier: spin.multiplier, win: spin.win };
  if (Object.keys(marks).length > 0) view.marks = marks;
  return view;
}

export const engine: GameEngine<Record<string, never>, FortuneState, FortuneView> = {
  id: 'slot-fortune-fafafa',
  family: 'slot',
  params: v.strictObject({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
  ...noActions<FortuneState>(),
  bets: BETS,
  maxWin: MAX_WIN * 10_000,
  start(draw) {
    const stops = drawStops(draw, REELS);
    const base = spinAt(stops);
    let respin: number | null = null;
    let total = base.win;
    if (respinSymbolOf(base) !== undefined) {
      respin = draw.below(REEL_3_STOPS);
      total = spinAt([stops[0] as number, stops[1] as number, respin]).win;
    }
    const round = capped(total, engine.maxWin, CREDITS_PER_BET);
    return { state: { stops, respin, win: round.win, capped: round.capped }, status: 'over' };
  },
  // Every round is over when it starts: nothing is left to do after 24 hours.
  expire: (_draw, state) => ({ state, status: 'over' }),
  multiplier: (state) => slotMultiplier(state.win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, state.win, CREDITS_PER_BET),
  view(state) {
    const base = spinAt(state.stops);
    const held = respinSymbolOf(base);
    const spins = [spinView('base', [...state.stops], base, held === undefined ? {} : { respin: held })];
    if (state.respin !== null) {
      const stops = [state.stops[0] as number, state.stops[1] as number, state.respin];
      spins.push(spinView('respin', stops, spinAt(stops), { held: [0, 1] }));
    }
    const view: FortuneView = { spins, credits: CREDITS_PER_BET, win: state.win, capped: state.capped };
    const fullScreen = spins.find((spin) => spin.marks?.full_screen !== undefined)?.marks?.full_screen;
    if (held !== undefined || fullScreen !== undefined) view.feature = { respin: held ?? null, full_screen: fullScreen ?? null };
    return view;
  },
};
