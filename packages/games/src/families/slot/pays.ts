import type { Grid } from './reels.js';

/*
 * How a window pays (the slot family's recipe). Every amount is in credits, the unit the game's
 * pay table is written in: a line game pays in line bets (its total bet is `lines` credits), a
 * ways game in hundredths of the total bet (100 credits). A round's win in credits turns into
 * money once, exactly: floor(bet * win / credits per bet) minor units (slotPayout), and into the
 * multiplier every game states (ten-thousandths of the bet) likewise (slotMultiplier).
 *
 * Lines: a line takes one row per reel. Its paying symbol is the first symbol from reel 1 that is
 * not a wild; the win is the longest run from reel 1 of that symbol or wilds that substitute for
 * it. When the wilds pay on their own, the run of wilds alone is paid instead if it pays more.
 * When the wilds carry a multiplier, a run they help complete pays that many times (once, however
 * many wilds it holds); a run of wilds alone does not, and the multiplied pays are the ones
 * compared. Only the highest win of each line is paid; lines add up.
 *
 * Ways: for a symbol, reel i matches on every row showing it or a wild that substitutes for it.
 * The win is the longest run of matching reels from reel 1; it pays the table's value for that
 * many reels times the number of ways, the product of the matching rows of each reel in the run
 * (or of their weights, when a game weights positions: a wild carrying a multiplier). Only the
 * longest run of each symbol is paid; symbols add up.
 *
 * Scatters: counted anywhere in view.
 */

/** Pays by symbol: `pays[k - 1]` is what k of a kind pays (0 or absent: nothing). */
export type PayTable = Readonly<Record<string, readonly number[]>>;

export interface Wilds {
  /** The wild symbols. */
  symbols: readonly string[];
  /** Symbols they do not substitute for (scatters, bonus symbols). */
  except?: readonly string[];
  /** Lines only: what a line win they help complete is multiplied by (a wild that doubles). */
  multiplier?: number;
}

export interface LineWin {
  kind: 'line';
  /** 1-based, as the rule page numbers lines. */
  line: number;
  symbol: string;
  count: number;
  /** Credits (the wilds' multiplier included). */
  win: number;
  /** [reel, row] of the run. */
  positions: [number, number][];
  /** The wilds' multiplier, when wilds in the run applied it (Wilds.multiplier). */
  multiplier?: number;
}

export interface WaysWin {
  kind: 'ways';
  symbol: string;
  /** Reels in the run. */
  count: number;
  /** The number of ways (weighted, when positions carry weights). */
  ways: number;
  win: number;
  positions: [number, number][];
}

export interface ScatterWin {
  kind: 'scatter';
  symbol: string;
  count: number;
  win: number;
  positions: [number, number][];
}

export type SlotWin = LineWin | WaysWin | ScatterWin;

/** Minor units a win of `win` credits pays on a bet of `amount` minor units (rounded down, exactly). */
export function slotPayout(amount: number, win: number, creditsPerBet: number): number {
  return Number((BigInt(amount) * BigInt(win)) / BigInt(creditsPerBet));
}

/** A win in credits as the multiplier every game states: ten-thousandths of the bet, rounded down. */
export function slotMultiplier(win: number, creditsPerBet: number): number {
  return Math.floor((win * 10_000) / creditsPerBet);
}

/** A pay table in decimal multiples of the total bet (0.25x), as credits of a hundredth of the total bet. */
export function hundredthsOf(table: Readonly<Record<string, readonly number[]>>): PayTable {
  return Object.fromEntries(
    Object.entries(table).map(([symbol, pays]) => [
      symbol,
      pays.map((pay) => {
        const credits = Math.round(pay * 100);
        if (Math.abs(credits - pay * 100) > 1e-9) throw new RangeError(`${symbol} pays ${pay}x, not a whole hundredth of the total bet`);
        return credits;
      }),
    ]),
  );
}

function substitutes(wilds: Wilds | undefined, shown: string, symbol: string): boolean {
  if (shown === symbol) return true;
  return wilds !== undefined && wilds.symbols.includes(shown) && !(wilds.except ?? []).includes(symbol);
}

function payOf(pays: PayTable, symbol: string, count: number): number {
  return pays[symbol]?.[count - 1] ?? 0;
}

/** The line wins of a window. */
export function lineWins(grid: Grid, lines: readonly (readonly number[])[], pays: PayTable, wilds?: Wilds): LineWin[] {
  const out: LineWin[] = [];
  lines.forEach((rows, index) => {
    const shown = rows.map((row, reel) => grid[reel]?.[row] as string);
    const isWild = (symbol: string) => wilds?.symbols.includes(symbol) ?? false;
    const lead = shown.find((symbol) => !isWild(symbol));
    let best: { symbol: string; count: number; win: number; multiplier: number } | undefined;
    const consider = (symbol: string, count: number, multiplier: number) => {
      const win = payOf(pays, symbol, count) * multiplier;
      if (win > 0 && (!best || win > best.win)) best = { symbol, count, win, multiplier };
    };
    if (lead !== undefined) {
      let count = 0;
      let substituted = false;
      while (count < shown.length && substitutes(wilds, shown[count] as string, lead)) {
        if (shown[count] !== lead) substituted = true;
        count++;
      }
      consider(lead, count, substituted ? (wilds?.multiplier ?? 1) : 1);
    }
    if (wilds && isWild(shown[0] as string)) {
      const wild = shown[0] as string;
      let count = 0;
      while (count < shown.length && shown[count] === wild) count++;
      consider(wild, count, 1);
    }
    if (best) {
      out.push({
        kind: 'line',
        line: index + 1,
        symbol: best.symbol,
        count: best.count,
        win: best.win,
        positions: rows.slice(0, best.count).map((row, reel) => [reel, row]),
        ...(best.multiplier !== 1 ? { multiplier: best.multiplier } : {}),
      });
    }
  });
  return out;
}

/**
 * The ways wins of a window, for every symbol of the pay table. `weight(reel, row)` (default 1)
 * counts a matching position that many times: a multiplier on a wild.
 */
export function waysWins(grid: Grid, pays: PayTable, wilds?: Wilds, weight?: (reel: number, row: number) => number): WaysWin[] {
  const out: WaysWin[] = [];
  for (const symbol of Object.keys(pays)) {
    if (wilds?.symbols.includes(symbol)) continue;
    let ways = 1;
    let count = 0;
    const positions: [number, number][] = [];
    for (let reel = 0; reel < grid.length; reel++) {
      let matched = 0;
      (grid[reel] as string[]).forEach((shown, row) => {
        if (!substitutes(wilds, shown, symbol)) return;
        matched += weight ? weight(reel, row) : 1;
        positions.push([reel, row]);
      });
      if (matched === 0) break;
      ways *= matched;
      count++;
    }
    const pay = payOf(pays, symbol, count);
    if (pay > 0) out.push({ kind: 'ways', symbol, count, ways, win: pay * ways, positions });
  }
  return out;
}

/** A scatter's pay, counted anywhere in view (`pays[k - 1]` for k in view). */
export function scatterWin(grid: Grid, symbol: string, pays: readonly number[]): ScatterWin | undefined {
  const positions: [number, number][] = [];
  grid.forEach((column, reel) => column.forEach((shown, row) => shown === symbol && positions.push([reel, row])));
  const win = pays[Math.min(positions.length, pays.length) - 1] ?? 0;
  return positions.length > 0 && win > 0 ? { kind: 'scatter', symbol, count: positions.length, win, positions } : undefined;
}

/** The sum of the wins. */
export function totalOf(wins: readonly { win: number }[]): number {
  let total = 0;
  for (const { win } of wins) total += win;
  return total;
}
