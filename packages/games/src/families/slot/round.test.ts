import { describe, expect, it } from 'vitest';
import { waysWins } from './pays.js';
import { shownWins, type SpinView } from './round.js';

describe('slot round view', () => {
  it('may show wins without their positions, which the grid gives again', () => {
    const grid = [['A', 'K'], ['W', 'A'], ['A', 'A']];
    const wins = waysWins(grid, { A: [0, 0, 5] }, { symbols: ['W'] });
    const spin: SpinView = { kind: 'base', stops: [0, 0, 0], grid, wins: shownWins(wins), multiplier: 1, win: 20 };
    expect(spin.wins).toEqual([{ kind: 'ways', symbol: 'A', count: 3, ways: 4, win: 20 }]);
    expect(wins[0]?.positions).toHaveLength(5);
  });
});
