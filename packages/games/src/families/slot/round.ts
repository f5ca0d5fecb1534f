import type { Grid } from './reels.js';
import type { SlotWin } from './pays.js';

/*
 * What a slot round shows (the generic slot client draws it): the base spin, then every respin
 * or free game in order, each with its window and wins, and the round's total, capped at the
 * game's maximum win. A game adds what its features need (`marks` per spin, `feature` per round).
 */

/**
 * A win as a round's view shows it. Its positions may be left out, to keep a long free-game run
 * within the wallet's 8 KiB of meta: the grid shows them (ways: every position of the symbol, or
 * of a wild for it, on the first `count` reels; a line: its rows on the first `count` reels; a
 * scatter: every position showing it).
 */
export type ShownWin = SlotWin extends infer W ? (W extends SlotWin ? Omit<W, 'positions'> & { positions?: [number, number][] } : never) : never;

/** The wins without their positions (ShownWin). */
export function shownWins(wins: readonly SlotWin[]): ShownWin[] {
  return wins.map(({ positions: _positions, ...win }) => win as ShownWin);
}

export interface SpinView {
  /** What kind of spin: the paid one, a free game, a respin. */
  kind: 'base' | 'free' | 'respin';
  /** The reel stops drawn (top row's position on each strip). */
  stops: number[];
  /** The symbols in view once the spin's features (nudges, blasts, sticky wilds) are applied. */
  grid: Grid;
  wins: ShownWin[];
  /** The spin's multiplier on its wins (free games' x2), 1 when none. */
  multiplier: number;
  /** The spin's win: its wins times its multiplier, in credits. */
  win: number;
  /** Game-specific marks for the client (wild multipliers, nudges, blasted positions, a transformed symbol). */
  marks?: Record<string, unknown>;
}

export interface SlotRoundView<F = unknown> {
  spins: SpinView[];
  /** Free games: how many were awarded in all (retriggers included) and how many were played. */
  free?: { awarded: number; played: number; multiplier?: number };
  /** A game's own feature (Hold & Win's coins, a pick bonus), when it ran. */
  feature?: F;
  /** Credits per bet: the unit of every win here (a line game's lines; 100 for a ways game's hundredths). */
  credits: number;
  /** The round's win in credits, after the cap. */
  win: number;
  /** True when the win reached the game's maximum and the round ended there. */
  capped: boolean;
}

/**
 * The round's win after the cap: the rule pages' maximum win (in ten-thousandths of the bet, as
 * every engine states it) ends the round there.
 */
export function capped(total: number, maxWin: number, creditsPerBet: number): { win: number; capped: boolean } {
  const cap = (maxWin * creditsPerBet) / 10_000;
  return total >= cap ? { win: cap, capped: true } : { win: total, capped: false };
}

/** What finds a shown win's positions again from its grid: the game's wilds, and its lines (a line game). */
export interface WinRules {
  wilds?: readonly string[];
  lines?: readonly (readonly number[])[];
}

/**
 * The positions of a win, as ShownWin's comment says the grid gives them: its own when the view
 * kept them, else (ways) every position of the symbol or a wild on its first `count` reels, (a
 * line) its rows on its first `count` reels, (a scatter) every position showing it.
 */
export function winPositions(win: ShownWin, grid: Grid, rules: WinRules = {}): [number, number][] {
  if (win.positions) return win.positions;
  const out: [number, number][] = [];
  if (win.kind === 'line') {
    const rows = rules.lines?.[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) if (rows[reel] !== undefined) out.push([reel, rows[reel] as number]);
    return out;
  }
  const matches = (symbol: string) => symbol === win.symbol || (win.kind === 'ways' && (rules.wilds ?? []).includes(symbol));
  grid.forEach((column, reel) => {
    if (win.kind === 'ways' && reel >= win.count) return;
    column.forEach((symbol, row) => matches(symbol) && out.push([reel, row]));
  });
  return out;
}
