import { describe, expect, it } from 'vitest';
import { FairStream } from '../rgs/stream.js';
import { chiSquare, chiSquarePValue, normalPValue, runsTest, serialCorrelation } from './statistics.js';

/** 100,000 numbers of the fair stream on fixed seeds: the same every run. */
function fairNumbers(): Float64Array {
  const stream = new FairStream('e'.repeat(64), 'statistics');
  const out = new Float64Array(100_000);
  const block: number[] = [];
  for (let i = 0, nonce = 0; i < out.length; nonce++) for (const value of stream.block(nonce, 0, block)) out[i++] = value;
  return out;
}

describe('the certification statistics', () => {
  it('give the chi-square and normal tables’ p-values', () => {
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(6.635, 1)).toBeCloseTo(0.01, 3);
    expect(chiSquarePValue(18.307, 10)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(310.457, 255)).toBeCloseTo(0.01, 2);
    expect(normalPValue(1.959964)).toBeCloseTo(0.05, 5);
    expect(normalPValue(2.575829)).toBeCloseTo(0.01, 5);
  });

  it('pass the fair stream, and fail a biased, a sticky and a correlated sequence', () => {
    const fair = fairNumbers();
    const bins = new Array<number>(10).fill(0);
    for (const value of fair) bins[Math.floor(value * 10)] = (bins[Math.floor(value * 10)] ?? 0) + 1;
    expect(chiSquare('fair', bins, new Array<number>(10).fill(10_000)).passed).toBe(true);
    expect(runsTest('fair', fair, 0.5).passed).toBe(true);
    expect(serialCorrelation('fair', fair).passed).toBe(true);

    const biased = [...bins];
    biased[0] = (biased[0] ?? 0) + 1_000;
    expect(chiSquare('biased', biased, new Array<number>(10).fill(10_100)).passed).toBe(false);
    const sticky = Float64Array.from({ length: 10_000 }, (_, i) => (Math.floor(i / 4) % 2 === 0 ? 0.2 : 0.8));
    expect(runsTest('sticky', sticky, 0.5).passed).toBe(false);
    const correlated = new Float64Array(10_000);
    for (let i = 1; i < correlated.length; i++) correlated[i] = 0.7 * (correlated[i - 1] as number) + 0.3 * (fair[i] as number);
    expect(serialCorrelation('correlated', correlated).passed).toBe(false);
  });
});
