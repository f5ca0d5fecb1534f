import type { ExactFigures } from '../index.js';
import type { ReelSet } from '../../families/slot/reels.js';
import {
  BASE_REELS,
  BROTHERS,
  CREDITS_PER_BET,
  FREE_REELS,
  EXPIRY_KINGDOM,
  KINGDOM_IDS,
  KINGDOMS,
  MAX_WIN,
  OATH_PAY,
  PAYS,
  SCATTER,
  SCATTER_PAYS,
  TRIGGER_COUNT,
  WILD,
  type Kingdom,
} from './math.js';

/*
 * The exact figures, from the reels alone:
 *
 * 1. A spin's law: how many of the Π strip lengths equally likely stop combinations give each
 *    win (and whether they trigger). Ways only look at how many positions of each reel match a
 *    symbol, so each reel's stops are grouped by what they show (counts per symbol, Command
 *    Tallies, brothers), reels 1-3 are walked together and grouped again by what can still win
 *    (symbols matched on all three, their ways so far, tallies, brothers), and each group is
 *    finished on reels 4 and 5. Counts are whole numbers (exact).
 * 2. The free games' law: with N games per award and retriggers of N more, a run with J
 *    retriggering spins has N (1 + J) spins, and the orders in which it can happen number
 *    C(N (1 + J), J) / (1 + J) (the hitting-time theorem); the spins are independent, so the
 *    law of the run's win is Σ_J C(N (1 + J), J) / (1 + J) · q1^{*J} * q0^{*(N (1 + J) - J)}, with q1
 *    and q0 the spin's law with and without a retrigger. Convolutions by FFT, below the cap only
 *    (wins are never negative, so what lies above cannot come back).
 * 3. The round: its base spin, and on a trigger the kingdom's free games times the multiplier,
 *    the total capped at 6,000x: E[min(X, cap)] and E[min(X, cap)²] from the two laws.
 *
 * Step 1 is exact in whole numbers; the FFT of step 2 works in floating point, which leaves the
 * figures exact to about 1e-9 points (a test checks a run's law against a direct recursion).
 */

/** A spin's law: `counts[win * 2 + trigger]` stop combinations (win in units of `unit` credits). */
export interface SpinLaw {
  /** The number of equally likely stop combinations. */
  cycle: number;
  /** Credits per unit of `counts`' index (the pay table's greatest common divisor). */
  unit: number;
  counts: Float64Array;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Credits per unit: every pay is a whole number of units. */
export const UNIT = [...Object.values(PAYS).flat(), ...SCATTER_PAYS, OATH_PAY].reduce(gcd, 0);

const PAY_SYMBOLS = Object.keys(PAYS);

interface ReelClass {
  weight: number;
  /** Matching positions per pay symbol (the symbol or the wild). */
  match: number[];
  scatters: number;
  /** Bit i: BROTHERS[i] in view (the wild does not count). */
  brothers: number;
}

function classesOf(strip: readonly string[], rows: number): ReelClass[] {
  const found = new Map<string, ReelClass>();
  for (let stop = 0; stop < strip.length; stop++) {
    const shown: string[] = [];
    for (let row = 0; row < rows; row++) shown.push(strip[(stop + row) % strip.length] as string);
    const wilds = shown.filter((symbol) => symbol === WILD).length;
    const match = PAY_SYMBOLS.map((symbol) => wilds + shown.filter((other) => other === symbol).length);
    const scatters = shown.filter((symbol) => symbol === SCATTER).length;
    const brothers = BROTHERS.reduce((mask, brother, bit) => (shown.includes(brother) ? mask | (1 << bit) : mask), 0);
    const key = `${match.join(',')}|${scatters}|${brothers}`;
    const known = found.get(key);
    if (known) known.weight++;
    else found.set(key, { weight: 1, match, scatters, brothers });
  }
  return [...found.values()];
}

const ALL_BROTHERS = (1 << BROTHERS.length) - 1;

/** A reel's classes seen by symbols `alive` only (`match[i]` for `alive[i]`). */
interface Projected {
  weight: number;
  match: number[];
  scatters: number;
  brothers: number;
}

function project(classes: readonly ReelClass[], alive: readonly number[], oath: boolean): Projected[] {
  const found = new Map<string, Projected>();
  for (const { weight, match, scatters, brothers } of classes) {
    const seen = alive.map((s) => match[s] as number);
    const shown = oath ? brothers : 0;
    const key = `${seen.join(',')}|${scatters}|${shown}`;
    const known = found.get(key);
    if (known) known.weight += weight;
    else found.set(key, { weight, match: seen, scatters, brothers: shown });
  }
  return [...found.values()];
}

/** The exact law of one spin on `set` (the oath only in the base game). */
export function spinLaw(set: ReelSet, oath: boolean): SpinLaw {
  if (set.strips.length !== 5) throw new RangeError('the law is written for 5 reels');
  const [one, two, three, four, five] = set.strips.map((strip, reel) => classesOf(strip, set.rows[reel] as number)) as [ReelClass[], ReelClass[], ReelClass[], ReelClass[], ReelClass[]];
  const pays = PAY_SYMBOLS.map((symbol) => (PAYS[symbol] as readonly number[]).map((pay) => pay / UNIT));
  const scatterPay = (count: number) => (count === 0 ? 0 : (SCATTER_PAYS[Math.min(count, SCATTER_PAYS.length) - 1] ?? 0) / UNIT);
  const oathPay = OATH_PAY / UNIT;
  const cycle = set.strips.reduce((product, strip) => product * strip.length, 1);
  const ways = set.rows.reduce((product, rows) => product * rows, 1);
  const largest = Math.max(...pays.map((pay) => pay.at(-1) ?? 0)) * ways + scatterPay(set.rows.reduce((a, b) => a + b, 0)) + (oath ? oathPay : 0);
  const counts = new Float64Array(2 * (largest + 1));

  // Reels 1-3, grouped by what reels 4 and 5 can still change.
  const groups = new Map<string, { weight: number; alive: number[]; ways: number[]; scatters: number; brothers: number }>();
  for (const a of one) {
    for (const b of two) {
      const pairs: number[] = [];
      for (let s = 0; s < PAY_SYMBOLS.length; s++) if ((a.match[s] as number) * (b.match[s] as number) > 0) pairs.push(s);
      for (const c of three) {
        const alive: number[] = [];
        const soFar: number[] = [];
        let key = '';
        for (const s of pairs) {
          const w = (a.match[s] as number) * (b.match[s] as number) * (c.match[s] as number);
          if (w === 0) continue;
          alive.push(s);
          soFar.push(w);
          key += `${s}:${w},`;
        }
        const scatters = a.scatters + b.scatters + c.scatters;
        const brothers = oath ? a.brothers | b.brothers | c.brothers : 0;
        key += `|${scatters}|${brothers}`;
        const weight = a.weight * b.weight * c.weight;
        const group = groups.get(key);
        if (group) group.weight += weight;
        else groups.set(key, { weight, alive, ways: soFar, scatters, brothers });
      }
    }
  }
  // Reels 4 and 5 grouped again by what a group can use of them: its live symbols' matches, tallies, brothers.
  const projections = new Map<string, [Projected[], Projected[]]>();
  for (const group of groups.values()) {
    const live = group.alive.join(',');
    let projected = projections.get(live);
    if (!projected) {
      projected = [project(four, group.alive, oath), project(five, group.alive, oath)];
      projections.set(live, projected);
    }
    const [fours, fives] = projected;
    const alive = group.alive.length;
    for (const d of fours) {
      const weight = group.weight * d.weight;
      for (const e of fives) {
        let win = 0;
        for (let i = 0; i < alive; i++) {
          const pay = pays[group.alive[i] as number] as number[];
          const w = group.ways[i] as number;
          const m4 = d.match[i] as number;
          if (m4 === 0) win += (pay[2] as number) * w;
          else {
            const m5 = e.match[i] as number;
            win += m5 === 0 ? (pay[3] as number) * w * m4 : (pay[4] as number) * w * m4 * m5;
          }
        }
        const scatters = group.scatters + d.scatters + e.scatters;
        win += scatterPay(scatters);
        if (oath && (group.brothers | d.brothers | e.brothers) === ALL_BROTHERS) win += oathPay;
        const index = win * 2 + (scatters >= TRIGGER_COUNT ? 1 : 0);
        counts[index] = (counts[index] as number) + weight * e.weight;
      }
    }
  }
  return { cycle, unit: UNIT, counts };
}

/** A law's discrete Fourier transform: real and imaginary parts. */
type Spectrum = [Float64Array, Float64Array];

/** Convolutions of laws on 0 .. limit - 1 by FFT (what reaches limit or more is dropped). */
class Convolver {
  readonly size: number;
  readonly #reversed: Uint32Array;
  readonly #cos: Float64Array;
  readonly #sin: Float64Array;
  readonly #re: Float64Array;
  readonly #im: Float64Array;

  constructor(readonly limit: number) {
    let size = 1;
    let bits = 0;
    while (size < 2 * limit) {
      size <<= 1;
      bits++;
    }
    this.size = size;
    this.#reversed = new Uint32Array(size);
    for (let i = 0; i < size; i++) this.#reversed[i] = ((this.#reversed[i >> 1] as number) >> 1) | ((i & 1) << (bits - 1));
    this.#cos = new Float64Array(size / 2);
    this.#sin = new Float64Array(size / 2);
    for (let k = 0; k < size / 2; k++) {
      this.#cos[k] = Math.cos((2 * Math.PI * k) / size);
      this.#sin[k] = -Math.sin((2 * Math.PI * k) / size);
    }
    this.#re = new Float64Array(size);
    this.#im = new Float64Array(size);
  }

  /** In-place FFT of (re, im); `inverse` conjugates the twiddles (without the 1/n). */
  #fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
    const n = this.size;
    const reversed = this.#reversed;
    for (let i = 0; i < n; i++) {
      const j = reversed[i] as number;
      if (i < j) {
        const r = re[i] as number;
        re[i] = re[j] as number;
        re[j] = r;
        const m = im[i] as number;
        im[i] = im[j] as number;
        im[j] = m;
      }
    }
    const sign = inverse ? -1 : 1;
    for (let size = 2; size <= n; size <<= 1) {
      const half = size >> 1;
      const stride = n / size;
      for (let start = 0; start < n; start += size) {
        for (let k = 0; k < half; k++) {
          const wRe = this.#cos[k * stride] as number;
          const wIm = sign * (this.#sin[k * stride] as number);
          const i = start + k;
          const j = i + half;
          const xRe = (re[j] as number) * wRe - (im[j] as number) * wIm;
          const xIm = (re[j] as number) * wIm + (im[j] as number) * wRe;
          re[j] = (re[i] as number) - xRe;
          im[j] = (im[i] as number) - xIm;
          re[i] = (re[i] as number) + xRe;
          im[i] = (im[i] as number) + xIm;
        }
      }
    }
  }

  /** The transform of a law (kept for repeated products). */
  transform(law: Float64Array): Spectrum {
    const re = new Float64Array(this.size);
    re.set(law.subarray(0, this.limit));
    const im = new Float64Array(this.size);
    this.#fft(re, im, false);
    return [re, im];
  }

  /** The law whose transform is the product of these (below the limit). */
  inverse([aRe, aIm]: Spectrum, [bRe, bIm]: Spectrum): Float64Array {
    const re = this.#re;
    const im = this.#im;
    for (let i = 0; i < this.size; i++) {
      re[i] = (aRe[i] as number) * (bRe[i] as number) - (aIm[i] as number) * (bIm[i] as number);
      im[i] = (aRe[i] as number) * (bIm[i] as number) + (aIm[i] as number) * (bRe[i] as number);
    }
    this.#fft(re, im, true);
    const out = new Float64Array(this.limit);
    for (let i = 0; i < this.limit; i++) out[i] = (re[i] as number) / this.size;
    return out;
  }

  /** law * kernel (the kernel given transformed), below the limit. */
  times(law: Float64Array, kernel: Spectrum): Float64Array {
    return this.inverse(this.transform(law), kernel);
  }

  /** law^{*n} (n >= 1), by squaring. */
  power(law: Float64Array, n: number): Float64Array {
    let result: Float64Array | undefined;
    let square = law;
    for (let k = n; k > 0; k >>= 1) {
      const spectrum = this.transform(square);
      if (k & 1) result = result ? this.times(result, spectrum) : square;
      if (k > 1) square = this.inverse(spectrum, spectrum);
    }
    return result as Float64Array;
  }
}

/**
 * The law of a free-game run's win (before the multiplier), in units, below `limit`: P(F = f)
 * for f < limit. `games` per award, a retrigger awards as many again.
 */
export function runLaw(spin: SpinLaw, games: number, limit: number): Float64Array {
  const q0 = new Float64Array(limit);
  const q1 = new Float64Array(limit);
  for (let index = 0; index < spin.counts.length; index++) {
    const win = index >> 1;
    if (win >= limit || spin.counts[index] === 0) continue;
    const p = (spin.counts[index] as number) / spin.cycle;
    if (index & 1) q1[win] = (q1[win] as number) + p;
    else q0[win] = (q0[win] as number) + p;
  }
  const convolver = new Convolver(limit);
  // q1^{*J} * q0^{*(N (1 + J) - J)} = q0^{*N} * (q1 * q0^{*(N - 1)})^{*J}: N plain spins, then per retrigger its own spin and N - 1 plain ones.
  const plain = games > 1 ? convolver.power(q0, games - 1) : undefined;
  const start = plain ? convolver.times(plain, convolver.transform(q0)) : q0;
  const step = convolver.transform(plain ? convolver.times(plain, convolver.transform(q1)) : q1);
  const out = new Float64Array(limit);
  let term = start;
  let orders = 1;
  for (let retriggers = 0; ; retriggers++) {
    let mass = 0;
    for (let f = 0; f < limit; f++) {
      const value = orders * (term[f] as number);
      out[f] = (out[f] as number) + value;
      mass += value;
    }
    // Each further term weighs about N p times the last: below 1e-16 they move no figure.
    if (retriggers > 2 && mass < 1e-16) break;
    if (retriggers > 500) throw new Error('the free games do not end');
    term = convolver.times(term, step);
    // C(N (2 + J), J + 1) / (J + 2) from C(N (1 + J), J) / (J + 1).
    const j = retriggers;
    let next = orders / (j + 2);
    for (let k = 1; k <= games; k++) next *= games * (1 + j) + k;
    for (let k = 1; k < games; k++) next /= games * (1 + j) - j + k;
    orders = next;
  }
  return out;
}

export interface KingdomFigures {
  /** Percent, the cap included. */
  rtp: number;
  /** Percent, as if there were no cap (from the spin's law alone: the run's mean is N E[Y] / (1 - N p)). */
  uncapped: number;
  /** Bets: the standard deviation of a round's win. */
  sigma: number;
  /** Free games a trigger gives on average, retriggers included: N / (1 - N p). */
  games: number;
  /** p: the probability that a free game shows three or more Command Tallies (and awards N more). */
  retrigger: number;
}

export interface Figures extends ExactFigures {
  sigma: number;
  /** Each choice's figures (the catalogue's are Shu's, the choice made for a player who does not choose). */
  kingdoms: Record<Kingdom, KingdomFigures>;
  /** Percent of base spins that trigger the free games. */
  triggerRate: number;
}

interface BaseParts {
  /** Probability of a win > 0. */
  hits: number;
  triggers: number;
  /** E[win] and E[win²] of the spins that do not trigger (units). */
  plainMean: number;
  plainSquares: number;
  /** [win, probability] of the triggering spins. */
  triggered: [number, number][];
}

function baseParts(base: SpinLaw): BaseParts {
  const parts: BaseParts = { hits: 0, triggers: 0, plainMean: 0, plainSquares: 0, triggered: [] };
  for (let index = 0; index < base.counts.length; index++) {
    const count = base.counts[index] as number;
    if (count === 0) continue;
    const win = index >> 1;
    const p = count / base.cycle;
    if (win > 0) parts.hits += p;
    if (index & 1) {
      parts.triggers += p;
      parts.triggered.push([win, p]);
    } else {
      parts.plainMean += p * win;
      parts.plainSquares += p * win * win;
    }
  }
  return parts;
}

const percentOfUnits = (units: number) => ((units * UNIT) / CREDITS_PER_BET) * 100;

/** A kingdom's RTP without the cap and its expected free games (cheap: no run law). */
export function uncappedOf(base: SpinLaw, spin: SpinLaw, kingdom: Kingdom): Pick<KingdomFigures, 'uncapped' | 'games' | 'retrigger'> {
  const { games, multiplier } = KINGDOMS[kingdom];
  const parts = baseParts(base);
  let spinMean = 0;
  let retrigger = 0;
  for (let index = 0; index < spin.counts.length; index++) {
    const p = (spin.counts[index] as number) / spin.cycle;
    spinMean += p * (index >> 1);
    if (index & 1) retrigger += p;
  }
  if (games * retrigger >= 1) throw new RangeError(`${kingdom}: the free games would never end`);
  const runMean = (games * spinMean) / (1 - games * retrigger);
  let mean = parts.plainMean;
  for (const [win, p] of parts.triggered) mean += p * (win + multiplier * runMean);
  return { uncapped: percentOfUnits(mean), games: games / (1 - games * retrigger), retrigger };
}

/** A kingdom's figures, the cap included: min(X, cap) and its square over the base spin and the run's law. */
export function kingdomFigures(base: SpinLaw, spin: SpinLaw, kingdom: Kingdom): KingdomFigures {
  const { games, multiplier } = KINGDOMS[kingdom];
  const parts = baseParts(base);
  const cap = (MAX_WIN * CREDITS_PER_BET) / UNIT;
  const limit = Math.ceil(cap / multiplier);
  const law = runLaw(spin, games, limit);
  // Prefix sums: P(F < f), E[F; F < f], E[F²; F < f].
  const below = new Float64Array(limit + 1);
  const first = new Float64Array(limit + 1);
  const second = new Float64Array(limit + 1);
  for (let f = 0; f < limit; f++) {
    const p = law[f] as number;
    below[f + 1] = (below[f] as number) + p;
    first[f + 1] = (first[f] as number) + p * f;
    second[f + 1] = (second[f] as number) + p * f * f;
  }
  let mean = parts.plainMean;
  let squares = parts.plainSquares;
  for (const [win, p] of parts.triggered) {
    // X = win + M F is paid in full while F < (cap - win) / M, else the cap.
    const n = Math.min(limit, Math.ceil((cap - win) / multiplier));
    const inside = below[n] as number;
    const e1 = first[n] as number;
    const e2 = second[n] as number;
    mean += p * (win * inside + multiplier * e1 + cap * (1 - inside));
    squares += p * (win * win * inside + 2 * win * multiplier * e1 + multiplier * multiplier * e2 + cap * cap * (1 - inside));
  }
  const toBets = UNIT / CREDITS_PER_BET;
  return { rtp: percentOfUnits(mean), ...uncappedOf(base, spin, kingdom), sigma: Math.sqrt(squares - mean * mean) * toBets };
}

/** The largest win a round can reach, in ten-thousandths of the bet: the cap, when some round reaches it. */
function largestWin(base: SpinLaw, free: Record<Kingdom, SpinLaw>): number {
  const cap = (MAX_WIN * CREDITS_PER_BET) / UNIT;
  const largest = (law: SpinLaw, trigger: 0 | 1) => {
    for (let index = law.counts.length - 2 + trigger; index >= 0; index -= 2) if ((law.counts[index] as number) > 0) return index >> 1;
    return 0;
  };
  const trigger = largest(base, 1);
  // One free game can reach the cap on its own; or a run can go on without end (retriggers) winning every time.
  const reachable = KINGDOM_IDS.some((kingdom) => trigger + KINGDOMS[kingdom].multiplier * Math.max(largest(free[kingdom], 0), largest(free[kingdom], 1)) >= cap);
  if (!reachable) throw new RangeError('no round reaches the cap: the maximum win would be smaller');
  return MAX_WIN * 10_000;
}

const METHOD =
  'every stop combination of the reels (base and each kingdom’s free games), grouped by what each reel shows; the free games’ law with retriggers by the hitting-time theorem and FFT convolution below the 6,000x cap; for Shu, chosen when the player does not choose';

/** Every figure, computed from the reels (a few seconds). */
export function exactFigures(): Figures {
  const base = spinLaw(BASE_REELS, true);
  const kingdoms = {} as Record<Kingdom, KingdomFigures>;
  const free = {} as Record<Kingdom, SpinLaw>;
  for (const kingdom of KINGDOM_IDS) {
    free[kingdom] = spinLaw(FREE_REELS[kingdom], false);
    kingdoms[kingdom] = kingdomFigures(base, free[kingdom], kingdom);
  }
  const parts = baseParts(base);
  const shown = kingdoms[EXPIRY_KINGDOM];
  return {
    rtp: shown.rtp,
    hitRate: parts.hits * 100,
    maxWin: largestWin(base, free),
    sigma: shown.sigma,
    method: METHOD,
    kingdoms,
    triggerRate: parts.triggers * 100,
  };
}

/** exactFigures() for the reels of math.ts. */
export const EXACT: Figures = {
  rtp: 96.44993882870637,
  hitRate: 26.500165450239667,
  maxWin: 60000000,
  sigma: 14.255264939063075,
  method: METHOD,
  kingdoms: {
    wei: { rtp: 96.44998369971916, uncapped: 96.51480185783038, sigma: 17.163819766341625, games: 6.487566009792147, retrigger: 0.01252565315086914 },
    shu: { rtp: 96.44993882870637, uncapped: 96.45790169027437, sigma: 14.255264939063075, games: 10.41617475839024, retrigger: 0.003995466359231448 },
    wu: { rtp: 96.44996049521495, uncapped: 96.45006678526805, sigma: 11.928474909836615, games: 15.228960260404245, retrigger: 0.0010023020021905148 },
  },
  triggerRate: 0.5871228457492949,
};

/** The exact figures (EXACT, exactFigures()' result, which a test recomputes). */
export function figures(): ExactFigures {
  const { rtp, hitRate, maxWin, sigma, method } = EXACT;
  return { rtp, hitRate, maxWin, sigma, method };
}
