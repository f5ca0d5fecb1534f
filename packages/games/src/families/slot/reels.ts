import type { Draw } from '../../engine/draw.js';

/*
 * Reels (the slot family's recipe). A reel is a strip: a circular list of symbols. A spin draws
 * one stop per reel, left to right: stop = below(strip length). The window of a reel shows the
 * strip's symbols at positions stop, stop + 1, …, stop + rows - 1 (modulo its length), top to
 * bottom. Symbols are named by short ids (`TIGER`, `A`), as the rule pages' tables list them.
 */

/** A reel's strip, as data. */
export type Strip = readonly string[];

/** What the reels show: grid[reel][row], row 0 at the top. */
export type Grid = string[][];

/** A set of reels: their strips and how many rows each shows. */
export interface ReelSet {
  strips: readonly Strip[];
  /** Rows in view per reel (3, 3, 3, 3, 3; or 3, 4, 5, 4, 3). */
  rows: readonly number[];
}

/** One stop per reel, left to right, from the stream. */
export function drawStops(draw: Draw, set: ReelSet): number[] {
  return set.strips.map((strip) => draw.below(strip.length));
}

/** The symbols a reel shows from `stop`. */
export function reelWindow(strip: Strip, stop: number, rows: number): string[] {
  const out: string[] = [];
  for (let row = 0; row < rows; row++) out.push(strip[(stop + row) % strip.length] as string);
  return out;
}

/** The whole window at `stops`. */
export function windowOf(set: ReelSet, stops: readonly number[]): Grid {
  return set.strips.map((strip, reel) => reelWindow(strip, stops[reel] as number, set.rows[reel] as number));
}

/** A spin: its stops and the window they show. */
export function spinReels(draw: Draw, set: ReelSet): { stops: number[]; grid: Grid } {
  const stops = drawStops(draw, set);
  return { stops, grid: windowOf(set, stops) };
}

/** Every position showing `symbol`, as [reel, row]. */
export function positionsOf(grid: Grid, symbol: string): [number, number][] {
  const out: [number, number][] = [];
  grid.forEach((column, reel) => column.forEach((shown, row) => shown === symbol && out.push([reel, row])));
  return out;
}

/** How many positions show `symbol`. */
export function countOf(grid: Grid, symbol: string): number {
  let count = 0;
  for (const column of grid) for (const shown of column) if (shown === symbol) count++;
  return count;
}

/**
 * Calls `visit` with every combination of stops of `set` (the full cycle, Π strip lengths
 * combinations, each equally likely): what an exact RTP is computed over.
 */
export function forEachStops(set: ReelSet, visit: (stops: readonly number[]) => void): void {
  const lengths = set.strips.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  for (;;) {
    visit(stops);
    let reel = stops.length - 1;
    while (reel >= 0) {
      stops[reel] = (stops[reel] as number) + 1;
      if ((stops[reel] as number) < (lengths[reel] as number)) break;
      stops[reel] = 0;
      reel--;
    }
    if (reel < 0) return;
  }
}

/** How many equally likely stop combinations a set has. */
export function cycleOf(set: ReelSet): number {
  return set.strips.reduce((product, strip) => product * strip.length, 1);
}
