import { describe, expect, it } from 'vitest';
import { catalogue, NodeStream, SIM_CLIENT_SEED, SIM_ROUNDS, SIM_SERVER_SEED, tolerance } from '../../../test/hmac-stream.js';
import {
  DICE_DEFAULT,
  DICE_RESULTS,
  DICE_TARGETS,
  diceMultiplier,
  diceOutcome,
  dicePayout,
  diceWinChance,
  isDiceTarget,
  type DiceDirection,
  type DiceParams,
} from './math.js';

/** Every setting the rule page allows. */
function everySetting(): DiceParams[] {
  const out: DiceParams[] = [];
  for (const direction of ['under', 'over'] as DiceDirection[]) {
    for (let target = DICE_TARGETS[direction].min; target <= DICE_TARGETS[direction].max; target++) out.push({ direction, target });
  }
  return out;
}

/** Exact RTP of a setting: P(win) * multiplier. */
function rtpOf(params: DiceParams): number {
  return (diceWinChance(params) / DICE_RESULTS) * (diceMultiplier(params) / 10_000);
}

describe('dice payouts', () => {
  it('keeps targets in the rule page ranges', () => {
    expect(isDiceTarget({ direction: 'under', target: 9 })).toBe(false);
    expect(isDiceTarget({ direction: 'under', target: 9501 })).toBe(false);
    expect(isDiceTarget({ direction: 'over', target: 498 })).toBe(false);
    expect(isDiceTarget({ direction: 'over', target: 9990 })).toBe(false);
    expect(isDiceTarget({ direction: 'over', target: 49.5 })).toBe(false);
  });

  it('a result equal to the target loses', () => {
    const at = (result: number) => [(result + 0.5) / DICE_RESULTS];
    expect(diceOutcome(at(4950), { direction: 'under', target: 4950 }).won).toBe(false);
    expect(diceOutcome(at(4949), { direction: 'under', target: 4950 }).won).toBe(true);
    expect(diceOutcome(at(5049), { direction: 'over', target: 5049 }).won).toBe(false);
    expect(diceOutcome(at(5050), { direction: 'over', target: 5049 }).won).toBe(true);
  });

  it('has an exact RTP of 99.00% less under 0.01 points on every target, and a maximum win of 990x', async () => {
    const { rtp, max_win } = await catalogue('original-dice');
    const settings = everySetting();
    expect(settings).toHaveLength(9491 * 2);
    for (const setting of settings) {
      const exact = rtpOf(setting) * 100;
      expect(exact).toBeLessThanOrEqual(rtp + 1e-9);
      expect(exact).toBeGreaterThan(rtp - 0.01);
    }
    expect(Math.max(...settings.map(diceMultiplier)) / 10_000).toBe(max_win);
  });

  it('pays the bet times the multiplier, rounded down to the minor unit', () => {
    expect(dicePayout(10, { won: true, multiplier: 10_421 })).toBe(10);
    expect(dicePayout(1000, { won: true, multiplier: 10_421 })).toBe(1042);
    expect(dicePayout(200_000, { won: true, multiplier: 9_900_000 })).toBe(198_000_000);
    expect(dicePayout(1000, { won: false, multiplier: 20_000 })).toBe(0);
  });
});

describe(`dice over ${SIM_ROUNDS.toLocaleString('en')} rounds of the real HMAC stream`, () => {
  it('returns the catalogue RTP and hit rate at the default setting, and 990x at 0.10%', async () => {
    const figures = await catalogue('original-dice');
    const stream = new NodeStream(SIM_SERVER_SEED, SIM_CLIENT_SEED);
    const rare: DiceParams = { direction: 'under', target: 10 };
    const floats: number[] = [];
    let returned = 0;
    let hits = 0;
    let rareHits = 0;
    let rareMax = 0;
    for (let nonce = 0; nonce < SIM_ROUNDS; nonce++) {
      stream.floats(nonce, 1, floats);
      const roll = diceOutcome(floats, DICE_DEFAULT);
      if (roll.won) {
        hits++;
        returned += roll.multiplier / 10_000;
      }
      // The same float at the 0.10% setting: the maximum win must show up, and pay exactly 990x.
      const long = diceOutcome(floats, rare);
      if (long.won) {
        rareHits++;
        rareMax = Math.max(rareMax, long.multiplier / 10_000);
      }
    }

    // One round returns X = 2 with p = 0.495, else 0: mean 0.99, variance E[X^2] - mean^2.
    const p = diceWinChance(DICE_DEFAULT) / DICE_RESULTS;
    const x = diceMultiplier(DICE_DEFAULT) / 10_000;
    const mean = p * x;
    const variance = p * x * x - mean * mean;
    expect(mean * 100).toBeCloseTo(figures.rtp, 9);
    const rtpTolerance = tolerance(variance, SIM_ROUNDS); // 5 sigma / sqrt(n) = 0.0050
    expect(Math.abs(returned / SIM_ROUNDS - mean)).toBeLessThan(rtpTolerance);

    // Hit rate: a binomial proportion, sigma = sqrt(p (1 - p)).
    expect(p * 100).toBe(figures.hit_rate);
    expect(Math.abs(hits / SIM_ROUNDS - p)).toBeLessThan(tolerance(p * (1 - p), SIM_ROUNDS));

    const rareP = diceWinChance(rare) / DICE_RESULTS;
    expect(Math.abs(rareHits / SIM_ROUNDS - rareP)).toBeLessThan(tolerance(rareP * (1 - rareP), SIM_ROUNDS));
    expect(rareMax).toBe(figures.max_win);
  });
});
