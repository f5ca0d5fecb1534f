import { afterEach, describe, expect, it } from 'vitest';
import type { RecentResult } from '../types.ts';
import { loadResults, saveResults } from './storage.ts';

const PROOF = { server_seed_hash: 'ab'.repeat(32), client_seed: 'lucky', nonce: 0 };
const spin = (segment: number, multiplier: number): RecentResult => ({
  round: `r${segment}`,
  game: 'original-wheel',
  amount: 100,
  payout: Math.floor((100 * multiplier) / 10_000),
  won: multiplier > 0,
  outcome: { game: 'original-wheel', risk: 'medium', segment, multiplier },
  proof: PROOF,
  time: 1,
});

describe('the recent results a game page keeps', () => {
  afterEach(() => sessionStorage.clear());

  it('reads a wheel result kept before the wheel spoke ten-thousandths in the one unit, and leaves the others', () => {
    // Medium wheel: segment 0 is 5x, 1 is 1.5x, 2 is 0x.
    sessionStorage.setItem(
      'ky-rgs:results:fun:original-wheel',
      JSON.stringify([{ ...spin(0, 500), payout: 500 }, { ...spin(1, 150), payout: 150 }, spin(2, 0)]),
    );
    expect(loadResults('fun', 'original-wheel').map((result) => result.outcome)).toEqual([
      { game: 'original-wheel', risk: 'medium', segment: 0, multiplier: 50_000 },
      { game: 'original-wheel', risk: 'medium', segment: 1, multiplier: 15_000 },
      { game: 'original-wheel', risk: 'medium', segment: 2, multiplier: 0 },
    ]);
    saveResults('fun', 'original-wheel', [spin(1, 15_000)]);
    expect(loadResults('fun', 'original-wheel')).toEqual([spin(1, 15_000)]);
  });
});
