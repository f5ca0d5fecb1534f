import { describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE, WHEEL_RISKS, type WheelRisk } from '../../contract.js';
import { catalogue, NodeStream, SIM_CLIENT_SEED, SIM_ROUNDS, SIM_SERVER_SEED, tolerance } from '../../../test/hmac-stream.js';
import { WHEEL_SEGMENT_COUNT, WHEEL_SEGMENTS, wheelOutcome, wheelPayout } from './math.js';

/** The rule page's table: segments per multiplier (ten-thousandths) on each wheel. */
const RULE_PAGE: Record<WheelRisk, Record<number, number>> = {
  low: { 0: 12, 12_000: 30, 15_000: 8 },
  medium: { 0: 26, 15_000: 12, 20_000: 8, 30_000: 3, 50_000: 1 },
  high: { 0: 46, 20_000: 2, 40_000: 1, 400_000: 1 },
};
const HIT_RATE: Record<WheelRisk, number> = { low: 0.76, medium: 0.48, high: 0.08 };

function moments(risk: WheelRisk): { mean: number; variance: number } {
  const xs = WHEEL_SEGMENTS[risk].map((m) => m / MULTIPLIER_SCALE);
  const mean = xs.reduce((a, b) => a + b, 0) / WHEEL_SEGMENT_COUNT;
  const square = xs.reduce((a, b) => a + b * b, 0) / WHEEL_SEGMENT_COUNT;
  return { mean, variance: square - mean * mean };
}

describe('wheel segments', () => {
  it.each(WHEEL_RISKS)('the %s wheel has the rule page’s 50 segments', (risk) => {
    const segments = WHEEL_SEGMENTS[risk];
    expect(segments).toHaveLength(WHEEL_SEGMENT_COUNT);
    const counts: Record<number, number> = {};
    for (const m of segments) counts[m] = (counts[m] ?? 0) + 1;
    expect(counts).toEqual(RULE_PAGE[risk]);
    expect(segments.reduce((a, b) => a + b, 0)).toBe(48 * MULTIPLIER_SCALE); // the multipliers add up to 48
  });

  it('maps the float range onto 50 equal segments, its multiplier in ten-thousandths as in every game', () => {
    expect(wheelOutcome([0], { risk: 'high' })).toEqual({ segment: 0, multiplier: 400_000 });
    expect(wheelOutcome([1 / 50], { risk: 'medium' })).toEqual({ segment: 1, multiplier: 15_000 });
    expect(wheelOutcome([(2 ** 32 - 1) / 2 ** 32], { risk: 'low' }).segment).toBe(49);
    expect(wheelOutcome([0.5], { risk: 'medium' }).segment).toBe(25);
  });

  it('pays the bet times the multiplier, rounded down', () => {
    expect(wheelPayout(15, { multiplier: 12_000 })).toBe(18);
    expect(wheelPayout(11, { multiplier: 15_000 })).toBe(16);
    expect(wheelPayout(20_000, { multiplier: 400_000 })).toBe(800_000);
    expect(wheelPayout(20_000, { multiplier: 0 })).toBe(0);
  });
});

describe(`wheel over ${SIM_ROUNDS.toLocaleString('en')} spins of the real HMAC stream`, () => {
  it('returns 96% on every risk level, with the rule page hit rates and a 40x maximum win', async () => {
    const figures = await catalogue('original-wheel');
    const stream = new NodeStream(SIM_SERVER_SEED, SIM_CLIENT_SEED);
    const floats: number[] = [];
    const returned = { low: 0, medium: 0, high: 0 };
    const hits = { low: 0, medium: 0, high: 0 };
    const max = { low: 0, medium: 0, high: 0 };
    for (let nonce = 0; nonce < SIM_ROUNDS; nonce++) {
      stream.floats(nonce, 1, floats);
      // One float per spin, read on all three wheels: each wheel still sees n independent spins.
      for (const risk of WHEEL_RISKS) {
        const x = wheelOutcome(floats, { risk }).multiplier / MULTIPLIER_SCALE;
        returned[risk] += x;
        if (x > 0) hits[risk]++;
        if (x > max[risk]) max[risk] = x;
      }
    }
    for (const risk of WHEEL_RISKS) {
      const { mean, variance } = moments(risk);
      expect(mean * 100).toBeCloseTo(figures.rtp, 9);
      // 5 sigma / sqrt(n): low 0.0019, medium 0.0048, high 0.0282 (the 40x segment dominates).
      expect(Math.abs(returned[risk] / SIM_ROUNDS - mean), risk).toBeLessThan(tolerance(variance, SIM_ROUNDS));
      const p = HIT_RATE[risk];
      expect(Math.abs(hits[risk] / SIM_ROUNDS - p), risk).toBeLessThan(tolerance(p * (1 - p), SIM_ROUNDS));
    }
    expect(HIT_RATE.medium * 100).toBe(figures.hit_rate); // the catalogue shows the default (Medium) wheel
    expect(Math.max(max.low, max.medium, max.high)).toBe(figures.max_win);
    expect(max.high).toBe(40);
  });
});
