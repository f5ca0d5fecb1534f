import { CURRENCY_EXPONENTS, isCurrencyCode } from '@ky-wallet/protocol';
import type { BetRule } from '../engine/engine.js';
import { GAMES } from '../games/index.js';

/** A game's bets in minor units of one currency. */
export interface BetLimits {
  min_bet: number;
  max_bet: number;
  /** The only bets taken, ascending (a slot's + and - levels); absent: anything from min to max. */
  levels?: number[];
  /** Bets go in steps of this from min_bet (a line game's total bet: lines x the line bet). */
  step?: number;
}

/**
 * The rule page's bets (each engine's `bets`, in major units) in minor units of `currency`. Other
 * currencies take the same numbers in their own major units (the pages leave the equivalents to
 * the operator); a level that is not a whole number of minor units there is left out, and no
 * bet is below one minor unit.
 */
export function betLimitsOf(bets: BetRule, currency: string): BetLimits {
  const exponent = isCurrencyCode(currency) ? CURRENCY_EXPONENTS[currency] : 2;
  const scale = 10 ** exponent;
  const minor = (major: number) => Math.round(major * scale);
  const whole = (major: number) => Math.abs(major * scale - minor(major)) < 1e-9 && minor(major) >= 1;
  if (bets.kind === 'levels') {
    const levels = bets.levels.filter(whole).map(minor);
    return { min_bet: levels[0] ?? 1, max_bet: levels.at(-1) ?? 1, levels };
  }
  const limits: BetLimits = { min_bet: Math.max(1, minor(bets.min)), max_bet: minor(bets.max) };
  if (bets.step !== undefined) limits.step = Math.max(1, minor(bets.step));
  return limits;
}

/** The bets of a game the registry knows (undefined for another id). */
export function defaultBetLimits(game: string, currency: string): BetLimits {
  const entry = GAMES[game];
  if (!entry) throw new RangeError(`no game ${game}`);
  return betLimitsOf(entry.engine.bets, currency);
}

/** Whether `amount` (minor units) is a bet the limits take. */
export function allowsBet(limits: BetLimits, amount: number): boolean {
  if (!Number.isSafeInteger(amount) || amount < limits.min_bet || amount > limits.max_bet) return false;
  if (limits.levels) return limits.levels.includes(amount);
  return limits.step === undefined || (amount - limits.min_bet) % limits.step === 0;
}
