import type { ExactFigures } from '../index.js';
import { MINES_TILES } from '../../contract.js';
import { engine } from './engine.js';
import { minesExactMultiplier } from './math.js';

/** Exact at the detail page's setting (3 mines, cash out after 3 gems): P(3 gems) = C(22, 3) / C(25, 3). */
export function figures(): ExactFigures {
  const mines = 3;
  const gems = 3;
  let p = 1;
  for (let i = 0; i < gems; i++) p *= (MINES_TILES - mines - i) / (MINES_TILES - i);
  const { numerator, denominator } = minesExactMultiplier(mines, gems);
  const win = Number(numerator) / Number(denominator);
  return {
    rtp: p * win * 100,
    hitRate: p * 100,
    maxWin: engine.maxWin,
    sigma: Math.sqrt(p * win * win - (p * win) ** 2),
    method: 'the exact multiplier and the chance of 3 gems in a row, at 3 mines',
  };
}
