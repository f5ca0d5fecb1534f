import { payoutOf } from '../../fair/payout.js';

/*
 * Dice (original-dice rule page): a result from the 10,000 equally likely values 0.00..99.99,
 * Roll Under wins strictly below the target, Roll Over strictly above; the multiplier is 99 divided
 * by the win chance in percent, rounded down to four decimals. Units here: result and target in
 * hundredths (4950 = 49.50), multiplier in ten-thousandths (20000 = 2.0000x).
 */

export type DiceDirection = 'under' | 'over';

/** How many equally likely results there are (0..9999 hundredths). */
export const DICE_RESULTS = 10_000;

/** The rule page's target ranges, in hundredths (win chance 0.10%..95.00% either way). */
export const DICE_TARGETS: Readonly<Record<DiceDirection, { min: number; max: number }>> = {
  under: { min: 10, max: 9500 },
  over: { min: 499, max: 9989 },
};

/** The default setting: Roll Under 49.50 (2.0000x). */
export const DICE_DEFAULT = { direction: 'under', target: 4950 } as const satisfies DiceParams;

export interface DiceParams {
  direction: DiceDirection;
  /** Hundredths. */
  target: number;
}

export interface DiceOutcome {
  /** Hundredths, 0..9999. */
  result: number;
  won: boolean;
  /** Ten-thousandths: what a win pays per unit bet (the setting's multiplier, paid or not). */
  multiplier: number;
}

export function isDiceTarget({ direction, target }: DiceParams): boolean {
  const range = DICE_TARGETS[direction];
  return Number.isSafeInteger(target) && target >= range.min && target <= range.max;
}

/** The win chance in hundredths of a percent, which is also the number of winning results. */
export function diceWinChance({ direction, target }: DiceParams): number {
  return direction === 'under' ? target : DICE_RESULTS - 1 - target;
}

/** floor(99 / chance% , 4 decimals), in ten-thousandths: floor(99 * 10^4 * 100 / chance hundredths). */
export function diceMultiplier(params: DiceParams): number {
  return Math.floor(99_000_000 / diceWinChance(params));
}

/** The result of a float: floor(float * 10,000) hundredths (exact: uint32 * 10,000 < 2^53). */
export function diceResult(float: number): number {
  return Math.floor(float * DICE_RESULTS);
}

/** A roll from the round's first float. */
export function diceOutcome(floats: readonly number[], params: DiceParams): DiceOutcome {
  const float = floats[0];
  if (float === undefined) throw new RangeError('dice needs one float');
  const result = diceResult(float);
  const won = params.direction === 'under' ? result < params.target : result > params.target;
  return { result, won, multiplier: diceMultiplier(params) };
}

/** Floats a dice round takes. */
export const DICE_FLOATS = 1;

/** What a roll pays on `amount` minor units: the multiplier times the bet, rounded down; 0 on a loss. */
export function dicePayout(amount: number, outcome: Pick<DiceOutcome, 'won' | 'multiplier'>): number {
  return outcome.won ? payoutOf(amount, outcome.multiplier, 10_000) : 0;
}
