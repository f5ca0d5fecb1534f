import type { ExactFigures } from '../index.js';
import { scratchFigures } from '../../families/scratch/scratch.js';
import { TIERS } from './math.js';

/** Exact: the prize table per 1,000,000 tickets. */
export function figures(): ExactFigures {
  const { rtp, hitRate, sigma, maxWin } = scratchFigures(TIERS);
  return { rtp: rtp * 100, hitRate: hitRate * 100, maxWin, sigma, method: 'the prize table (per 1,000,000 tickets)' };
}
