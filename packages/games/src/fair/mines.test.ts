import { describe, expect, it } from 'vitest';
import { MINES_TILES } from '../contract.js';
import { catalogue, NodeStream, SIM_CLIENT_SEED, SIM_ROUNDS, SIM_SERVER_SEED, tolerance } from '../../test/hmac-stream.js';
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
} from './mines.js';

const shown = (mines: number, gems: number) =>
  (minesMultiplier(mines, gems) / 10_000).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const exact = (mines: number, gems: number) => {
  const { numerator, denominator } = minesExactMultiplier(mines, gems);
  return Number(numerator) / Number(denominator);
};

describe('mines multipliers (rule page table)', () => {
  // Rows: gems uncovered; columns: 1, 3, 5, 10, 20, 24 mines. '—' cannot be reached.
  const columns = [1, 3, 5, 10, 20, 24];
  const table: [number, ...string[]][] = [
    [1, '1.01', '1.10', '1.21', '1.62', '4.85', '24.25'],
    [2, '1.05', '1.26', '1.53', '2.77', '29.10', '—'],
    [3, '1.10', '1.45', '1.96', '4.90', '223.10', '—'],
    [4, '1.15', '1.68', '2.53', '8.99', '2,454.10', '—'],
    [5, '1.21', '1.96', '3.32', '17.16', '10,000.00', '—'],
    [6, '1.28', '2.30', '4.43', '34.32', '—', '—'],
    [8, '1.43', '3.28', '8.33', '163.03', '—', '—'],
    [10, '1.62', '4.90', '17.16', '1,055.84', '—', '—'],
    [12, '1.87', '7.80', '40.04', '10,000.00', '—', '—'],
    [15, '2.43', '18.59', '204.51', '—', '—', '—'],
    [20, '4.85', '223.10', '10,000.00', '—', '—', '—'],
    [24, '24.25', '—', '—', '—', '—', '—'],
  ];
  it.each(table)('after %i gems', (gems, ...cells) => {
    cells.forEach((cell, index) => {
      const mines = columns[index] as number;
      // A dash: more gems than the board holds, or a step past the round-ending cap.
      const reachable = gems <= minesGems(mines) && !(gems > 1 && minesRoundComplete(mines, gems - 1));
      if (cell === '—') expect(reachable, `${mines} mines`).toBe(false);
      else expect(shown(mines, gems), `${mines} mines`).toBe(cell);
    });
  });

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
