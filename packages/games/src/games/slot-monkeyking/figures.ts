import type { ExactFigures } from '../index.js';
import { reelWindow, type ReelSet } from '../../families/slot/reels.js';
import {
  CARDS,
  CLOUD,
  CLOUD_PAYS,
  CLOUDS_TO_TRIGGER,
  CREDITS_PER_BET,
  DESIGN,
  FREE_GAMES,
  MAX_WIN,
  RETRIGGER,
  STAFF,
  TRANSFORMED_TO,
  WAY_PAYS,
  WAY_SYMBOLS,
  type MonkeyDesign,
  type StaffRule,
} from './math.js';

/*
 * The exact figures. Reels stop independently, so one spin's win factorises by reel: for a symbol
 * paid k reels long, E[pay x ways] = pay x E[weight on reel 1] x ... x E[weight on reel k] x
 * P(no match on reel k + 1), where a staff reel weighs 4 rows x its multiplier. Its square does
 * too, symbol by symbol in pairs; the clouds in view are followed reel by reel (at most one per
 * reel). The free games' total follows from one free game's moments: each game is a copy of the
 * same draw that adds 8 more with probability p, so n games pay a n and the square a^2 n^2 + c n
 * (a = mean / (1 - 8p)). The transformation is one draw per free game: its moments are the mean
 * over the six cards.
 *
 * The cap (8,888x a round) takes off E[(win - cap)+]. That needs the round's distribution near
 * the cap: every spin's exact distribution (each distinct window of each reel, with its weight,
 * enumerated), the free games' total from the same branching in Fourier space, in steps of
 * CAP_STEP credits. Rounding each spin's win down, then up, to a step gives a lower and an upper
 * bound of what the cap takes.
 */

const SYMBOLS = WAY_SYMBOLS.length;
const REELS = 5;
/** PAYS[k - 3][symbol]: credits for k of a kind, per way. */
const PAYS = [3, 4, 5].map((count) => WAY_SYMBOLS.map((symbol) => WAY_PAYS[symbol]?.[count - 1] ?? 0));
const PAY5 = PAYS[2] as number[];
const CAP = MAX_WIN * CREDITS_PER_BET;
const cloudPay = (clouds: number) => (clouds > 0 ? (CLOUD_PAYS[clouds - 1] ?? 0) : 0);

/** A reel's distinct outcomes: their probability, each ways symbol's weight (rows showing it, or 4 x a staff's multiplier) and the clouds in view. */
export interface ReelOutcomes {
  p: number[];
  /** weight[outcome * 11 + symbol] */
  weight: Int32Array;
  clouds: number[];
}

/** A reel's outcomes on its strip (every stop equally likely), each staff's multiplier by weight; in free games `card` shows as the Monkey King. */
export function reelOutcomes(strip: readonly string[], rows: number, staff: StaffRule, card?: string): ReelOutcomes {
  const total = staff.weights.reduce((sum, weight) => sum + weight, 0);
  const index = new Map<string, number>();
  const p: number[] = [];
  const weights: number[][] = [];
  const clouds: number[] = [];
  const add = (weight: number[], cloudsInView: number, probability: number) => {
    const key = `${weight.join(',')}|${cloudsInView}`;
    const at = index.get(key);
    if (at !== undefined) {
      p[at] = (p[at] as number) + probability;
      return;
    }
    index.set(key, p.length);
    p.push(probability);
    weights.push(weight);
    clouds.push(cloudsInView);
  };
  for (let stop = 0; stop < strip.length; stop++) {
    const window = reelWindow(strip, stop, rows).map((symbol) => (symbol === card ? TRANSFORMED_TO : symbol));
    const staffs = window.filter((symbol) => symbol === STAFF).length;
    const cloudsInView = window.filter((symbol) => symbol === CLOUD).length;
    if (staffs > 1 || cloudsInView > 1 || (staffs > 0 && cloudsInView > 0)) throw new RangeError(`stop ${stop} shows two staffs or clouds`);
    if (staffs > 0) {
      if (staff.multipliers.length === 0) throw new RangeError(`stop ${stop} shows a staff on a reel without staffs`);
      staff.multipliers.forEach((multiplier, i) => add(Array<number>(SYMBOLS).fill(rows * multiplier), 0, (staff.weights[i] as number) / total / strip.length));
    } else {
      add(
        WAY_SYMBOLS.map((symbol) => window.filter((shown) => shown === symbol).length),
        cloudsInView,
        1 / strip.length,
      );
    }
  }
  return { p, weight: Int32Array.from(weights.flat()), clouds };
}

/** Every reel's outcomes for one kind of spin. */
export function reelsOf(set: ReelSet, staff: StaffRule, card?: string): ReelOutcomes[] {
  return set.strips.map((strip, reel) => reelOutcomes(strip, set.rows[reel] as number, reel >= 1 && reel <= 3 ? staff : { multipliers: [], weights: [1] }, card));
}

/** A spin's moments by the clouds in view (0..5): probability, E[win; clouds], E[win^2; clouds], in credits. */
export interface SpinMoments {
  p: number[];
  mean: number[];
  square: number[];
}

/*
 * f(0) = the weight, f(1) = [weight = 0], f(2) = 1: a symbol paid k reels long is f(0) on reels
 * 1..k, f(1) on reel k + 1 and f(2) after.
 */
const F_TYPES = 3;
const fOf = (weight: number, type: number) => (type === 0 ? weight : type === 1 ? (weight === 0 ? 1 : 0) : 1);
const typeOf = (count: number, reel: number) => (reel < count ? 0 : reel === count ? 1 : 2);

/** A spin's exact moments, reel by reel. */
export function spinMoments(reels: readonly ReelOutcomes[]): SpinMoments {
  const width = SYMBOLS * F_TYPES;
  // Per reel and clouds in view (0/1): P, E[f], E[f f'].
  const one = reels.map(() => [new Float64Array(width), new Float64Array(width)]);
  const two = reels.map(() => [new Float64Array(width * width), new Float64Array(width * width)]);
  const pc = reels.map(() => [0, 0]);
  reels.forEach((reel, r) => {
    reel.p.forEach((p, o) => {
      const c = reel.clouds[o] as number;
      (pc[r] as number[])[c] = ((pc[r] as number[])[c] as number) + p;
      const e1 = (one[r] as Float64Array[])[c] as Float64Array;
      const e2 = (two[r] as Float64Array[])[c] as Float64Array;
      const f = new Float64Array(width);
      for (let s = 0; s < SYMBOLS; s++) for (let t = 0; t < F_TYPES; t++) f[s * F_TYPES + t] = fOf(reel.weight[o * SYMBOLS + s] as number, t);
      for (let i = 0; i < width; i++) {
        const fi = (f[i] as number) * p;
        e1[i] = (e1[i] as number) + fi;
        if (fi === 0) continue;
        for (let j = 0; j < width; j++) e2[i * width + j] = (e2[i * width + j] as number) + fi * (f[j] as number);
      }
    });
  });
  const out: SpinMoments = { p: Array(6).fill(0), mean: Array(6).fill(0), square: Array(6).fill(0) };
  for (let pattern = 0; pattern < 1 << REELS; pattern++) {
    const bits = Array.from({ length: REELS }, (_, r) => (pattern >> r) & 1);
    const clouds = bits.reduce((sum, bit) => sum + bit, 0);
    let p = 1;
    bits.forEach((bit, r) => (p *= (pc[r] as number[])[bit] as number));
    if (p === 0) continue;
    const ev = new Float64Array(SYMBOLS);
    for (let s = 0; s < SYMBOLS; s++) {
      for (let count = 3; count <= REELS; count++) {
        let product = (PAYS[count - 3] as number[])[s] as number;
        for (let r = 0; r < REELS && product !== 0; r++) product *= ((one[r] as Float64Array[])[bits[r] as number] as Float64Array)[s * F_TYPES + typeOf(count, r)] as number;
        ev[s] = (ev[s] as number) + product;
      }
    }
    let square = 0;
    for (let s = 0; s < SYMBOLS; s++) {
      for (let t = 0; t < SYMBOLS; t++) {
        for (let count = 3; count <= REELS; count++) {
          for (let other = 3; other <= REELS; other++) {
            let product = ((PAYS[count - 3] as number[])[s] as number) * ((PAYS[other - 3] as number[])[t] as number);
            for (let r = 0; r < REELS && product !== 0; r++) {
              const i = s * F_TYPES + typeOf(count, r);
              const j = t * F_TYPES + typeOf(other, r);
              product *= ((two[r] as Float64Array[])[bits[r] as number] as Float64Array)[i * width + j] as number;
            }
            square += product;
          }
        }
      }
    }
    const ways = ev.reduce((sum, value) => sum + value, 0);
    const pay = cloudPay(clouds);
    out.p[clouds] = (out.p[clouds] as number) + p;
    out.mean[clouds] = (out.mean[clouds] as number) + ways + p * pay;
    out.square[clouds] = (out.square[clouds] as number) + square + 2 * pay * ways + p * pay * pay;
  }
  return out;
}

/** The mean of spin moments over equally likely kinds (the six transformations). */
export function meanMoments(all: readonly SpinMoments[]): SpinMoments {
  const mean = (pick: (moments: SpinMoments) => number[]) => Array.from({ length: 6 }, (_, n) => all.reduce((sum, moments) => sum + (pick(moments)[n] as number), 0) / all.length);
  return { p: mean((m) => m.p), mean: mean((m) => m.mean), square: mean((m) => m.square) };
}

/** A round's moments without the cap, in credits: one free game's (a = what each free game awarded is worth, retriggers included). */
export interface RoundMoments {
  mean: number;
  square: number;
  /** P(3 or more clouds in the paid spin). */
  trigger: number;
  /** P(3 or more clouds in a free game). */
  retrigger: number;
  /** E[total of n free games] = a n; E[total^2] = a^2 n^2 + c n. */
  a: number;
  c: number;
  /** E[free games played | triggered]. */
  games: number;
}

export function roundMoments(base: SpinMoments, free: SpinMoments): RoundMoments {
  const sum = (values: number[], from = 0) => values.slice(from).reduce((total, value) => total + value, 0);
  const mu = sum(free.mean);
  const q2 = sum(free.square);
  const p = sum(free.p, CLOUDS_TO_TRIGGER);
  const xr = sum(free.mean, CLOUDS_TO_TRIGGER);
  const delta = 1 - RETRIGGER * p;
  if (delta <= 0) throw new RangeError('free games retrigger without end');
  const a = mu / delta;
  const c = (q2 + 2 * a * (RETRIGGER * xr - mu) + a * a * ((RETRIGGER * RETRIGGER - 2 * RETRIGGER) * p + 1)) / delta;
  let mean = 0;
  let square = 0;
  let trigger = 0;
  let awarded = 0;
  for (let n = 0; n <= 5; n++) {
    const games = FREE_GAMES[n] as number;
    mean += (base.mean[n] as number) + (base.p[n] as number) * a * games;
    square += (base.square[n] as number) + 2 * (base.mean[n] as number) * a * games + (base.p[n] as number) * (a * a * games * games + c * games);
    if (games > 0) {
      trigger += base.p[n] as number;
      awarded += (base.p[n] as number) * games;
    }
  }
  return { mean, square, trigger, retrigger: p, a, c, games: awarded / trigger / delta };
}

/** P(the paid spin pays nothing): no symbol on reels 1 to 3 (a staff matches all) and fewer than 3 clouds. */
export function missRate(reels: readonly ReelOutcomes[]): number {
  // Reels 1..3 by which symbols they match and their clouds; reels 4 and 5 by clouds.
  const masks = reels.slice(0, 3).map((reel) => {
    const by = new Map<number, number>();
    reel.p.forEach((p, o) => {
      let mask = 0;
      for (let s = 0; s < SYMBOLS; s++) if ((reel.weight[o * SYMBOLS + s] as number) > 0) mask |= 1 << s;
      const key = mask * 2 + (reel.clouds[o] as number);
      by.set(key, (by.get(key) ?? 0) + p);
    });
    return [...by];
  });
  const rest = [1, 0, 0];
  for (const reel of reels.slice(3)) {
    const clouds = [0, 0];
    reel.p.forEach((p, o) => (clouds[reel.clouds[o] as number] = (clouds[reel.clouds[o] as number] as number) + p));
    const next = [0, 0, 0];
    for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) if (i + j < 3) next[i + j] = (next[i + j] as number) + (rest[i] as number) * (clouds[j] as number);
    rest.splice(0, 3, ...next);
  }
  // below[k]: P(reels 4 and 5 show fewer than k clouds).
  const below = [0, rest[0] as number, (rest[0] as number) + (rest[1] as number), 1, 1];
  type Column = { masks: Int32Array; clouds: Int32Array; p: Float64Array };
  const [first, second, third] = masks.map((entries) => ({
    masks: Int32Array.from(entries, ([key]) => key >> 1),
    clouds: Int32Array.from(entries, ([key]) => key & 1),
    p: Float64Array.from(entries, ([, p]) => p),
  })) as [Column, Column, Column];
  let miss = 0;
  for (let i = 0; i < first.p.length; i++) {
    for (let j = 0; j < second.p.length; j++) {
      const m12 = (first.masks[i] as number) & (second.masks[j] as number);
      const c12 = (first.clouds[i] as number) + (second.clouds[j] as number);
      let inner = 0;
      for (let k = 0; k < third.p.length; k++) {
        if ((m12 & (third.masks[k] as number)) !== 0) continue;
        inner += (third.p[k] as number) * (below[3 - c12 - (third.clouds[k] as number)] as number);
      }
      miss += (first.p[i] as number) * (second.p[j] as number) * inner;
    }
  }
  return miss;
}

/*
 * The cap. A spin's exact distribution, walked reel by reel: each reel's outcomes are merged
 * where the symbols still paying agree (a symbol leaves the walk at the first reel it misses, paid
 * if it ran 3 reels or more), and once none is left only the clouds of the remaining reels
 * matter. Each win is kept rounded down and rounded up to CAP_STEP credits, by the clouds in view.
 */

/** Steps of the round's distribution near the cap, in credits (0.2x). */
export const CAP_STEP = 20;
const STEPS = CAP / CAP_STEP;

export interface SpinDistribution {
  /** down[clouds][j], up[clouds][j]: P(the win rounded down, up, to a step is j steps; those clouds), for j below the cap. */
  down: Float64Array[];
  up: Float64Array[];
  /** By clouds: probability, E[win; clouds] and E[win^2; clouds] (exact), and the same of the rounded wins (the cap's included). */
  p: number[];
  mean: number[];
  square: number[];
  downMean: number[];
  upMean: number[];
  downSquare: number[];
  upSquare: number[];
}

export function emptyDistribution(): SpinDistribution {
  const zeros = () => Array<number>(6).fill(0);
  const steps = () => Array.from({ length: 6 }, () => new Float64Array(STEPS));
  return { down: steps(), up: steps(), p: zeros(), mean: zeros(), square: zeros(), downMean: zeros(), upMean: zeros(), downSquare: zeros(), upSquare: zeros() };
}

interface Projected {
  p: number[];
  /** weight[entry * symbols + i], for the i-th symbol of the projection */
  weight: Int32Array;
  clouds: number[];
}

/** A reel's outcomes as some symbols see them (merged where those agree), by the symbols' bit mask. */
function projector(reel: ReelOutcomes): (mask: number, symbols: readonly number[]) => Projected {
  const cache = new Map<number, Projected>();
  return (mask, symbols) => {
    const cached = cache.get(mask);
    if (cached) return cached;
    const index = new Map<string, number>();
    const p: number[] = [];
    const weights: number[] = [];
    const clouds: number[] = [];
    reel.p.forEach((probability, o) => {
      const seen = symbols.map((s) => reel.weight[o * SYMBOLS + s] as number);
      const key = `${seen.join(',')}|${reel.clouds[o] as number}`;
      const at = index.get(key);
      if (at !== undefined) {
        p[at] = (p[at] as number) + probability;
        return;
      }
      index.set(key, p.length);
      p.push(probability);
      weights.push(...seen);
      clouds.push(reel.clouds[o] as number);
    });
    const projected = { p, weight: Int32Array.from(weights), clouds };
    cache.set(mask, projected);
    return projected;
  };
}

/** Adds one kind of spin (every combination of the reels' outcomes) to `into`, each with probability x `share`. */
export function addSpin(reels: readonly ReelOutcomes[], into: SpinDistribution, share = 1): void {
  const projectors = reels.map(projector);
  // rest[r][k]: P(reels r..5 show k clouds).
  const rest: number[][] = [[1]];
  for (let r = REELS - 1; r >= 0; r--) {
    const reel = reels[r] as ReelOutcomes;
    const own = [0, 0];
    reel.p.forEach((p, o) => (own[reel.clouds[o] as number] = (own[reel.clouds[o] as number] as number) + p));
    const after = rest[0] as number[];
    const sum = Array<number>(after.length + 1).fill(0);
    after.forEach((q, k) => {
      sum[k] = (sum[k] as number) + q * (own[0] as number);
      sum[k + 1] = (sum[k + 1] as number) + q * (own[1] as number);
    });
    rest.unshift(sum);
  }
  const add = (win: number, clouds: number, p: number) => {
    const total = win + cloudPay(clouds);
    const low = Math.floor(total / CAP_STEP);
    const high = total % CAP_STEP === 0 ? low : low + 1;
    if (low < STEPS) (into.down[clouds] as Float64Array)[low] = ((into.down[clouds] as Float64Array)[low] as number) + p;
    if (high < STEPS) (into.up[clouds] as Float64Array)[high] = ((into.up[clouds] as Float64Array)[high] as number) + p;
    into.p[clouds] = (into.p[clouds] as number) + p;
    into.mean[clouds] = (into.mean[clouds] as number) + p * total;
    into.square[clouds] = (into.square[clouds] as number) + p * total * total;
    into.downMean[clouds] = (into.downMean[clouds] as number) + p * low * CAP_STEP;
    into.upMean[clouds] = (into.upMean[clouds] as number) + p * high * CAP_STEP;
    into.downSquare[clouds] = (into.downSquare[clouds] as number) + p * (low * CAP_STEP) ** 2;
    into.upSquare[clouds] = (into.upSquare[clouds] as number) + p * (high * CAP_STEP) ** 2;
  };
  // The symbols still paying at each depth, and their ways so far.
  const symbols = Array.from({ length: REELS + 1 }, () => [] as number[]);
  const ways = Array.from({ length: REELS + 1 }, () => [] as number[]);
  const walk = (reel: number, won: number, clouds: number, p: number): void => {
    const active = symbols[reel] as number[];
    const so = ways[reel] as number[];
    if (active.length === 0) {
      (rest[reel] as number[]).forEach((q, k) => q > 0 && add(won, clouds + k, p * q));
      return;
    }
    if (reel === REELS) {
      let win = won;
      for (let i = 0; i < active.length; i++) win += (PAY5[active[i] as number] as number) * (so[i] as number);
      add(win, clouds, p);
      return;
    }
    let mask = 0;
    for (const s of active) mask |= 1 << s;
    const entries = (projectors[reel] as (mask: number, symbols: readonly number[]) => Projected)(mask, active);
    const next = symbols[reel + 1] as number[];
    const nextWays = ways[reel + 1] as number[];
    const n = active.length;
    for (let e = 0; e < entries.p.length; e++) {
      next.length = 0;
      nextWays.length = 0;
      let win = won;
      for (let i = 0; i < n; i++) {
        const weight = entries.weight[e * n + i] as number;
        if (weight > 0) {
          next.push(active[i] as number);
          nextWays.push((so[i] as number) * weight);
        } else if (reel >= 3) {
          win += ((PAYS[reel - 3] as number[])[active[i] as number] as number) * (so[i] as number);
        }
      }
      walk(reel + 1, win, clouds + (entries.clouds[e] as number), p * (entries.p[e] as number));
    }
  };
  symbols[0] = WAY_SYMBOLS.map((_, s) => s);
  ways[0] = WAY_SYMBOLS.map(() => 1);
  walk(0, 0, 0, share);
}

/** In-place radix-2 FFT of (re, im); the inverse leaves out the 1/n. */
function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i] as number;
      re[i] = re[j] as number;
      re[j] = r;
      const m = im[i] as number;
      im[i] = im[j] as number;
      im[j] = m;
    }
  }
  const cos = new Float64Array(n / 2);
  const sin = new Float64Array(n / 2);
  for (let k = 0; k < n / 2; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / n);
    sin[k] = (inverse ? 1 : -1) * Math.sin((2 * Math.PI * k) / n);
  }
  for (let length = 2; length <= n; length <<= 1) {
    const half = length >> 1;
    const stride = n / length;
    for (let start = 0; start < n; start += length) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * stride] as number;
        const wi = sin[k * stride] as number;
        const a = start + k;
        const b = a + half;
        const br = re[b] as number;
        const bi = im[b] as number;
        const tr = br * wr - bi * wi;
        const ti = br * wi + bi * wr;
        re[b] = (re[a] as number) - tr;
        im[b] = (im[a] as number) - ti;
        re[a] = (re[a] as number) + tr;
        im[a] = (im[a] as number) + ti;
      }
    }
  }
}

/** What the cap takes from a round, bounded below and above (spins rounded down, then up, to CAP_STEP), in credits. */
export interface CapEffect {
  /** E[(win - cap)+]. */
  loss: [number, number];
  /** E[win^2 - min(win, cap)^2]. */
  square: [number, number];
  /** P(a round reaches the cap). */
  reach: [number, number];
}

/**
 * The round's distribution in steps: the paid spin's by its clouds, then the free games', n of
 * them being n independent copies of one game's total G, where G = X + (8 more copies of G when X
 * came with 3 or more clouds): in Fourier space g = x0 + x1 g^8 at every frequency. A spin at or
 * above the cap ends the round at the cap; the rest are followed to 2^18 steps (5.9 caps).
 */
export function capEffect(base: SpinDistribution, free: SpinDistribution, size = 1 << 18): CapEffect {
  const out: CapEffect = { loss: [0, 0], square: [0, 0], reach: [0, 0] };
  (['down', 'up'] as const).forEach((rounding, version) => {
    const measure = (distribution: SpinDistribution, clouds: readonly number[]) => {
      const re = new Float64Array(size);
      let p = 0;
      let mean = 0;
      let square = 0;
      for (const n of clouds) {
        const steps = (rounding === 'down' ? distribution.down : distribution.up)[n] as Float64Array;
        for (let j = 0; j < STEPS; j++) re[j] = (re[j] as number) + (steps[j] as number);
        p += distribution.p[n] as number;
        mean += (rounding === 'down' ? distribution.downMean : distribution.upMean)[n] as number;
        square += (rounding === 'down' ? distribution.downSquare : distribution.upSquare)[n] as number;
      }
      const im = new Float64Array(size);
      fft(re, im, false);
      return { re, im, p, mean, square };
    };
    const paid = [0, 1, 2, 3, 4, 5].map((n) => measure(base, [n]));
    const x0 = measure(free, [0, 1, 2]);
    const x1 = measure(free, [3, 4, 5]);
    // The rounded round's uncapped moments, as roundMoments gives the exact ones.
    const rounded = roundMoments(
      { p: paid.map((m) => m.p), mean: paid.map((m) => m.mean), square: paid.map((m) => m.square) },
      { p: [x0.p, 0, 0, x1.p, 0, 0], mean: [x0.mean, 0, 0, x1.mean, 0, 0], square: [x0.square, 0, 0, x1.square, 0, 0] },
    );
    const wr = new Float64Array(size);
    const wi = new Float64Array(size);
    for (let k = 0; k < size; k++) {
      const ar = x0.re[k] as number;
      const ai = x0.im[k] as number;
      const br = x1.re[k] as number;
      const bi = x1.im[k] as number;
      let gr = ar + br;
      let gi = ai + bi;
      for (let iteration = 0; iteration < 200; iteration++) {
        let pr = gr;
        let pi = gi;
        for (let square = 0; square < 3; square++) [pr, pi] = [pr * pr - pi * pi, 2 * pr * pi];
        const nr = ar + br * pr - bi * pi;
        const ni = ai + br * pi + bi * pr;
        const change = Math.abs(nr - gr) + Math.abs(ni - gi);
        gr = nr;
        gi = ni;
        if (change < 1e-16) break;
      }
      let sr = 0;
      let si = 0;
      paid.forEach((m, n) => {
        let pr = 1;
        let pi = 0;
        for (let game = 0; game < (FREE_GAMES[n] as number); game++) [pr, pi] = [pr * gr - pi * gi, pr * gi + pi * gr];
        const mr = m.re[k] as number;
        const mi = m.im[k] as number;
        sr += mr * pr - mi * pi;
        si += mr * pi + mi * pr;
      });
      wr[k] = sr;
      wi[k] = si;
    }
    fft(wr, wi, true);
    let kept = 0;
    let mean = 0;
    let square = 0;
    for (let at = 0; at < size; at++) {
      const q = (wr[at] as number) / size;
      const win = Math.min(at * CAP_STEP, CAP);
      kept += q;
      mean += q * win;
      square += q * win * win;
      if (at >= STEPS) out.reach[version] = (out.reach[version] as number) + q;
    }
    mean += (1 - kept) * CAP;
    square += (1 - kept) * CAP * CAP;
    out.reach[version] = (out.reach[version] as number) + 1 - kept;
    out.loss[version] = rounded.mean - mean;
    out.square[version] = rounded.square - square;
  });
  return out;
}

/** The figures from the exact moments of the round without the cap, P(no win), and what the cap takes. */
function figuresOf(round: RoundMoments, miss: number, cap: CapEffect): ExactFigures {
  const loss = (cap.loss[0] + cap.loss[1]) / 2;
  const mean = (round.mean - loss) / CREDITS_PER_BET;
  const square = (round.square - (cap.square[0] + cap.square[1]) / 2) / CREDITS_PER_BET ** 2;
  if (cap.reach[0] <= 0) throw new RangeError('no round reaches the maximum win');
  const points = (credits: number) => credits.toFixed(5);
  return {
    rtp: mean * 100,
    hitRate: (1 - miss) * 100,
    maxWin: MAX_WIN * 10_000,
    sigma: Math.sqrt(square - mean * mean),
    method:
      `exact: every stop of the base and free-game strips, the ways and clouds factorised by reel, each free game's card, ` +
      `retriggers as a branching process (n free games pay ${(round.a / CREDITS_PER_BET).toFixed(4)}x n); ` +
      `the ${MAX_WIN.toLocaleString('en')}x cap takes ${points(cap.loss[0])} to ${points(cap.loss[1])} points ` +
      `(the round's distribution in ${CAP_STEP / CREDITS_PER_BET}x steps, rounded down and up; reached once in ${Math.round(1 / cap.reach[0]).toLocaleString('en')} rounds)`,
  };
}

/** The round's exact moments without the cap, and P(the paid spin pays nothing), from a design's reels. */
export function uncapped(design: MonkeyDesign): { round: RoundMoments; miss: number } {
  const base = reelsOf(design.base, design.baseStaff);
  const free = meanMoments(CARDS.map((card) => spinMoments(reelsOf(design.free, design.freeStaff, card))));
  return { round: roundMoments(spinMoments(base), free), miss: missRate(base) };
}

/** The spins' distributions and what the cap takes from a round (seconds of work). */
export function capOf(design: MonkeyDesign): CapEffect {
  const base = emptyDistribution();
  addSpin(reelsOf(design.base, design.baseStaff), base);
  const free = emptyDistribution();
  for (const card of CARDS) addSpin(reelsOf(design.free, design.freeStaff, card), free, 1 / CARDS.length);
  return capEffect(base, free);
}

/** Everything computed afresh, the cap's effect included (seconds; the simulate command's figures). */
export function exactFigures(design: MonkeyDesign = DESIGN): ExactFigures {
  const { round, miss } = uncapped(design);
  return figuresOf(round, miss, capOf(design));
}

/**
 * What the cap takes from the game's rounds, in credits, as capOf(DESIGN) computes it (kept here
 * so that figures() takes milliseconds; a test recomputes it).
 */
export const CAP_EFFECT: CapEffect = {
  loss: [0.3014290291093431, 0.3014456008221913],
  square: [1044155.3887637779, 1044203.4252905292],
  reach: [5.274958243539629e-7, 5.275068477583744e-7],
};

/** The exact figures: the moments computed afresh, the cap's effect as committed (CAP_EFFECT). */
export function figures(): ExactFigures {
  const { round, miss } = uncapped(DESIGN);
  return figuresOf(round, miss, CAP_EFFECT);
}
