import type { ExactFigures } from '../index.js';
import { slotMultiplier } from '../../families/slot/pays.js';
import { capped } from '../../families/slot/round.js';
import { respinSymbolOf, spinAt } from './engine.js';
import { CREDITS_PER_BET, MAX_WIN, REELS } from './math.js';

/*
 * Exact, over the full cycle of the three strips, the Fortune Respin included. For reels 1 and 2
 * at given stops, the respin is one more stop of reel 3 alone: its outcomes are the very outcomes
 * of the paid spin's reel 3 for the same reels 1 and 2, each equally likely. So over the L1 x L2 x
 * L3 x L3 equally likely (paid stops, respin stop) pairs, an outcome of reel 3 that wins is
 * counted L3 times as the paid spin, plus z times as the respin when reels 1 and 2 hold a respin
 * symbol (z: the stops of reel 3 that pay nothing there). Every sum is of whole credits, exact in
 * a double.
 */

export interface FortuneCycle {
  /** Equally likely (paid stops, respin stop) pairs: L1 x L2 x L3 x L3. */
  outcomes: number;
  /** Sums over them of the round's win and its square (credits), and of rounds that pay. */
  win: number;
  squares: number;
  hits: number;
  /** Rounds with a Fortune Respin, and with a Full Screen bonus (on either spin). */
  respins: number;
  fullScreens: number;
  /** The largest round win, credits after the cap. */
  largest: number;
}

/** Walks the full cycle once: L1 x L2 x L3 spins. */
export function fortuneCycle(): FortuneCycle {
  const [first, second, third] = REELS.strips.map((strip) => strip.length) as [number, number, number];
  const out: FortuneCycle = { outcomes: first * second * third * third, win: 0, squares: 0, hits: 0, respins: 0, fullScreens: 0, largest: 0 };
  const wins = new Float64Array(third);
  const full = new Uint8Array(third);
  for (let a = 0; a < first; a++) {
    for (let b = 0; b < second; b++) {
      let zero = 0;
      let holds = false;
      for (let c = 0; c < third; c++) {
        const spin = spinAt([a, b, c]);
        wins[c] = spin.win;
        full[c] = spin.fullScreen === undefined ? 0 : 1;
        if (spin.win > 0) continue;
        zero++;
        // Whether reels 1 and 2 hold a symbol depends on them alone; it matters where nothing pays.
        holds = respinSymbolOf(spin) !== undefined;
      }
      const respun = holds ? zero : 0;
      out.respins += respun * third;
      for (let c = 0; c < third; c++) {
        const win = wins[c] as number;
        if (win === 0) continue;
        // L3 times as the paid spin, `respun` times more as the respin.
        const weight = third + respun;
        out.win += weight * win;
        out.squares += weight * win * win;
        out.hits += weight;
        if (full[c]) out.fullScreens += weight;
        out.largest = Math.max(out.largest, capped(win, MAX_WIN * 10_000, CREDITS_PER_BET).win);
      }
    }
  }
  return out;
}

/** RTP, hit rate and sigma of the full cycle; the largest win is nine wilds, doubled. */
export function figures(): ExactFigures {
  const cycle = fortuneCycle();
  const mean = cycle.win / cycle.outcomes / CREDITS_PER_BET;
  const square = cycle.squares / cycle.outcomes / (CREDITS_PER_BET * CREDITS_PER_BET);
  const lengths = REELS.strips.map((strip) => strip.length);
  return {
    rtp: mean * 100,
    hitRate: (cycle.hits / cycle.outcomes) * 100,
    sigma: Math.sqrt(square - mean * mean),
    maxWin: slotMultiplier(cycle.largest, CREDITS_PER_BET),
    method: `full cycle of ${lengths.join(' x ')} = ${lengths.reduce((product, length) => product * length, 1).toLocaleString('en')} stops; each Fortune Respin by reel 3's ${lengths[2]} stops`,
  };
}
