import type { ExactFigures } from '../index.js';
import { engine } from './engine.js';
import { WHEEL_SEGMENT_COUNT, WHEEL_SEGMENTS } from './math.js';

/** Exact at the detail page's setting (medium risk): the 50 equally likely segments. */
export function figures(): ExactFigures {
  const wins = WHEEL_SEGMENTS.medium.map((multiplier) => multiplier / 10_000);
  const mean = wins.reduce((sum, win) => sum + win, 0) / WHEEL_SEGMENT_COUNT;
  const squares = wins.reduce((sum, win) => sum + win * win, 0) / WHEEL_SEGMENT_COUNT;
  return {
    rtp: mean * 100,
    hitRate: (wins.filter((win) => win > 0).length / WHEEL_SEGMENT_COUNT) * 100,
    maxWin: engine.maxWin,
    sigma: Math.sqrt(squares - mean * mean),
    method: 'the 50 equally likely segments of the medium wheel',
  };
}
