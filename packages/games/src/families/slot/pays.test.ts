import { describe, expect, it } from 'vitest';
import { lineWins, scatterWin, slotMultiplier, slotPayout, waysWins, type PayTable } from './pays.js';
import type { Grid } from './reels.js';
import { forEachStops, windowOf, cycleOf } from './reels.js';

const pays: PayTable = { A: [0, 0, 5, 20, 80], K: [0, 0, 4, 15, 60], W: [0, 0, 50, 200, 1000] };
const wilds = { symbols: ['W'], except: ['S'] };
/** Columns (reels) of three rows. */
const grid = (...columns: string[]): Grid => columns.map((column) => column.split(''));

describe('slot pays', () => {
  it('pays a line the longest run of its first symbol or wilds, or the wilds alone when they pay more', () => {
    const lines = [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0]];
    // Middle row: A W A K A (3 x A); top row: W W W A K (wilds alone pay 50 > A x4 20).
    const wins = lineWins(grid('WAx', 'WWx', 'WAx', 'AKx', 'KAx'), lines, pays, wilds);
    expect(wins).toEqual([
      { kind: 'line', line: 1, symbol: 'A', count: 3, win: 5, positions: [[0, 1], [1, 1], [2, 1]] },
      { kind: 'line', line: 2, symbol: 'W', count: 3, win: 50, positions: [[0, 0], [1, 0], [2, 0]] },
    ]);
  });

  it('multiplies a line its wilds help complete, once, and compares the multiplied pays', () => {
    const doubling = { ...wilds, multiplier: 2 };
    const lines = [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2]];
    // Middle: A W W K x (A x3, doubled once: 10); top: W W W K K (K x5 doubled 120 > W x3 50);
    // bottom: W W W W W (the wilds' own 1,000, not doubled).
    const wins = lineWins(grid('WAW', 'WWW', 'WWW', 'KKW', 'KxW'), lines, pays, doubling);
    expect(wins).toEqual([
      { kind: 'line', line: 1, symbol: 'A', count: 3, win: 10, positions: [[0, 1], [1, 1], [2, 1]], multiplier: 2 },
      { kind: 'line', line: 2, symbol: 'K', count: 5, win: 120, positions: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]], multiplier: 2 },
      { kind: 'line', line: 3, symbol: 'W', count: 5, win: 1000, positions: [[0, 2], [1, 2], [2, 2], [3, 2], [4, 2]] },
    ]);
    // W W W L x: L x4 (30) pays less than W x3 (50) but more once doubled (60).
    expect(lineWins(grid('Wxx', 'Wxx', 'Wxx', 'Lxx', 'xxx'), [[0, 0, 0, 0, 0]], { ...pays, L: [0, 0, 5, 30, 100] }, doubling)).toMatchObject([{ symbol: 'L', count: 4, win: 60 }]);
    // Without wilds in the run nothing is multiplied.
    expect(lineWins(grid('Axx', 'Axx', 'Axx', 'xxx', 'xxx'), [[0, 0, 0, 0, 0]], pays, doubling)[0]).not.toHaveProperty('multiplier');
  });

  it('pays ways as the product of matching rows, with wilds and weights', () => {
    const wins = waysWins(grid('AAK', 'WKx', 'AxA', 'xxx', 'AAA'), pays, wilds);
    expect(wins.find((win) => win.symbol === 'A')).toMatchObject({ count: 3, ways: 2 * 1 * 2, win: 5 * 4 });
    expect(wins.find((win) => win.symbol === 'K')).toBeUndefined();
    const weighted = waysWins(grid('AAK', 'WKx', 'AxA', 'xxx', 'AAA'), pays, wilds, (reel) => (reel === 1 ? 3 : 1));
    expect(weighted.find((win) => win.symbol === 'A')).toMatchObject({ ways: 2 * 3 * 2, win: 5 * 12 });
  });

  it('counts scatters anywhere and turns credits into money exactly, rounding down', () => {
    expect(scatterWin(grid('Sxx', 'xSx', 'xxx', 'xxS', 'xxx'), 'S', [0, 0, 2, 10, 50])).toMatchObject({ count: 3, win: 2 });
    expect(scatterWin(grid('Sxx', 'xSx', 'xxx', 'xxx', 'xxx'), 'S', [0, 0, 2, 10, 50])).toBeUndefined();
    expect(slotPayout(32, 3, 32)).toBe(3);
    expect(slotPayout(320, 3, 32)).toBe(30);
    expect(slotPayout(33, 3, 32)).toBe(3);
    expect(slotMultiplier(3, 32)).toBe(937);
  });

  it('walks the full cycle of stops, each combination once', () => {
    const set = { strips: [['A', 'K'], ['A', 'K', 'W']], rows: [1, 2] };
    const seen: string[] = [];
    forEachStops(set, (stops) => seen.push(windowOf(set, stops).map((column) => column.join('')).join('|')));
    expect(seen).toHaveLength(cycleOf(set));
    expect(new Set(seen).size).toBe(6);
    expect(seen[0]).toBe('A|AK');
    expect(seen.at(-1)).toBe('K|WA');
  });
});
