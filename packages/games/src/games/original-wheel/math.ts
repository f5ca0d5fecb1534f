import { MULTIPLIER_SCALE, type WheelRisk } from '../../contract.js';
import { payoutOf } from '../../fair/payout.js';

/*
 * Lucky Wheel (original-wheel rule page): 50 equal segments per risk level, one chosen uniformly.
 * The order around the wheel is fixed (index 0 under the pointer at rest, counting clockwise) and
 * exported so that the site draws the wheel the server spins and publishes its tables. Multipliers
 * in ten-thousandths, as in every game (MULTIPLIER_SCALE). Every wheel's multipliers add up to
 * 48.00, so each returns 48 / 50 = 96.00%.
 */

export const WHEEL_SEGMENT_COUNT = 50;

/** The wheels as laid out, written in hundredths to keep them readable (150 = 1.5x): WHEEL_SEGMENTS gives them in the one unit. */
const LAYOUT_IN_HUNDREDTHS: Readonly<Record<WheelRisk, readonly number[]>> = {
  // 12 x 0, 30 x 1.2, 8 x 1.5: hit rate 76%.
  low: [
    150, 120, 120, 0, 120, 120, 150, 0, 120, 120, 120, 0, 120, 150, 120, 120, 0, 120, 120, 150, 0, 120, 120, 120, 0, 150,
    120, 120, 0, 120, 120, 150, 0, 120, 120, 120, 0, 120, 150, 120, 120, 0, 120, 120, 150, 0, 120, 120, 120, 0,
  ],
  // 26 x 0, 12 x 1.5, 8 x 2, 3 x 3, 1 x 5: hit rate 48%.
  medium: [
    500, 150, 0, 200, 0, 150, 0, 0, 0, 200, 150, 300, 0, 150, 0, 200, 0, 0, 150, 0, 0, 0, 200, 150, 0, 0, 150, 0, 300, 200,
    150, 0, 0, 0, 200, 150, 0, 0, 150, 0, 200, 0, 0, 150, 300, 0, 0, 200, 150, 0,
  ],
  // 46 x 0, 2 x 2, 1 x 4, 1 x 40: hit rate 8%.
  high: [
    4000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 400, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 200,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  ],
};

const inScale = (hundredths: readonly number[]) => Object.freeze(hundredths.map((multiplier) => multiplier * (MULTIPLIER_SCALE / 100)));

/** Each wheel's 50 multipliers in ten-thousandths (15000 = 1.5x), by segment: index 0 under the pointer at rest, clockwise. */
export const WHEEL_SEGMENTS: Readonly<Record<WheelRisk, readonly number[]>> = Object.freeze({
  low: inScale(LAYOUT_IN_HUNDREDTHS.low),
  medium: inScale(LAYOUT_IN_HUNDREDTHS.medium),
  high: inScale(LAYOUT_IN_HUNDREDTHS.high),
});

export interface WheelParams {
  risk: WheelRisk;
}

export interface WheelOutcome {
  /** 0..49. */
  segment: number;
  /** Ten-thousandths (15000 = 1.5x). */
  multiplier: number;
}

/** The segment of a float: floor(float * 50). */
export function wheelSegment(float: number): number {
  return Math.floor(float * WHEEL_SEGMENT_COUNT);
}

/** A spin from the round's first float. */
export function wheelOutcome(floats: readonly number[], { risk }: WheelParams): WheelOutcome {
  const float = floats[0];
  if (float === undefined) throw new RangeError('the wheel needs one float');
  const segment = wheelSegment(float);
  const multiplier = WHEEL_SEGMENTS[risk][segment];
  if (multiplier === undefined) throw new RangeError(`no segment ${segment}`);
  return { segment, multiplier };
}

/** Floats a wheel round takes. */
export const WHEEL_FLOATS = 1;

/** What a spin pays on `amount` minor units: the segment's multiplier times the bet, rounded down. */
export function wheelPayout(amount: number, outcome: Pick<WheelOutcome, 'multiplier'>): number {
  return payoutOf(amount, outcome.multiplier, MULTIPLIER_SCALE);
}
