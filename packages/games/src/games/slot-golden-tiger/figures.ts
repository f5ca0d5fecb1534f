import type { ExactFigures } from '../index.js';
import { reelWindow } from '../../families/slot/reels.js';
import { COIN, CREDITS_PER_BET, GRAND_CREDITS, MATH, MAX_WIN, POSITIONS, RESPINS, SYMBOLS, TRIGGER_COINS, WILDS, type GoldenTigerMath } from './math.js';

/*
 * The exact figures, without walking the full cycle of stops. The reels are independent, so every
 * expectation of a product of per-reel factors is the product of per-reel expectations:
 *
 * - A symbol's win of exactly k reels is pay(k) x m1 x ... x mk x [m(k+1) = 0], with mi the rows of
 *   reel i matching it. Each factor is one reel's, so E[win z^C] (C the coins in view, z marking
 *   how many) is a product of five per-reel polynomials in z; so is E[win x win'] for any two wins.
 *   That gives the base game's mean, its second moment, and its mean for each number of coins.
 * - Hold & Win depends only on the number of coins that start it: the final number of coins is a
 *   Markov chain over (coins locked, respins left); every coin's prize is an independent draw of
 *   one table, so the feature's prize is a convolution of that table, plus GRAND for 15 coins.
 * - A spin pays nothing when no symbol matches on reels 1, 2 and 3 and fewer than six coins show:
 *   the reels 1 to 3 are walked by the distinct windows they show.
 */

/** Coins in view: index n holds the part of an expectation over spins showing n coins. */
type Poly = Float64Array;

/** What one reel shows at each of its stops. */
interface ReelStats {
  stops: number;
  /** match[symbol][stop]: rows showing the paying symbol or a wild that stands in for it. */
  match: Uint8Array[];
  coins: Uint8Array;
}

function statsOf(strip: readonly string[], rows: number): ReelStats {
  const match = SYMBOLS.map(() => new Uint8Array(strip.length));
  const coins = new Uint8Array(strip.length);
  for (let stop = 0; stop < strip.length; stop++) {
    for (const shown of reelWindow(strip, stop, rows)) {
      if (shown === COIN) coins[stop] = (coins[stop] as number) + 1;
      SYMBOLS.forEach((symbol, index) => {
        const rows = match[index] as Uint8Array;
        if (shown === symbol || (WILDS.symbols.includes(shown) && !(WILDS.except ?? []).includes(symbol))) rows[stop] = (rows[stop] as number) + 1;
      });
    }
  }
  return { stops: strip.length, match, coins };
}

function multiply(a: Poly, b: Poly): Poly {
  const out = new Float64Array(POSITIONS + 1);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i] as number;
    if (ai === 0) continue;
    for (let j = 0; j < b.length && i + j <= POSITIONS; j++) out[i + j] = (out[i + j] as number) + ai * (b[j] as number);
  }
  return out;
}

/** E[a x b x z^coins] over one reel's stops (an absent factor is 1). */
function reelPoly(reel: ReelStats, a?: Float64Array, b?: Float64Array): Poly {
  const out = new Float64Array(POSITIONS + 1);
  for (let stop = 0; stop < reel.stops; stop++) {
    const coins = reel.coins[stop] as number;
    out[coins] = (out[coins] as number) + (a ? (a[stop] as number) : 1) * (b ? (b[stop] as number) : 1);
  }
  return out.map((value) => value / reel.stops);
}

const sum = (poly: Poly): number => poly.reduce((total, value) => total + value, 0);

/** A win of a symbol on exactly `count` reels: its pay, and its factor on each reel (undefined: 1). */
interface RunTerm {
  pay: number;
  factors: (Float64Array | undefined)[];
}

function runTerms(math: GoldenTigerMath, reels: readonly ReelStats[]): RunTerm[] {
  const terms: RunTerm[] = [];
  SYMBOLS.forEach((symbol, index) => {
    (math.pays[symbol] ?? []).forEach((pay, at) => {
      const count = at + 1;
      if (pay <= 0) return;
      const factors = reels.map((reel, r) => {
        const match = reel.match[index] as Uint8Array;
        if (r < count) return Float64Array.from(match);
        if (r === count) return Float64Array.from(match, (rows) => (rows === 0 ? 1 : 0));
        return undefined;
      });
      terms.push({ pay, factors });
    });
  });
  return terms;
}

/** E[product over the reels of a's and b's factors x z^coins]. */
function productPoly(reels: readonly ReelStats[], a?: RunTerm, b?: RunTerm): Poly {
  let out: Poly | undefined;
  reels.forEach((reel, r) => {
    const poly = reelPoly(reel, a?.factors[r], b?.factors[r]);
    out = out ? multiply(out, poly) : poly;
  });
  return out as Poly;
}

/** P(no symbol matches on reels 1, 2 and 3) for each number of coins they show. */
function lossesOnFirstThree(reels: readonly ReelStats[]): Poly {
  const groups = reels.slice(0, 3).map((reel) => {
    const counted = new Map<number, number>();
    for (let stop = 0; stop < reel.stops; stop++) {
      let mask = 0;
      reel.match.forEach((match, index) => {
        if ((match[stop] as number) > 0) mask |= 1 << index;
      });
      const key = mask * (POSITIONS + 1) + (reel.coins[stop] as number);
      counted.set(key, (counted.get(key) ?? 0) + 1 / reel.stops);
    }
    return [...counted].map(([key, p]) => ({ mask: Math.floor(key / (POSITIONS + 1)), coins: key % (POSITIONS + 1), p }));
  });
  const out = new Float64Array(POSITIONS + 1);
  for (const a of groups[0] ?? [])
    for (const b of groups[1] ?? []) {
      const ab = a.mask & b.mask;
      for (const c of groups[2] ?? []) {
        if ((ab & c.mask) !== 0) continue;
        const coins = a.coins + b.coins + c.coins;
        out[coins] = (out[coins] as number) + a.p * b.p * c.p;
      }
    }
  return out;
}

/** P(Hold & Win ends with N coins) for each N, when it starts with `start` coins. */
export function finalCoins(start: number, coinChance: number): Float64Array {
  const memo = new Map<number, Float64Array>();
  const binomial = (n: number, k: number): number => {
    let out = 1;
    for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
    return out;
  };
  const visit = (locked: number, left: number): Float64Array => {
    const key = locked * 8 + left;
    const known = memo.get(key);
    if (known) return known;
    const out = new Float64Array(POSITIONS + 1);
    if (locked === POSITIONS || left === 0) {
      out[locked] = 1;
    } else {
      const empty = POSITIONS - locked;
      for (let landed = 0; landed <= empty; landed++) {
        const p = binomial(empty, landed) * coinChance ** landed * (1 - coinChance) ** (empty - landed);
        const next = landed === 0 ? visit(locked, left - 1) : visit(locked + landed, RESPINS);
        for (let n = 0; n <= POSITIONS; n++) out[n] = (out[n] as number) + p * (next[n] as number);
      }
    }
    memo.set(key, out);
    return out;
  };
  return visit(start, RESPINS);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The figures and what they are made of (the tuning reads the parts). */
export interface GoldenTigerFigures extends ExactFigures {
  /** Percent of the bet returned by way wins, and by Hold & Win. */
  baseRtp: number;
  featureRtp: number;
  /** The standard deviation of the way wins alone, in bets. */
  baseSigma: number;
  /** Spins per Hold & Win, and per GRAND. */
  triggerEvery: number;
  grandEvery: number;
  /** Most the cap can move the RTP, in points (only GRAND with many MAJOR coins reaches it). */
  capSpread: number;
}

export function figuresOf(math: GoldenTigerMath): GoldenTigerFigures {
  const reels = math.reels.strips.map((strip, r) => statsOf(strip, math.reels.rows[r] as number));
  const terms = runTerms(math, reels);
  const coinsInView = productPoly(reels);

  // The base game: E[B z^C] and E[B^2 z^C].
  const base = new Float64Array(POSITIONS + 1);
  const baseSquares = new Float64Array(POSITIONS + 1);
  terms.forEach((a, i) => {
    const one = productPoly(reels, a);
    one.forEach((value, n) => (base[n] = (base[n] as number) + a.pay * value));
    for (let j = i; j < terms.length; j++) {
      const b = terms[j] as RunTerm;
      const both = productPoly(reels, a, b);
      const times = i === j ? 1 : 2;
      both.forEach((value, n) => (baseSquares[n] = (baseSquares[n] as number) + times * a.pay * b.pay * value));
    }
  });

  // Hold & Win's prize (credits, in units of `unit`) for each number of coins that start it.
  const [blank, coin] = math.respinWeights;
  const coinChance = coin / (blank + coin);
  const unit = [...math.coinPrizes.map((prize) => prize.credits), GRAND_CREDITS, MAX_WIN * CREDITS_PER_BET].reduce(gcd);
  const totalWeight = math.coinPrizes.reduce((total, prize) => total + prize.weight, 0);
  const one = new Float64Array(Math.max(...math.coinPrizes.map((prize) => prize.credits)) / unit + 1);
  for (const prize of math.coinPrizes) one[prize.credits / unit] = (one[prize.credits / unit] as number) + prize.weight / totalWeight;
  const grand = GRAND_CREDITS / unit;
  const size = POSITIONS * (one.length - 1) + grand + 1;
  const kernel = [...one.entries()].filter(([, q]) => q > 0);
  const sums: Float64Array[] = [Float64Array.of(1)];
  for (let n = 1; n <= POSITIONS; n++) {
    const previous = sums[n - 1] as Float64Array;
    const next = new Float64Array(previous.length + one.length - 1);
    for (let s = 0; s < previous.length; s++) {
      const p = previous[s] as number;
      if (p !== 0) for (const [v, q] of kernel) next[s + v] = (next[s + v] as number) + p * q;
    }
    sums.push(next);
  }
  const prizeOf = (final: Float64Array): Float64Array => {
    const out = new Float64Array(size);
    final.forEach((p, n) => {
      if (p === 0) return;
      const shift = n === POSITIONS ? grand : 0;
      (sums[n] as Float64Array).forEach((q, s) => (out[s + shift] = (out[s + shift] as number) + p * q));
    });
    return out;
  };

  // Largest base win a spin with six or more coins can show: reel 1's matching rows times the
  // best pay per way on the rows the coins leave free on the following reels.
  const rows = math.reels.rows;
  const first = reels[0] as ReelStats;
  const firstMost = new Float64Array((rows[0] as number) + 1);
  for (let stop = 0; stop < first.stops; stop++) {
    const matched = first.match.reduce((total, match) => total + (match[stop] as number), 0);
    const coins = first.coins[stop] as number;
    firstMost[coins] = Math.max(firstMost[coins] as number, matched);
  }
  const payMost = reels.map((_, at) => Math.max(...SYMBOLS.map((symbol) => math.pays[symbol]?.[at] ?? 0)));
  let triggerBaseMost = 0;
  const visitCoins = (reel: number, coins: number, ways: number, best: number) => {
    if (reel === reels.length) {
      if (coins >= TRIGGER_COINS) triggerBaseMost = Math.max(triggerBaseMost, best);
      return;
    }
    for (let c = 0; c <= (rows[reel] as number); c++) {
      const next = reel === 0 ? (firstMost[c] as number) : ways * ((rows[reel] as number) - c);
      visitCoins(reel + 1, coins + c, next, Math.max(best, next * (payMost[reel] as number)));
    }
  };
  visitCoins(0, 0, 0, 0);

  const cap = (MAX_WIN * CREDITS_PER_BET) / unit;
  let mean = sum(base);
  let squares = sum(baseSquares);
  let feature = 0;
  let capLow = 0;
  let capHigh = 0;
  let triggers = 0;
  let grands = 0;
  for (let n = TRIGGER_COINS; n <= POSITIONS; n++) {
    const p = coinsInView[n] as number;
    if (p === 0) continue;
    triggers += p;
    const final = finalCoins(n, coinChance);
    grands += p * (final[POSITIONS] as number);
    const prize = prizeOf(final);
    let prizeMean = 0;
    let prizeSquares = 0;
    const excess = (b: number) => {
      let first = 0;
      let second = 0;
      prize.forEach((q, s) => {
        if (q === 0 || b + s <= cap) return;
        first += q * (b + s - cap);
        second += q * ((b + s) ** 2 - cap ** 2);
      });
      return { first, second };
    };
    prize.forEach((q, s) => {
      prizeMean += q * s;
      prizeSquares += q * s * s;
    });
    prizeMean *= unit;
    prizeSquares *= unit * unit;
    feature += p * prizeMean;
    mean += p * prizeMean;
    squares += 2 * (base[n] as number) * prizeMean + p * prizeSquares;
    // The cap takes what a round wins above 2,000x: B + prize - cap, B between 0 and its bound.
    const low = excess(0);
    const high = excess(triggerBaseMost / unit);
    capLow += p * low.first * unit;
    capHigh += p * high.first * unit;
    mean -= p * low.first * unit;
    squares -= p * low.second * unit * unit;
  }
  const bets = (credits: number) => credits / CREDITS_PER_BET;
  const rtp = bets(mean);
  const losses = multiply(lossesOnFirstThree(reels), productPoly(reels.slice(3)));
  // 15 coins of the largest prize and GRAND reach the cap whenever Hold & Win can fill the screen.
  const largestPrize = Math.max(...math.coinPrizes.filter((prize) => prize.weight > 0).map((prize) => prize.credits));
  const featureMost = triggers > 0 && coinChance > 0 ? POSITIONS * largestPrize + GRAND_CREDITS : 0;
  const baseMost = rows.reduce((ways, count) => ways * count, 1) * (payMost[reels.length - 1] as number);
  return {
    rtp: rtp * 100,
    hitRate: (1 - sum(losses.subarray(0, TRIGGER_COINS))) * 100,
    maxWin: (Math.min(MAX_WIN * CREDITS_PER_BET, Math.max(featureMost, baseMost)) * 10_000) / CREDITS_PER_BET,
    sigma: Math.sqrt(bets(bets(squares)) - rtp * rtp),
    method: `the full cycle of ${reels.map((reel) => reel.stops).join(' x ')} stops by independent reels (way wins and their squares per number of coins in view as products of per-reel sums), Hold & Win by its chain over (coins locked, respins left) and the convolution of the coin prizes, the hit rate over the distinct windows of reels 1 to 3; the cap moves the RTP by less than ${Math.max(bets(capHigh) * 100, 1e-15).toExponential(0)} points`,
    baseRtp: bets(sum(base)) * 100,
    baseSigma: Math.sqrt(bets(bets(sum(baseSquares))) - bets(sum(base)) ** 2),
    featureRtp: bets(feature) * 100,
    triggerEvery: 1 / triggers,
    grandEvery: 1 / grands,
    capSpread: bets(capHigh - capLow) * 100,
  };
}

/** Exact, from the math: see figuresOf. */
export function figures(): ExactFigures {
  const { rtp, hitRate, maxWin, sigma, method } = figuresOf(MATH);
  return { rtp, hitRate, maxWin, sigma, method };
}
