import type { GameFamily } from '../engine/engine.js';

/*
 * A game's volatility, as its detail page states it, from the standard deviation of one round's
 * win in bets (sigma), with the thresholds written down here once, per family: a scratch card
 * whose top prize is 500x spreads its wins less than a slot whose top win is 500x, and players
 * compare a card with cards. The families whose risk the player sets (dice's target, mines'
 * count, the wheel's risk) state the range of their settings instead, and are not judged here.
 */
export const VOLATILITY_THRESHOLDS: Partial<Record<GameFamily, { medium: number; high: number }>> = {
  slot: { medium: 4, high: 9 },
  scratch: { medium: 2, high: 3.2 },
};

export type Volatility = 'low' | 'medium' | 'high';

/** The volatility sigma gives in `family`; undefined where the family is not judged by sigma. */
export function volatilityOf(family: GameFamily, sigma: number): Volatility | undefined {
  const thresholds = VOLATILITY_THRESHOLDS[family];
  if (!thresholds) return undefined;
  if (sigma >= thresholds.high) return 'high';
  return sigma >= thresholds.medium ? 'medium' : 'low';
}
