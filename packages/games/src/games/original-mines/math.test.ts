import { describe, expect, it } from 'vitest';
import { MINES_TILES } from '../../contract.js';
import { catalogue, NodeStream, SIM_CLIENT_SEED, SIM_ROUNDS, SIM_SERVER_SEED, tolerance } from '../../../test/hmac-stream.js';
import {
  MINES_DEFAULT,
  MINES_MAX,
  MINES_MAX_WIN,
  MINES_MIN,
  minesCapped,
  minesExactMultiplier,
  minesGems,
  minesMultiplier,
  minesPayout,
  minesPositions,
  minesRoundComplete,
} from './math.js';

const exact = (mines: number, gems: number) => {
  const { numerator, denominator } = minesExactMultiplier(mines, gems);
  return Number(numerator) / Number(denominator);
};

describe('mines multipliers', () => {
  it('caps at 10,000x exactly for 4 to 21 mines, and ends the round there', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      let capped = false;
      for (let gems = 1; gems <= minesGems(mines); gems++) {
        if (minesCapped(mines, gems)) {
          capped = true;
          expect(minesRoundComplete(mines, gems)).toBe(true);
          expect(minesPayout(100, mines, gems)).toBe(100 * MINES_MAX_WIN);
          break;
        }
      }
      expect(capped, `${mines} mines`).toBe(mines >= 4 && mines <= 21);
    }
  });

  it('pays the exact multiplier times the bet, rounded down', () => {
    // 3 mines, 1 gem: 0.97 * 25 / 22 = 1.10227…
    expect(minesPayout(1000, 3, 1)).toBe(1102);
    expect(minesPayout(10, 3, 1)).toBe(11);
    expect(minesMultiplier(3, 1)).toBe(11_022);
    expect(minesMultiplier(3, 0)).toBe(10_000);
  });

  it('keeps the RTP at 97% for every mine count and every cash-out point below the cap', async () => {
    const { rtp, max_win } = await catalogue('original-mines');
    let largest = 0;
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let gems = 1; gems <= minesGems(mines); gems++) {
        // P(k gems in a row) = prod (25 - m - i) / (25 - i)
        let p = 1;
        for (let i = 0; i < gems; i++) p *= (MINES_TILES - mines - i) / (MINES_TILES - i);
        const multiplier = minesMultiplier(mines, gems) / 10_000;
        largest = Math.max(largest, multiplier);
        if (minesCapped(mines, gems)) {
          expect(p * MINES_MAX_WIN * 100).toBeLessThan(rtp);
          break;
        }
        expect(p * exact(mines, gems) * 100).toBeCloseTo(rtp, 9);
      }
    }
    expect(largest).toBe(max_win);
  });
});

describe(`mines over ${SIM_ROUNDS.toLocaleString('en')} rounds of the real HMAC stream`, () => {
  it('returns 97% at the default (3 mines, cash out after 3 gems) with the catalogue hit rate, mines uniform over the tiles', async () => {
    const figures = await catalogue('original-mines');
    const stream = new NodeStream(SIM_SERVER_SEED, SIM_CLIENT_SEED);
    const floats: number[] = [];
    const gems = 3;
    const picks = [0, 1, 2]; // any fixed tiles do: the mines are placed uniformly
    const win = exact(MINES_DEFAULT, gems);
    const perTile: number[] = Array.from({ length: MINES_TILES }, () => 0);
    let returned = 0;
    let hits = 0;
    for (let nonce = 0; nonce < SIM_ROUNDS; nonce++) {
      const mines = minesPositions(stream.floats(nonce, MINES_DEFAULT, floats), MINES_DEFAULT);
      for (const tile of mines) perTile[tile] = (perTile[tile] ?? 0) + 1;
      if (!picks.some((tile) => mines.includes(tile))) {
        hits++;
        returned += win;
      }
    }
    // P(3 gems) = C(22, 3) / C(25, 3) = 1540 / 2300.
    const p = 1540 / 2300;
    const mean = p * win;
    const variance = p * win * win - mean * mean;
    expect(mean * 100).toBeCloseTo(figures.rtp, 9);
    expect(Math.abs(returned / SIM_ROUNDS - mean)).toBeLessThan(tolerance(variance, SIM_ROUNDS)); // 0.0036
    expect(Number((p * 100).toFixed(2))).toBe(figures.hit_rate);
    expect(Math.abs(hits / SIM_ROUNDS - p)).toBeLessThan(tolerance(p * (1 - p), SIM_ROUNDS));
    // Each tile holds a mine with probability 3 / 25.
    const q = MINES_DEFAULT / MINES_TILES;
    for (const count of perTile) expect(Math.abs(count / SIM_ROUNDS - q)).toBeLessThan(tolerance(q * (1 - q), SIM_ROUNDS));
  });

  it('pays the 10,000x maximum win, never more, when 21 mines are dodged four times', () => {
    // P = 1 / C(25, 4) = 1 / 12650: about 16 of 200,000 rounds (3 HMAC blocks each).
    const rounds = 200_000;
    const stream = new NodeStream(SIM_SERVER_SEED, 'cap');
    const floats: number[] = [];
    let capped = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const mines = minesPositions(stream.floats(nonce, 21, floats), 21);
      if (![0, 1, 2, 3].some((tile) => mines.includes(tile))) {
        capped++;
        expect(minesPayout(100, 21, 4)).toBe(100 * MINES_MAX_WIN);
        expect(minesRoundComplete(21, 4)).toBe(true);
      }
    }
    const p = 1 / 12_650;
    expect(Math.abs(capped / rounds - p)).toBeLessThan(tolerance(p * (1 - p), rounds));
    expect(capped).toBeGreaterThan(0);
  });
});
