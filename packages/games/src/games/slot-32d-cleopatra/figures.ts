import type { ExactFigures } from '../index.js';
import { lineWins } from '../../families/slot/pays.js';
import { cycleOf, type ReelSet } from '../../families/slot/reels.js';
import { BASE_REELS, CREDITS_PER_BET, FREE_GAMES, FREE_MULTIPLIER, FREE_REELS, LINES, MAX_WIN, PAYS, PYRAMID, PYRAMID_PAYS, SYMBOLS, WILDS } from './math.js';

/*
 * The exact figures: every spin's whole win distribution over the full cycle of its reels, and
 * the round's from them.
 *
 * - A spin. Every symbol pays from 3 of a kind, so a line pays nothing unless its first three
 *   symbols do; reels 1 to 3 (walked by the distinct windows they show) decide which lines are
 *   still paying and in which "state" (line starts whose 144 endings on reels 4 and 5 pay alike
 *   share one). Windows of reels 1 to 3 with the same paying lines, states and Pyramids are walked
 *   once against every pair of windows of reels 4 and 5. That gives P(win = w, Pyramids = k) for
 *   every w in credits: the paid spin's on the base reels, a free game's on the free reels.
 * - The free games. Each free game and the games it awards are independent of the others, so the
 *   win of "one free game and everything it leads to", Y, has a generating function H with
 *   H(z) = sum over a of F_a(z) H(z)^a, F_a the free game's (tripled win, awarding a games); the
 *   round's is X(z) = sum over a of B_a(z) H(z)^a, B_a the paid spin's. Both are solved pointwise
 *   on 2^19 roots of unity (H by fixed-point iteration, a contraction while less than one game
 *   is awarded per game) and an inverse FFT gives P(X = x), in credits, to 16,384x the bet.
 * - The cap: the rule page pays at most 8,000x, so the round's win is min(X, cap). Its mean and
 *   second moment are the uncapped ones (their closed forms) less the part above the cap.
 */

const NAMES = [...SYMBOLS, PYRAMID];
const COUNT = NAMES.length;
const PYRAMID_INDEX = NAMES.indexOf(PYRAMID);
const ENDINGS = COUNT * COUNT;
const FFT_SIZE = 1 << 19;
const CAP = MAX_WIN * CREDITS_PER_BET;

/** array[index] += value (typed arrays' entries are numbers). */
function add(array: Float64Array | Int32Array, index: number, value: number): void {
  array[index] = (array[index] as number) + value;
}

/** The line pays as tables: the state of each 3-symbol start (-1: pays nothing) and each state's 144 endings. */
interface LineTables {
  stateOf: Int32Array;
  pays: Int32Array;
}

function lineTables(): LineTables {
  for (const pays of Object.values(PAYS)) if (!((pays[2] ?? 0) > 0)) throw new RangeError('every symbol must pay from 3 of a kind');
  const payOf = (symbols: readonly number[]) => lineWins(symbols.map((symbol) => [NAMES[symbol] as string]), [[0, 0, 0, 0, 0]], PAYS, WILDS)[0]?.win ?? 0;
  const stateOf = new Int32Array(COUNT ** 3).fill(-1);
  const states = new Map<string, number>();
  const tables: number[][] = [];
  for (let start = 0; start < COUNT ** 3; start++) {
    const first = [Math.floor(start / ENDINGS), Math.floor(start / COUNT) % COUNT, start % COUNT];
    // Pyramids on reels 4 and 5 end every run: what is left is what the first three pay.
    if (payOf([...first, PYRAMID_INDEX, PYRAMID_INDEX]) === 0) continue;
    const table: number[] = [];
    for (let ending = 0; ending < ENDINGS; ending++) table.push(payOf([...first, Math.floor(ending / COUNT), ending % COUNT]));
    const key = table.join(',');
    let state = states.get(key);
    if (state === undefined) {
      state = tables.length;
      states.set(key, state);
      tables.push(table);
    }
    stateOf[start] = state;
  }
  return { stateOf, pays: Int32Array.from(tables.flat()) };
}

/** The distinct windows of one reel: symbols (3 per window, top to bottom), how many stops show each, their Pyramids. */
interface Windows {
  count: number;
  symbols: Int32Array;
  stops: Float64Array;
  pyramids: Int32Array;
}

function windowsOf(strip: readonly string[]): Windows {
  const seen = new Map<number, number>();
  for (let stop = 0; stop < strip.length; stop++) {
    let key = 0;
    for (let row = 0; row < 3; row++) {
      const symbol = NAMES.indexOf(strip[(stop + row) % strip.length] as (typeof NAMES)[number]);
      if (symbol < 0) throw new RangeError(`${strip[(stop + row) % strip.length]} is no symbol of the game`);
      key = key * COUNT + symbol;
    }
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const count = seen.size;
  const out: Windows = { count, symbols: new Int32Array(count * 3), stops: new Float64Array(count), pyramids: new Int32Array(count) };
  [...seen].forEach(([key, stops], index) => {
    const symbols = [Math.floor(key / ENDINGS), Math.floor(key / COUNT) % COUNT, key % COUNT];
    out.symbols.set(symbols, index * 3);
    out.stops[index] = stops;
    out.pyramids[index] = symbols.filter((symbol) => symbol === PYRAMID_INDEX).length;
  });
  return out;
}

/** One spin's distribution: `byPyramids[k][w]`, the probability of k Pyramids in view and a win of w credits (no multiplier). */
export interface SpinDistribution {
  byPyramids: Float64Array[];
}

/** The exact distribution of one spin on `reels` (5 reels of 3 rows), over their full cycle. */
export function spinDistribution(reels: ReelSet, tables: LineTables = lineTables()): SpinDistribution {
  if (reels.strips.length !== 5 || reels.rows.some((rows) => rows !== 3)) throw new RangeError('5 reels of 3 rows');
  const [w1, w2, w3, w4, w5] = reels.strips.map(windowsOf) as [Windows, Windows, Windows, Windows, Windows];
  const maxPyramids = [w1, w2, w3, w4, w5].reduce((sum, reel) => sum + Math.max(...reel.pyramids), 0);
  const largest = Math.max(...Object.values(PAYS).flat()) * LINES.length + Math.max(...PYRAMID_PAYS);
  const size = largest + 1;
  const hist = new Float64Array((maxPyramids + 1) * size);
  const pyramidPay = Int32Array.from({ length: maxPyramids + 1 }, (_, k) => (k > 0 ? (PYRAMID_PAYS[Math.min(k, PYRAMID_PAYS.length) - 1] ?? 0) : 0));
  const rows = Int32Array.from(LINES.flat());
  const { stateOf, pays } = tables;

  // Reels 4 and 5 by their Pyramids alone: for the windows of reels 1 to 3 where no line pays.
  const pyramids45 = new Float64Array(maxPyramids + 1);
  for (let a = 0; a < w4.count; a++) for (let b = 0; b < w5.count; b++) add(pyramids45, (w4.pyramids[a] as number) + (w5.pyramids[b] as number), (w4.stops[a] as number) * (w5.stops[b] as number));

  // Reels 1 to 3, grouped by Pyramids and paying lines (state, row on reel 4, row on reel 5; sorted).
  const groups = new Map<string, { stops: number; pyramids: number; lines: Int32Array }>();
  const lines = new Int32Array(LINES.length);
  for (let a = 0; a < w1.count; a++) {
    for (let b = 0; b < w2.count; b++) {
      for (let c = 0; c < w3.count; c++) {
        const stops = (w1.stops[a] as number) * (w2.stops[b] as number) * (w3.stops[c] as number);
        const pyramids = (w1.pyramids[a] as number) + (w2.pyramids[b] as number) + (w3.pyramids[c] as number);
        let paying = 0;
        for (let line = 0; line < LINES.length; line++) {
          const at = line * 5;
          const start = ((w1.symbols[a * 3 + (rows[at] as number)] as number) * COUNT + (w2.symbols[b * 3 + (rows[at + 1] as number)] as number)) * COUNT + (w3.symbols[c * 3 + (rows[at + 2] as number)] as number);
          const state = stateOf[start] as number;
          if (state < 0) continue;
          const code = state * 9 + (rows[at + 3] as number) * 3 + (rows[at + 4] as number);
          let i = paying++;
          for (; i > 0 && (lines[i - 1] as number) > code; i--) lines[i] = lines[i - 1] as number;
          lines[i] = code;
        }
        if (paying === 0) {
          for (let k = 0; pyramids + k <= maxPyramids; k++) add(hist, (pyramids + k) * size + (pyramidPay[pyramids + k] as number), stops * (pyramids45[k] as number));
          continue;
        }
        const key = String.fromCharCode(pyramids, ...lines.subarray(0, paying));
        const group = groups.get(key);
        if (group) group.stops += stops;
        else groups.set(key, { stops, pyramids, lines: lines.slice(0, paying) });
      }
    }
  }

  // Each group against every pair of windows of reels 4 and 5. For a window of reel 4, `byRow[r * 12 + s]`
  // is what the group's lines through row r of reel 5 pay when it shows s.
  const byRow = new Int32Array(3 * COUNT);
  for (const { stops, pyramids, lines: group } of groups.values()) {
    for (let a = 0; a < w4.count; a++) {
      byRow.fill(0);
      for (const code of group) {
        const base = Math.floor(code / 9) * ENDINGS + (w4.symbols[a * 3 + (Math.floor(code / 3) % 3)] as number) * COUNT;
        const row = (code % 3) * COUNT;
        for (let s = 0; s < COUNT; s++) add(byRow, row + s, pays[base + s] as number);
      }
      const weight = stops * (w4.stops[a] as number);
      const pyramidsA = pyramids + (w4.pyramids[a] as number);
      for (let b = 0; b < w5.count; b++) {
        const k = pyramidsA + (w5.pyramids[b] as number);
        const win = (byRow[w5.symbols[b * 3] as number] as number) + (byRow[COUNT + (w5.symbols[b * 3 + 1] as number)] as number) + (byRow[2 * COUNT + (w5.symbols[b * 3 + 2] as number)] as number);
        add(hist, k * size + win + (pyramidPay[k] as number), weight * (w5.stops[b] as number));
      }
    }
  }
  const cycle = cycleOf(reels);
  for (let i = 0; i < hist.length; i++) hist[i] = (hist[i] as number) / cycle;
  return { byPyramids: Array.from({ length: maxPyramids + 1 }, (_, k) => hist.subarray(k * size, (k + 1) * size)) };
}

/** Free games that k Pyramids award. */
const awardOf = (k: number): number => (k > 0 ? (FREE_GAMES[Math.min(k, FREE_GAMES.length) - 1] ?? 0) : 0);

/** A spin's distribution grouped by the free games it awards: award -> P(win = w credits, multiplier applied). */
function byAward(spin: SpinDistribution, multiplier: number): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  spin.byPyramids.forEach((wins, k) => {
    const award = awardOf(k);
    const into = out.get(award) ?? new Map<number, number>();
    out.set(award, into);
    wins.forEach((p, win) => p > 0 && into.set(win * multiplier, (into.get(win * multiplier) ?? 0) + p));
  });
  return out;
}

interface Moments {
  /** Sums over the outcomes of p, p x win, p x win^2, p x award, p x award^2, p x win x award (credits). */
  p: number;
  w: number;
  w2: number;
  a: number;
  a2: number;
  wa: number;
}

function momentsOf(spin: Map<number, Map<number, number>>): Moments {
  const m: Moments = { p: 0, w: 0, w2: 0, a: 0, a2: 0, wa: 0 };
  for (const [award, wins] of spin) {
    for (const [win, p] of wins) {
      m.p += p;
      m.w += p * win;
      m.w2 += p * win * win;
      m.a += p * award;
      m.a2 += p * award * award;
      m.wa += p * win * award;
    }
  }
  return m;
}

/** cos and sin of 2 pi k / FFT_SIZE, k < FFT_SIZE / 2 (made once). */
let twiddles: { cos: Float64Array; sin: Float64Array } | undefined;

/** In-place radix-2 FFT of (re, im), FFT_SIZE long; `inverse` divides by the size. */
function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = FFT_SIZE;
  if (!twiddles) {
    twiddles = { cos: new Float64Array(n / 2), sin: new Float64Array(n / 2) };
    for (let k = 0; k < n / 2; k++) {
      twiddles.cos[k] = Math.cos((2 * Math.PI * k) / n);
      twiddles.sin[k] = Math.sin((2 * Math.PI * k) / n);
    }
  }
  const { cos, sin } = twiddles;
  const sign = inverse ? 1 : -1;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i] as number;
      const m = im[i] as number;
      re[i] = re[j] as number;
      im[i] = im[j] as number;
      re[j] = r;
      im[j] = m;
    }
  }
  for (let length = 2; length <= n; length <<= 1) {
    const half = length >> 1;
    const step = n / length;
    for (let i = 0; i < n; i += length) {
      for (let k = 0; k < half; k++) {
        const a = i + k;
        const b = a + half;
        const wr = cos[k * step] as number;
        const wi = sign * (sin[k * step] as number);
        const xr = (re[b] as number) * wr - (im[b] as number) * wi;
        const xi = (re[b] as number) * wi + (im[b] as number) * wr;
        re[b] = (re[a] as number) - xr;
        im[b] = (im[a] as number) - xi;
        re[a] = (re[a] as number) + xr;
        im[a] = (im[a] as number) + xi;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] = (re[i] as number) / n;
      im[i] = (im[i] as number) / n;
    }
  }
}

/** A distribution's transform, one per award. */
function transforms(spin: Map<number, Map<number, number>>): { award: number; re: Float64Array; im: Float64Array }[] {
  return [...spin].map(([award, wins]) => {
    const re = new Float64Array(FFT_SIZE);
    const im = new Float64Array(FFT_SIZE);
    for (const [win, p] of wins) add(re, win % FFT_SIZE, p);
    fft(re, im, false);
    return { award, re, im };
  });
}

/** P(X = x) for x = 0 .. 2^19 - 1 credits: the round's win before the cap. */
function roundDistribution(paid: Map<number, Map<number, number>>, free: Map<number, Map<number, number>>): Float64Array {
  const B = transforms(paid);
  const F = transforms(free);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  // (r, i)^e by squaring.
  const power = (r: number, i: number, e: number): [number, number] => {
    let pr = 1;
    let pi = 0;
    for (let br = r, bi = i, n = e; n > 0; n >>= 1) {
      if (n & 1) [pr, pi] = [pr * br - pi * bi, pr * bi + pi * br];
      [br, bi] = [br * br - bi * bi, 2 * br * bi];
    }
    return [pr, pi];
  };
  // The inputs are real: the transform at N - k is the conjugate of the one at k.
  for (let k = 0; k <= FFT_SIZE / 2; k++) {
    let hr = 1;
    let hi = 0;
    for (let iteration = 0; iteration < 200; iteration++) {
      let nr = 0;
      let ni = 0;
      for (const { award, re: fr, im: fi } of F) {
        const [pr, pi] = power(hr, hi, award);
        nr += (fr[k] as number) * pr - (fi[k] as number) * pi;
        ni += (fr[k] as number) * pi + (fi[k] as number) * pr;
      }
      const change = Math.abs(nr - hr) + Math.abs(ni - hi);
      hr = nr;
      hi = ni;
      if (change < 1e-16) break;
    }
    let xr = 0;
    let xi = 0;
    for (const { award, re: br, im: bi } of B) {
      const [pr, pi] = power(hr, hi, award);
      xr += (br[k] as number) * pr - (bi[k] as number) * pi;
      xi += (br[k] as number) * pi + (bi[k] as number) * pr;
    }
    re[k] = xr;
    im[k] = xi;
    if (k > 0 && k < FFT_SIZE / 2) {
      re[FFT_SIZE - k] = xr;
      im[FFT_SIZE - k] = -xi;
    }
  }
  fft(re, im, true);
  return re;
}

/** The figures and what they are made of (the tests check the parts). */
export interface CleopatraFigures extends ExactFigures {
  base: SpinDistribution;
  free: SpinDistribution;
  /** Rounds (paid spins) per round that starts free games. */
  triggerEvery: number;
  /** The part of the RTP (percent) the free games pay (before the cap). */
  freeGamesRtp: number;
  /** P(the round reaches the cap). */
  capChance: number;
}

/** Exact: the full cycles of both sets of reels, the free games as a branching process, the cap by FFT. */
export function exactFigures(): CleopatraFigures {
  const tables = lineTables();
  const base = spinDistribution(BASE_REELS, tables);
  const free = spinDistribution(FREE_REELS, tables);
  const paid = byAward(base, 1);
  const games = byAward(free, FREE_MULTIPLIER);

  // Y: one free game and all it leads to. E[Y] = E[w] / (1 - E[a]); E[Y^2] from Y = w + (a copies of Y).
  const g = momentsOf(games);
  if (!(g.a < 1)) throw new RangeError('free games must award fewer than one free game per game');
  const y = g.w / (1 - g.a);
  const y2 = (g.w2 + 2 * g.wa * y + (g.a2 - g.a) * y * y) / (1 - g.a);
  let mean = 0;
  let square = 0;
  let trigger = 0;
  let freeMean = 0;
  for (const [award, wins] of paid) {
    const session = award * y;
    const session2 = award * (y2 - y * y) + session * session;
    for (const [win, p] of wins) {
      mean += p * (win + session);
      square += p * (win * win + 2 * win * session + session2);
      if (award > 0) {
        trigger += p;
        freeMean += p * session;
      }
    }
  }

  const round = roundDistribution(paid, games);
  let over = 0;
  let overSquare = 0;
  let capChance = 0;
  for (let x = CAP; x < FFT_SIZE; x++) {
    const p = round[x] as number;
    capChance += p;
    over += p * (x - CAP);
    overSquare += p * (x * x - CAP * CAP);
  }
  // The FFT's rounding leaves about 1e-17 in every point: a tail that small is none.
  const rtp = (mean - Math.max(0, over)) / CREDITS_PER_BET;
  const second = (square - Math.max(0, overSquare)) / CREDITS_PER_BET ** 2;
  const nothing = paid.get(0)?.get(0) ?? 0;
  // A free game can award more and pay: free games can go on until the cap, the largest win.
  if (!([...games.keys()].some((award) => award > 0) && [...(games.get(0)?.keys() ?? [])].some((win) => win > 0))) {
    throw new RangeError('the free games must be able to go on and pay');
  }
  return {
    rtp: rtp * 100,
    hitRate: (1 - nothing) * 100,
    sigma: Math.sqrt(second - rtp * rtp),
    maxWin: MAX_WIN * 10_000,
    method: `full cycle of the base reels (${cycleOf(BASE_REELS).toLocaleString('en')} stops) and of the free games' reels (${cycleOf(FREE_REELS).toLocaleString('en')}); free games with retriggers as a branching process, the round's whole distribution by FFT, the 8,000x cap subtracted exactly`,
    base,
    free,
    triggerEvery: 1 / trigger,
    freeGamesRtp: (freeMean / CREDITS_PER_BET) * 100,
    capChance: Math.max(0, capChance),
  };
}

/** The exact figures (a few seconds: the full cycles and one FFT of 2^19 points). */
export function figures(): ExactFigures {
  const { rtp, hitRate, sigma, maxWin, method } = exactFigures();
  return { rtp, hitRate, sigma, maxWin, method };
}
