import type { Strip } from '../../families/slot/index.js';
import type { ExactFigures } from '../index.js';
import {
  BLAST_MIN,
  CART,
  CREDITS_PER_BET,
  LINES,
  MATH,
  MAX_LANTERNS,
  MAX_LODES,
  MAX_WIN,
  NUGGET_VALUES,
  PAYING,
  PAYS,
  ROCKS,
  START_PICKS,
  WILD,
  type GoldDiggerMath,
} from './math.js';

/*
 * The figures, from the data (the strips keep TNT off reel 1 and never show two carts in a
 * window: a line's symbol is reel 1's, and the bonus needs one cart on each of reels 1, 3, 5):
 * - Spins without a blast, exactly: every window of reels 1-3 (their strips' full cycle); a line
 *   pays from its first three positions, so reels 4 and 5 enter through each reel's chances that
 *   one or two of its rows match given symbols (the second moment needs two lines at once).
 * - Spins with a blast: each line's expected win exactly, by dynamic programming over the reels,
 *   every position blasted or not, weighted by the chance that exactly those of the line's open
 *   positions are among the blast's (a uniform choice among all open positions). Their hit rate
 *   and second moment, where the lines share the blast's wilds, from a dedicated simulation.
 * - The Mine Cart Bonus, exactly: every rock face its weights give, the picks' chances (the rocks
 *   broken are a uniformly random order of the face, whatever the player picks) and the sums of
 *   the nuggets found.
 * - The cap, exactly over every trigger window without a blast; on a blasted spin (1 in 40 of the
 *   bonus's 1 in 160) the bonus would need 2,000x of its own to reach it: less than 10^-9 points.
 */

const NS = PAYING.length;
const TNT = NS;
const CART_INDEX = NS + 1;
const REELS = 5;
const ROWS = 3;
const INDEX = new Map<string, number>([...PAYING, WILD, CART].map((symbol, index) => [symbol, index]));
/** Pays by symbol index, by count (0..5). */
const PAY: number[][] = PAYING.map((symbol) => [0, ...Array.from({ length: 5 }, (_, k) => PAYS[symbol]?.[k] ?? 0)]);

function windowsOf(strip: Strip): Uint8Array {
  const out = new Uint8Array(strip.length * ROWS);
  strip.forEach((_, stop) => {
    for (let row = 0; row < ROWS; row++) out[stop * ROWS + row] = INDEX.get(strip[(stop + row) % strip.length] as string) as number;
  });
  return out;
}

/** Paying symbols a shown symbol counts as (a TNT: all of them). */
function matches(symbol: number): number[] {
  if (symbol === TNT) return [...Array(NS).keys()];
  return symbol < NS ? [symbol] : [];
}

function hasCart(windows: Uint8Array, stop: number): boolean {
  for (let row = 0; row < ROWS; row++) if (windows[stop * ROWS + row] === CART_INDEX) return true;
  return false;
}

/** P(row a matches s) and P(row a matches s and row b matches t) over a reel's windows, over those with a cart or all. */
function matchTables(windows: Uint8Array, only?: (stop: number) => boolean): { mass: number; one: Float64Array; two: Float64Array } {
  const stops = windows.length / ROWS;
  const one = new Float64Array(ROWS * NS);
  const two = new Float64Array(ROWS * ROWS * NS * NS);
  let mass = 0;
  for (let stop = 0; stop < stops; stop++) {
    if (only && !only(stop)) continue;
    mass += 1 / stops;
    for (let a = 0; a < ROWS; a++) {
      const first = matches(windows[stop * ROWS + a] as number);
      for (const s of first) one[a * NS + s] = (one[a * NS + s] as number) + 1 / stops;
      for (let b = 0; b < ROWS; b++) {
        const second = matches(windows[stop * ROWS + b] as number);
        for (const s of first) for (const t of second) two[((a * ROWS + b) * NS + s) * NS + t] = (two[((a * ROWS + b) * NS + s) * NS + t] as number) + 1 / stops;
      }
    }
  }
  return { mass, one, two };
}

/** Moments of a spin without a blast, in credits. */
export interface PlainSpin {
  mean: number;
  square: number;
  /** P(some line pays). */
  lineHit: number;
  /** P(the bonus starts). */
  trigger: number;
  /** P(the bonus starts and no line pays). */
  triggerAlone: number;
  /** E[line win, on spins that start the bonus] (times their chance). */
  triggerMean: number;
}

export function plainSpin(math: GoldDiggerMath = MATH): PlainSpin {
  const [w1, w2, w3, w4, w5] = math.reels.strips.map(windowsOf) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const [n1, n2, n3] = [w1.length / ROWS, w2.length / ROWS, w3.length / ROWS];
  const four = matchTables(w4);
  const fifthAll = matchTables(w5);
  const fifthCart = matchTables(w5, (stop) => hasCart(w5, stop));
  const active = { symbol: new Int32Array(LINES.length), four: new Int32Array(LINES.length), five: new Int32Array(LINES.length) };
  const out: PlainSpin = { mean: 0, square: 0, lineHit: 0, trigger: 0, triggerAlone: 0, triggerMean: 0 };
  const weight = 1 / (n1 * n2 * n3);
  const moments = [0, 0, 0, 0];
  for (let p1 = 0; p1 < n1; p1++) {
    const cart1 = hasCart(w1, p1);
    for (let p2 = 0; p2 < n2; p2++) {
      for (let p3 = 0; p3 < n3; p3++) {
        let count = 0;
        LINES.forEach((rows) => {
          const s = w1[p1 * ROWS + (rows[0] as number)] as number;
          if (s >= NS) return;
          const b = w2[p2 * ROWS + (rows[1] as number)] as number;
          if (b !== s && b !== TNT) return;
          const c = w3[p3 * ROWS + (rows[2] as number)] as number;
          if (c !== s && c !== TNT) return;
          active.symbol[count] = s;
          active.four[count] = rows[3] as number;
          active.five[count] = rows[4] as number;
          count++;
        });
        const trigger = cart1 && hasCart(w3, p3);
        if (count === 0) {
          if (trigger) out.triggerAlone += weight * fifthCart.mass;
          continue;
        }
        out.lineHit += weight;
        // moments[0..1]: E[X], E[X^2] over all of reel 5; moments[2..3]: the same on reel 5's cart windows.
        moments.fill(0);
        for (let i = 0; i < count; i++) {
          const si = active.symbol[i] as number;
          const ai = active.four[i] as number;
          const bi = active.five[i] as number;
          const pay = PAY[si] as number[];
          const [p3i, d4i, d5i] = [pay[3] as number, (pay[4] as number) - (pay[3] as number), (pay[5] as number) - (pay[4] as number)];
          const m4i = four.one[ai * NS + si] as number;
          for (let k = 0; k < 2; k++) {
            const t5 = k === 0 ? fifthAll : fifthCart;
            moments[2 * k] = (moments[2 * k] as number) + t5.mass * (p3i + d4i * m4i) + d5i * m4i * (t5.one[bi * NS + si] as number);
          }
          for (let j = 0; j < count; j++) {
            const sj = active.symbol[j] as number;
            const aj = active.four[j] as number;
            const bj = active.five[j] as number;
            const payj = PAY[sj] as number[];
            const [p3j, d4j, d5j] = [payj[3] as number, (payj[4] as number) - (payj[3] as number), (payj[5] as number) - (payj[4] as number)];
            const m4j = four.one[aj * NS + sj] as number;
            const q4 = four.two[((ai * ROWS + aj) * NS + si) * NS + sj] as number;
            const common = p3i * p3j + p3i * d4j * m4j + p3j * d4i * m4i + d4i * d4j * q4;
            for (let k = 0; k < 2; k++) {
              const t5 = k === 0 ? fifthAll : fifthCart;
              const m5i = t5.one[bi * NS + si] as number;
              const m5j = t5.one[bj * NS + sj] as number;
              const q5 = t5.two[((bi * ROWS + bj) * NS + si) * NS + sj] as number;
              moments[2 * k + 1] =
                (moments[2 * k + 1] as number) +
                t5.mass * common +
                p3i * d5j * m4j * m5j +
                p3j * d5i * m4i * m5i +
                d4i * d5j * q4 * m5j +
                d5i * d4j * q4 * m5i +
                d5i * d5j * q4 * q5;
            }
          }
        }
        out.mean += weight * (moments[0] as number);
        out.square += weight * (moments[1] as number);
        if (trigger) out.triggerMean += weight * (moments[2] as number);
      }
    }
  }
  const carts = [w1, w3, w5].map((windows) => {
    let count = 0;
    for (let stop = 0; stop < windows.length / ROWS; stop++) if (hasCart(windows, stop)) count++;
    return count / (windows.length / ROWS);
  });
  out.trigger = carts.reduce((product, p) => product * p, 1);
  return out;
}

/** The distribution of the line win (credits) on spins without a blast that start the bonus, given that they do. */
export function triggerLineWins(math: GoldDiggerMath = MATH): Map<number, number> {
  const windows = math.reels.strips.map(windowsOf);
  const stops = windows.map((w, reel) => {
    const all = [...Array(w.length / ROWS).keys()];
    return reel % 2 === 0 ? all.filter((stop) => hasCart(w, stop)) : all;
  });
  const [s1, s2, s3, s4, s5] = stops as [number[], number[], number[], number[], number[]];
  const [w1, w2, w3, w4, w5] = windows as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const weight = 1 / stops.reduce((product, list) => product * list.length, 1);
  const out = new Map<number, number>();
  const add = (win: number, p: number) => out.set(win, (out.get(win) ?? 0) + p);
  const symbol = new Int32Array(LINES.length);
  const line = new Int32Array(LINES.length);
  for (const p1 of s1) {
    for (const p2 of s2) {
      for (const p3 of s3) {
        let count = 0;
        LINES.forEach((rows, index) => {
          const s = w1[p1 * ROWS + (rows[0] as number)] as number;
          if (s >= NS) return;
          const b = w2[p2 * ROWS + (rows[1] as number)] as number;
          const c = w3[p3 * ROWS + (rows[2] as number)] as number;
          if ((b === s || b === TNT) && (c === s || c === TNT)) {
            symbol[count] = s;
            line[count++] = index;
          }
        });
        if (count === 0) {
          add(0, weight * s4.length * s5.length);
          continue;
        }
        for (const p4 of s4) {
          for (const p5 of s5) {
            let win = 0;
            for (let i = 0; i < count; i++) {
              const s = symbol[i] as number;
              const rows = LINES[line[i] as number] as readonly number[];
              const d = w4[p4 * ROWS + (rows[3] as number)] as number;
              const e = w5[p5 * ROWS + (rows[4] as number)] as number;
              const kind = d === s || d === TNT ? (e === s || e === TNT ? 5 : 4) : 3;
              win += (PAY[s] as number[])[kind] as number;
            }
            add(win, weight);
          }
        }
      }
    }
  }
  return out;
}

/** C(n, k) as a float. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return out;
}

/**
 * A line's states as the reels are read left to right: all wild so far (0..5 wilds), a run of
 * symbol s still going (count 1..5), a run of s that stopped at 3 or 4, or nothing to pay.
 */
const WILD_STATES = 6;
const runState = (s: number, count: number) => WILD_STATES + s * 5 + (count - 1);
const doneState = (s: number, count: number) => WILD_STATES + NS * 5 + s * 2 + (count - 3);
const DEAD = WILD_STATES + NS * 7;
const LINE_STATES = DEAD + 1;
const NEXT: Int32Array = (() => {
  const next = new Int32Array(LINE_STATES * (NS + 2)).fill(DEAD);
  for (let x = 0; x < NS + 2; x++) {
    for (let c = 0; c < 5; c++) next[c * (NS + 2) + x] = x === TNT ? c + 1 : x === CART_INDEX ? DEAD : runState(x, c + 1);
    for (let s = 0; s < NS; s++) {
      for (let c = 1; c <= 5; c++) {
        const alive = x === s || x === TNT;
        next[runState(s, c) * (NS + 2) + x] = alive && c < 5 ? runState(s, c + 1) : alive ? runState(s, 5) : c >= 3 ? doneState(s, c) : DEAD;
      }
      for (let c = 3; c <= 4; c++) next[doneState(s, c) * (NS + 2) + x] = doneState(s, c);
    }
  }
  return next;
})();
const STATE_PAY: Float64Array = (() => {
  const pay = new Float64Array(LINE_STATES);
  for (let s = 0; s < NS; s++) {
    for (let c = 3; c <= 5; c++) pay[runState(s, c)] = (PAY[s] as number[])[c] as number;
    for (let c = 3; c <= 4; c++) pay[doneState(s, c)] = (PAY[s] as number[])[c] as number;
  }
  return pay;
})();

/** E[line win] and E[line win, on spins that start the bonus] of a spin with a blast, in credits, exactly. */
export function blastSpin(math: GoldDiggerMath = MATH): { mean: number; triggerMean: number } {
  const windows = math.reels.strips.map(windowsOf);
  // Per reel and row: the chance of (symbol at the row, positions of the window the blast cannot take, a cart in view).
  const options = windows.map((w) =>
    [0, 1, 2].map((row) => {
      const stops = w.length / ROWS;
      const found = new Map<number, number>();
      for (let stop = 0; stop < stops; stop++) {
        let closed = 0;
        for (let r = 0; r < ROWS; r++) if ((w[stop * ROWS + r] as number) >= NS) closed++;
        const key = ((w[stop * ROWS + row] as number) * 4 + closed) * 2 + (hasCart(w, stop) ? 1 : 0);
        found.set(key, (found.get(key) ?? 0) + 1 / stops);
      }
      return [...found].map(([key, p]) => ({ symbol: key >> 3, closed: (key >> 1) & 3, cart: key & 1, p }));
    }),
  );
  const maxClosed = REELS * ROWS;
  const [E, J, G, C] = [6, 6, maxClosed + 1, 4];
  const size = LINE_STATES * E * J * G * C;
  const index = (ls: number, e: number, j: number, g: number, c: number) => (((ls * E + e) * J + j) * G + g) * C + c;
  const counts = math.blastCountWeights;
  const countTotal = counts.reduce((sum, w) => sum + w, 0);
  // P(exactly these j of the line's e open positions are blasted), with g positions closed in all.
  const chosen = (g: number, e: number, j: number) => {
    const open = REELS * ROWS - g;
    let p = 0;
    counts.forEach((w, i) => {
      const k = Math.min(BLAST_MIN + i, open);
      p += (w / countTotal) * (choose(open - e, k - j) / choose(open, k));
    });
    return p;
  };
  let mean = 0;
  let triggerMean = 0;
  for (const rows of LINES) {
    let dp = new Float64Array(size);
    dp[index(0, 0, 0, 0, 0)] = 1;
    for (let reel = 0; reel < REELS; reel++) {
      const next = new Float64Array(size);
      const opts = (options[reel] as { symbol: number; closed: number; cart: number; p: number }[][])[rows[reel] as number] as { symbol: number; closed: number; cart: number; p: number }[];
      for (let at = 0; at < size; at++) {
        const p = dp[at] as number;
        if (p === 0) continue;
        const c = at % C;
        const g = Math.floor(at / C) % G;
        const j = Math.floor(at / (C * G)) % J;
        const e = Math.floor(at / (C * G * J)) % E;
        const ls = Math.floor(at / (C * G * J * E));
        for (const option of opts) {
          const q = p * option.p;
          const g2 = g + option.closed;
          const c2 = c + option.cart;
          if (option.symbol >= NS) {
            const to = index(NEXT[ls * (NS + 2) + option.symbol] as number, e, j, g2, c2);
            next[to] = (next[to] as number) + q;
          } else {
            const kept = index(NEXT[ls * (NS + 2) + option.symbol] as number, e + 1, j, g2, c2);
            next[kept] = (next[kept] as number) + q;
            const blasted = index(NEXT[ls * (NS + 2) + TNT] as number, e + 1, j + 1, g2, c2);
            next[blasted] = (next[blasted] as number) + q;
          }
        }
      }
      dp = next;
    }
    for (let at = 0; at < size; at++) {
      const p = dp[at] as number;
      if (p === 0) continue;
      const c = at % C;
      const g = Math.floor(at / C) % G;
      const j = Math.floor(at / (C * G)) % J;
      const e = Math.floor(at / (C * G * J)) % E;
      const ls = Math.floor(at / (C * G * J * E));
      const pay = STATE_PAY[ls] as number;
      if (pay === 0) continue;
      const value = p * pay * chosen(g, e, j);
      mean += value;
      if (c === 3) triggerMean += value;
    }
  }
  return { mean, triggerMean };
}

/** The bonus's win in x the total bet: P(B = b) for every b. */
export function bonusDistribution(math: GoldDiggerMath = MATH): Float64Array {
  // Up to x5 on 9 nuggets of the largest value (a face of 6 lanterns): sized for any weights.
  const out = new Float64Array((MAX_LODES + 1) * (NUGGET_VALUES.at(-1) as number) * ROCKS + 1);
  const nuggetTotal = math.nuggetWeights.reduce((sum, w) => sum + w, 0);
  // sums[n][s] = P(n nuggets are worth s).
  const sums: Float64Array[] = [Float64Array.of(1)];
  const sumOf = (n: number): Float64Array => {
    while (sums.length <= n) {
      const last = sums[sums.length - 1] as Float64Array;
      const next = new Float64Array(last.length + (NUGGET_VALUES.at(-1) as number));
      last.forEach((p, s) => {
        if (p === 0) return;
        math.nuggetWeights.forEach((w, i) => {
          next[s + (NUGGET_VALUES[i] as number)] = (next[s + (NUGGET_VALUES[i] as number)] as number) + (p * w) / nuggetTotal;
        });
      });
      sums.push(next);
    }
    return sums[n] as Float64Array;
  };
  const lanternTotal = math.lanternWeights.reduce((sum, w) => sum + w, 0);
  const lodeTotal = math.lodeWeights.reduce((sum, w) => sum + w, 0);
  math.lanternWeights.forEach((wl, lanterns) => {
    math.lodeWeights.forEach((wm, lodes) => {
      const face = (wl / lanternTotal) * (wm / lodeTotal);
      if (face === 0) return;
      const nuggets = ROCKS - lanterns - lodes;
      // The picks: p[l][m][n] = P(l lanterns, m lodes and n nuggets found at some point), each next rock a uniform one of those left.
      const at = (l: number, m: number, n: number) => (l * (MAX_LODES + 1) + m) * (ROCKS + 1) + n;
      const reach = new Float64Array((MAX_LANTERNS + 1) * (MAX_LODES + 1) * (ROCKS + 1));
      reach[at(0, 0, 0)] = 1;
      for (let found = 0; found <= ROCKS; found++) {
        for (let l = 0; l <= Math.min(lanterns, found); l++) {
          for (let m = 0; m <= Math.min(lodes, found - l); m++) {
            const n = found - l - m;
            const p = reach[at(l, m, n)] as number;
            if (n > nuggets || p === 0) continue;
            const left = ROCKS - found;
            if (START_PICKS + l - m - n <= 0 || left === 0) {
              sumOf(n).forEach((q, sum) => {
                if (q > 0) out[(1 + m) * sum] = (out[(1 + m) * sum] as number) + face * p * q;
              });
              continue;
            }
            if (lanterns > l) reach[at(l + 1, m, n)] = (reach[at(l + 1, m, n)] as number) + (p * (lanterns - l)) / left;
            if (lodes > m) reach[at(l, m + 1, n)] = (reach[at(l, m + 1, n)] as number) + (p * (lodes - m)) / left;
            if (nuggets > n) reach[at(l, m, n + 1)] = (reach[at(l, m, n + 1)] as number) + (p * (nuggets - n)) / left;
          }
        }
      }
    });
  });
  return out;
}

/** A blasted spin's line hit rate and second moment, as a simulation measures them. */
export interface BlastSample {
  spins: number;
  /** P(some line pays). */
  lineHit: number;
  /** P(the bonus starts and no line pays). */
  triggerAlone: number;
  /** E[X^2], credits squared. */
  square: number;
  /** E[X], to compare with the exact mean. */
  mean: number;
}

/** xoshiro128** seeded by splitmix32: the dedicated simulation's floats (any good generator would do; this one repeats). */
function generator(seed: number): () => number {
  let z = seed >>> 0;
  const split = () => {
    z = (z + 0x9e3779b9) >>> 0;
    let t = z ^ (z >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
  let [a, b, c, d] = [split(), split(), split(), split()];
  const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 4_294_967_296;
  };
}

/**
 * Blasted spins on a dedicated evaluator: the engine's reads (stops, the count, a partial shuffle
 * of the open positions) on typed arrays, lines through the same state machine as blastSpin.
 */
export function sampleBlast(spins: number, seed = 1, math: GoldDiggerMath = MATH): BlastSample {
  const next = generator(seed);
  const windows = math.reels.strips.map(windowsOf);
  const counts = math.blastCountWeights;
  const countTotal = counts.reduce((sum, w) => sum + w, 0);
  const grid = new Uint8Array(REELS * ROWS);
  const open = new Int32Array(REELS * ROWS);
  const lines = LINES.map((rows) => rows.map((row, reel) => reel * ROWS + row));
  let [lineHit, triggerAlone, square, mean] = [0, 0, 0, 0];
  for (let i = 0; i < spins; i++) {
    let carts = 0;
    let openCount = 0;
    for (let reel = 0; reel < REELS; reel++) {
      const w = windows[reel] as Uint8Array;
      const stop = Math.floor(next() * (w.length / ROWS));
      for (let row = 0; row < ROWS; row++) {
        const shown = w[stop * ROWS + row] as number;
        grid[reel * ROWS + row] = shown;
        if (shown === CART_INDEX) carts++;
        if (shown < NS) open[openCount++] = reel * ROWS + row;
      }
    }
    let t = Math.floor(next() * countTotal);
    let index = 0;
    while (t >= (counts[index] as number)) t -= counts[index++] as number;
    const blasted = Math.min(BLAST_MIN + index, openCount);
    for (let k = 0; k < blasted; k++) {
      const j = k + Math.floor(next() * (openCount - k));
      const cell = open[j] as number;
      open[j] = open[k] as number;
      open[k] = cell;
      grid[cell] = TNT;
    }
    let win = 0;
    for (const cells of lines) {
      let ls = 0;
      for (const cell of cells) ls = NEXT[ls * (NS + 2) + (grid[cell] as number)] as number;
      win += STATE_PAY[ls] as number;
    }
    if (win > 0) lineHit++;
    else if (carts === 3) triggerAlone++;
    square += win * win;
    mean += win;
  }
  return { spins, lineHit: lineHit / spins, triggerAlone: triggerAlone / spins, square: square / spins, mean: mean / spins };
}

/** Every part of the figures, in bets. */
export interface GoldDiggerParts {
  plain: PlainSpin;
  blast: { mean: number; triggerMean: number };
  sample: BlastSample;
  bonus: { mean: number; square: number; pays: number };
  cap: { mean: number; square: number };
}

export function figuresOf(parts: GoldDiggerParts, math: GoldDiggerMath = MATH): ExactFigures & { parts: GoldDiggerParts } {
  const pb = 1 / math.blastOneIn;
  const credits = CREDITS_PER_BET;
  const { plain, blast, sample, bonus, cap } = parts;
  const lines = ((1 - pb) * plain.mean + pb * blast.mean) / credits;
  const square = ((1 - pb) * plain.square + pb * sample.square) / credits ** 2;
  const triggerMean = ((1 - pb) * plain.triggerMean + pb * blast.triggerMean) / credits;
  const rtp = lines + plain.trigger * bonus.mean - cap.mean;
  const second = square + 2 * triggerMean * bonus.mean + plain.trigger * bonus.square - cap.square;
  const hit = (1 - pb) * (plain.lineHit + plain.triggerAlone * bonus.pays) + pb * (sample.lineHit + sample.triggerAlone * bonus.pays);
  return {
    rtp: rtp * 100,
    hitRate: hit * 100,
    maxWin: MAX_WIN * 10_000,
    sigma: Math.sqrt(second - rtp * rtp),
    method: '',
    parts,
  };
}

/** The bonus's moments and the cap's effect (exact, on trigger spins without a blast). */
export function bonusParts(math: GoldDiggerMath = MATH, plain: PlainSpin = plainSpin(math)): { bonus: GoldDiggerParts['bonus']; cap: GoldDiggerParts['cap'] } {
  const dist = bonusDistribution(math);
  let mean = 0;
  let square = 0;
  dist.forEach((p, b) => {
    mean += p * b;
    square += p * b * b;
  });
  const pays = 1 - (dist[0] as number);
  const lines = triggerLineWins(math);
  let capMean = 0;
  let capSquare = 0;
  for (const [credits, px] of lines) {
    const x = credits / CREDITS_PER_BET;
    dist.forEach((p, b) => {
      if (p === 0 || x + b <= MAX_WIN) return;
      capMean += px * p * (x + b - MAX_WIN);
      capSquare += px * p * ((x + b) ** 2 - MAX_WIN ** 2);
    });
  }
  const scale = plain.trigger * (1 - 1 / math.blastOneIn);
  return { bonus: { mean, square, pays }, cap: { mean: capMean * scale, square: capSquare * scale } };
}

/** Blasted spins the figures simulate (their line hit rate and second moment). */
export const BLAST_SAMPLE = 500_000;

/** Every part of the figures of the game's math. */
export function figureParts(math: GoldDiggerMath = MATH): GoldDiggerParts {
  const plain = plainSpin(math);
  return { plain, blast: blastSpin(math), sample: sampleBlast(BLAST_SAMPLE, 1, math), ...bonusParts(math, plain) };
}

export function figures(): ExactFigures {
  const { parts: _parts, ...out } = figuresOf(figureParts());
  return {
    ...out,
    method:
      'exact: every window of reels 1-3 with reels 4-5 by their match chances; blasted spins by dynamic programming per line; the bonus over every rock face and pick order; the cap over every trigger window without a blast (with one, it cannot move the RTP by 10^-9 points). ' +
      `The hit rate and sigma of the 1 spin in 40 with a blast (its wilds shared by the lines) from ${BLAST_SAMPLE.toLocaleString('en')} simulated blasted spins`,
  };
}
