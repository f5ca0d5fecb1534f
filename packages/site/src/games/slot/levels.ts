import type { BetLimits } from '../shared/BetField/BetField.tsx';

/** Multiples of the smallest bet a range offers on its − and + (1, 2, 5 and their tens). */
const STEPS = [1, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100, 150, 200, 250, 500, 750, 1000, 1500, 2000, 2500, 5000, 7500, 10000];

/**
 * The bets a slot's − and + step through, in minor units: the game's levels when it has them; for
 * a range (a line game's line bet from 0.01: the total bet in steps of one line bet), the smallest
 * bet times 1, 2, 3, 5, 10 … up to the largest, each a whole number of steps.
 */
export function betLevelsOf(limits: BetLimits & { levels?: readonly number[]; step?: number }): number[] {
  if (limits.levels && limits.levels.length > 0) return [...limits.levels];
  const step = limits.step ?? 1;
  const levels = STEPS.map((times) => limits.min_bet * times).filter((amount) => amount <= limits.max_bet && (amount - limits.min_bet) % step === 0);
  if (levels.at(-1) !== limits.max_bet && (limits.max_bet - limits.min_bet) % step === 0) levels.push(limits.max_bet);
  return levels;
}
