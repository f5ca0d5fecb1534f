/*
 * How a game reads the round's fair stream (fair/hmac.ts): one float after another, in order,
 * each used once. Every game's recipe is written in these three reads, so that a player can
 * repeat it by hand:
 *
 * - float():        the next float f, 0 <= f < 1 (a big-endian uint32 / 2^32).
 * - below(n):       floor(f * n): each of 0 .. n-1 equally likely (to within n / 2^32).
 * - weighted(w):    with T = w[0] + ... + w[k-1], t = floor(f * T): the first index i whose running
 *                   total w[0] + ... + w[i] is greater than t.
 *
 * floor(f * n) is computed exactly: f * n is the exact product uint32 * n / 2^32 while it stays
 * below 2^53, so n is at most 2^21 here; larger totals go through BigInt.
 */

/** A round needed more floats than were computed for it (the verifier computes more and replays). */
export class FloatsExhausted extends Error {
  constructor(readonly needed: number) {
    super(`the round needs more than ${needed - 1} floats`);
  }
}

export interface Draw {
  /** The next float of the stream, 0 <= f < 1. */
  float(): number;
  /** floor(next float * n): 0 .. n-1. */
  below(n: number): number;
  /** An index of `weights` (non-negative integers), each as likely as its weight. */
  weighted(weights: readonly number[]): number;
  /** How many floats were read so far (where the next read starts, counted from the round's first float). */
  readonly used: number;
}

const UINT32_RANGE = 4_294_967_296;
const EXACT_PRODUCT_LIMIT = 2 ** 21;

/** floor(f * n) for a stream float f, exactly. */
export function scaled(float: number, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`cannot draw below ${n}`);
  if (n <= EXACT_PRODUCT_LIMIT) return Math.floor(float * n);
  return Number((BigInt(Math.round(float * UINT32_RANGE)) * BigInt(n)) / BigInt(UINT32_RANGE));
}

/** The index `weighted` picks for float `float`. */
export function weightedIndex(float: number, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError('weights must be non-negative integers');
    total += weight;
  }
  const target = scaled(float, total);
  let running = 0;
  for (let index = 0; index < weights.length; index++) {
    running += weights[index] as number;
    if (running > target) return index;
  }
  throw new RangeError('weights must not all be 0');
}

/** A Draw over a float source: `next(i)` gives the round's i-th float (from 0). */
export function drawFrom(next: (index: number) => number, start = 0): Draw {
  let used = start;
  const float = () => next(used++);
  return {
    float,
    below: (n) => scaled(float(), n),
    weighted: (weights) => weightedIndex(float(), weights),
    get used() {
      return used;
    },
  };
}

/** A Draw over floats already computed; reading past them throws FloatsExhausted. */
export function arrayDraw(floats: readonly number[], start = 0): Draw {
  return drawFrom((index) => {
    const value = floats[index];
    if (value === undefined) throw new FloatsExhausted(index + 1);
    return value;
  }, start);
}

/**
 * The first `count` entries of a partial Fisher-Yates shuffle of `pool`: for i = 0 .. count - 1,
 * swap entry i with entry i + below(pool length - i). (Mines places its mines so; scratch cards
 * and cards deal so.)
 */
export function shuffled<T>(draw: Draw, pool: readonly T[], count = pool.length): T[] {
  if (count > pool.length) throw new RangeError(`cannot take ${count} of ${pool.length}`);
  const items = [...pool];
  for (let i = 0; i < count; i++) {
    const j = i + draw.below(items.length - i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, count);
}
