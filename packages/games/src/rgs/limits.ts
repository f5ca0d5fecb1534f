import { CURRENCY_EXPONENTS, isCurrencyCode } from '@ky-wallet/protocol';
import type { OriginalGameId } from '../contract.js';

export interface BetLimits {
  /** Minor units. */
  min_bet: number;
  max_bet: number;
}

/**
 * The rule pages' per-bet limits, in major units of CNY: dice 0.10..2,000.00, wheel
 * 0.10..200.00, mines 0.10..1,000.00. Other currencies take the same numbers in their own major
 * units (the pages leave the equivalents to the operator), never below one minor unit.
 */
export const MAJOR_LIMITS: Readonly<Record<OriginalGameId, { min: number; max: number }>> = {
  'original-dice': { min: 0.1, max: 2000 },
  'original-wheel': { min: 0.1, max: 200 },
  'original-mines': { min: 0.1, max: 1000 },
};

export function defaultBetLimits(game: OriginalGameId, currency: string): BetLimits {
  const exponent = isCurrencyCode(currency) ? CURRENCY_EXPONENTS[currency] : 2;
  const scale = 10 ** exponent;
  const { min, max } = MAJOR_LIMITS[game];
  return { min_bet: Math.max(1, Math.round(min * scale)), max_bet: Math.round(max * scale) };
}
