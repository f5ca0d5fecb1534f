import type { ExactFigures } from '../index.js';
import { engine } from './engine.js';
import { DICE_RESULTS, diceMultiplier, diceWinChance } from './math.js';

/** Exact at the detail page's setting (Roll Under 49.50): 4,950 of the 10,000 results win 2.0000x. */
export function figures(): ExactFigures {
  const setting = { direction: 'under', target: 4950 } as const;
  const p = diceWinChance(setting) / DICE_RESULTS;
  const win = diceMultiplier(setting) / 10_000;
  return {
    rtp: p * win * 100,
    hitRate: p * 100,
    maxWin: engine.maxWin,
    sigma: Math.sqrt(p * win * win - (p * win) ** 2),
    method: 'the 10,000 equally likely results, at Roll Under 49.50',
  };
}
