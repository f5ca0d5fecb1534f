import { drawFrom, type Draw } from '../../engine/draw.js';
import { reelWindow, type ReelSet } from '../../families/slot/index.js';
import type { ExactFigures } from '../index.js';
import { BASE, engine, partialStacks, playRound } from './engine.js';
import { BASE_REELS, CREDITS_PER_BET, LINES, PAYS, SCATTER, SCATTER_PAYS, SYMBOLS, TRIGGER_COUNT, WILD } from './math.js';

/*
 * The figures. The paid spin is exact over the full cycle of its strips, without walking it: a
 * spin's line wins are those of the window with every partly shown stack nudged (engine.ts), so
 * each reel's windows are independent of the others', and a line's (or a pair of lines') wins
 * follow from one reel at a time, kept apart by how many Golden Bamboos are in view. The free
 * games cannot be summed so: the sticky Pandas carry over from game to game and the nudges
 * depend on them. Their value given 3, 4 or 5 Golden Bamboos is measured by a dedicated
 * simulation of the engine itself (simulateFreeGames), whose result is kept below.
 */

const REELS = 5;
const ROWS = 3;
const SYMBOL_COUNT = SYMBOLS.length;
const WILD_INDEX = SYMBOLS.indexOf(WILD);
/** Line symbols (the wild and the scatter have no line pay). */
const PAYING = SYMBOLS.map((symbol) => PAYS[symbol]).filter((pays) => pays !== undefined).length;
const PAY: number[][] = SYMBOLS.slice(0, PAYING).map((symbol) => [0, ...(PAYS[symbol] as number[])]);

/** The distinct windows of a reel as line wins see them (a partly shown stack nudged in), each with its number of stops. */
interface Window {
  rows: number[];
  bamboo: 0 | 1;
  stops: number;
}

function windowsOf(set: ReelSet, reel: number): { windows: Window[]; length: number } {
  const strip = set.strips[reel] as readonly string[];
  const tops = partialStacks(strip);
  const byKey = new Map<string, Window>();
  for (let stop = 0; stop < strip.length; stop++) {
    const shown = reelWindow(strip, tops[stop] === -1 ? stop : (tops[stop] as number), ROWS);
    const key = shown.join(' ');
    const known = byKey.get(key);
    if (known) known.stops++;
    else byKey.set(key, { rows: shown.map((symbol) => SYMBOLS.indexOf(symbol as (typeof SYMBOLS)[number])), bamboo: shown.includes(SCATTER) ? 1 : 0, stops: 1 });
  }
  return { windows: [...byKey.values()], length: strip.length };
}

const matches = (shown: number, symbol: number) => shown === symbol || shown === WILD_INDEX;

/** The paid spin, exactly, split by the Golden Bamboos in view (0..5): their chance, E[B; c] and E[B²; c] for the line wins B in credits, and P(win). */
export interface BaseFigures {
  bamboos: number[];
  lines: number[];
  squares: number[];
  hitRate: number;
}

export function baseFigures(set: ReelSet = BASE_REELS): BaseFigures {
  const reels = set.strips.map((_, reel) => windowsOf(set, reel));
  // joint[reel][((rowA * 3 + rowB) * symbols + a) * symbols + b][cell]: chance that the reel matches
  // symbol a on row rowA (bit 2), b on rowB (bit 1), and shows a Golden Bamboo (bit 0).
  const joint = reels.map(({ windows, length }) => {
    const table = new Float64Array(ROWS * ROWS * SYMBOL_COUNT * SYMBOL_COUNT * 8);
    for (const { rows, bamboo, stops } of windows) {
      const chance = stops / length;
      for (let rowA = 0; rowA < ROWS; rowA++) {
        for (let rowB = 0; rowB < ROWS; rowB++) {
          for (let a = 0; a < PAYING; a++) {
            for (let b = 0; b < PAYING; b++) {
              const cell = (matches(rows[rowA] as number, a) ? 4 : 0) | (matches(rows[rowB] as number, b) ? 2 : 0) | bamboo;
              const index = ((((rowA * ROWS + rowB) * SYMBOL_COUNT + a) * SYMBOL_COUNT + b) << 3) | cell;
              table[index] = (table[index] as number) + chance;
            }
          }
        }
      }
    }
    return table;
  });

  let bamboos = [1];
  for (const { windows, length } of reels) {
    const p = windows.reduce((sum, window) => sum + window.bamboo * window.stops, 0) / length;
    const next = Array<number>(bamboos.length + 1).fill(0);
    bamboos.forEach((chance, count) => {
      next[count] = (next[count] as number) + chance * (1 - p);
      next[count + 1] = (next[count + 1] as number) + chance * p;
    });
    bamboos = next;
  }

  // Lines a and b together (a = b gives one line's square): the run of each, alive (5) or ended
  // at its length, and the Golden Bamboos so far, reel by reel.
  const lines = Array<number>(REELS + 1).fill(0);
  const squares = Array<number>(REELS + 1).fill(0);
  const STATES = 6 * 6 * (REELS + 1);
  let dist = new Float64Array(STATES);
  let next = new Float64Array(STATES);
  const first = reels[0] as { windows: Window[]; length: number };
  for (let lineA = 0; lineA < LINES.length; lineA++) {
    for (let lineB = lineA; lineB < LINES.length; lineB++) {
      const rowsA = LINES[lineA] as readonly number[];
      const rowsB = LINES[lineB] as readonly number[];
      for (const window of first.windows) {
        const a = window.rows[rowsA[0] as number] as number;
        const b = window.rows[rowsB[0] as number] as number;
        if (a >= PAYING || b >= PAYING) continue;
        dist.fill(0);
        dist[(5 * 6 + 5) * (REELS + 1) + window.bamboo] = window.stops / first.length;
        for (let reel = 1; reel < REELS; reel++) {
          next.fill(0);
          const table = joint[reel] as Float64Array;
          const base = ((((rowsA[reel] as number) * ROWS + (rowsB[reel] as number)) * SYMBOL_COUNT + a) * SYMBOL_COUNT + b) << 3;
          for (let runA = 1; runA <= 5; runA++) {
            for (let runB = 1; runB <= 5; runB++) {
              for (let count = 0; count <= reel; count++) {
                const chance = dist[(runA * 6 + runB) * (REELS + 1) + count] as number;
                if (chance === 0) continue;
                for (let cell = 0; cell < 8; cell++) {
                  const q = table[base | cell] as number;
                  if (q === 0) continue;
                  const nextA = runA === 5 && !(cell & 4) ? reel : runA;
                  const nextB = runB === 5 && !(cell & 2) ? reel : runB;
                  const index = (nextA * 6 + nextB) * (REELS + 1) + count + (cell & 1);
                  next[index] = (next[index] as number) + chance * q;
                }
              }
            }
          }
          [dist, next] = [next, dist];
        }
        const payA = PAY[a] as number[];
        const payB = PAY[b] as number[];
        for (let runA = 1; runA <= 5; runA++) {
          for (let runB = 1; runB <= 5; runB++) {
            const product = (payA[runA] as number) * (payB[runB] as number);
            for (let count = 0; count <= REELS; count++) {
              const chance = dist[(runA * 6 + runB) * (REELS + 1) + count] as number;
              if (chance === 0) continue;
              if (lineA === lineB) lines[count] = (lines[count] as number) + chance * (payA[runA] as number);
              squares[count] = (squares[count] as number) + (lineA === lineB ? 1 : 2) * chance * product;
            }
          }
        }
      }
    }
  }

  // A win needs three of a kind on a line, so reels 1 to 3 decide whether the lines pay; the
  // Golden Bamboos of reels 4 and 5 only add to those of 1 to 3.
  const [one, two, three] = reels as [(typeof reels)[0], (typeof reels)[0], (typeof reels)[0]];
  const quiet = Array<number>(4).fill(0);
  for (const x of one.windows) {
    for (const y of two.windows) {
      const alive = LINES.filter((rows) => {
        const lead = x.rows[rows[0] as number] as number;
        return lead < PAYING && matches(y.rows[rows[1] as number] as number, lead);
      });
      for (const z of three.windows) {
        if (alive.some((rows) => matches(z.rows[rows[2] as number] as number, x.rows[rows[0] as number] as number))) continue;
        const count = x.bamboo + y.bamboo + z.bamboo;
        quiet[count] = (quiet[count] as number) + (x.stops / one.length) * (y.stops / two.length) * (z.stops / three.length);
      }
    }
  }
  const lastTwo = [1];
  for (const { windows, length } of reels.slice(3)) {
    const p = windows.reduce((sum, window) => sum + window.bamboo * window.stops, 0) / length;
    lastTwo.push(0);
    for (let count = lastTwo.length - 1; count >= 0; count--) lastTwo[count] = (lastTwo[count] as number) * (1 - p) + (count > 0 ? (lastTwo[count - 1] as number) * p : 0);
  }
  let none = 0;
  quiet.forEach((chance, early) => lastTwo.forEach((late, count) => early + count < TRIGGER_COUNT && (none += chance * late)));
  return { bamboos, lines, squares, hitRate: 1 - none };
}

/** The free games' value given the paid spin's Golden Bamboos, measured by simulateFreeGames. */
export interface FreeGamesFigures {
  /** Rounds simulated. */
  rounds: number;
  /** Mean of the free games' win (after the cap), in credits. */
  mean: number;
  /** Standard deviation of the free games' win, in credits. */
  sd: number;
  /** Mean of the square of the round's win (paid spin and free games, after the cap), in credits². */
  meanSquare: number;
  /** Rounds that reached the cap. */
  capped: number;
}

/**
 * simulateFreeGames({ 3: 20_000_000, 4: 2_500_000, 5: 600_000 }, 1), kept so that figures() takes
 * a moment; engine.test.ts checks a shorter run against it.
 */
export const FREE_GAMES_SIMULATED: Readonly<Record<number, FreeGamesFigures>> = {
  3: { rounds: 20_000_000, mean: 1015.0727827, sd: 1787.4880714463743, meanSquare: 4338392.78692905, capped: 5 },
  4: { rounds: 2_500_000, mean: 2503.50974, sd: 3124.432867650629, meanSquare: 17354892.2915396, capped: 8 },
  5: { rounds: 600_000, mean: 4077.128205, sd: 4180.256750365358, meanSquare: 45864875.87878833, capped: 12 },
};

/** A seeded generator of floats like the stream's (uint32 / 2^32): sfc32. */
export function seededFloats(seed: number): () => number {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162 ^ Math.imul(seed, 7);
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 20; i++) next();
  return next;
}

/**
 * Plays `rounds[c]` rounds whose paid spin shows exactly c Golden Bamboos (c = 3, 4, 5) on the
 * engine: the paid spin's stops drawn from the stops that give that (each reel's stops with or
 * without a Golden Bamboo in view, the reels that show one chosen by their chance), the rest of
 * the round on seeded floats.
 */
export function simulateFreeGames(rounds: Readonly<Record<number, number>>, seed: number): Record<number, FreeGamesFigures> {
  const next = seededFloats(seed);
  const strips = BASE.set.strips;
  const withBamboo = strips.map((strip) => [...strip.keys()].filter((stop) => reelWindow(strip, stop, ROWS).includes(SCATTER)));
  const without = strips.map((strip, reel) => [...strip.keys()].filter((stop) => !(withBamboo[reel] as number[]).includes(stop)));
  const out: Record<number, FreeGamesFigures> = {};
  for (const [key, count] of Object.entries(rounds)) {
    const bamboos = Number(key);
    const subsets: { reels: number[]; weight: number }[] = [];
    for (let mask = 0; mask < 1 << REELS; mask++) {
      const reels = [...Array(REELS).keys()].filter((reel) => mask & (1 << reel));
      if (reels.length !== bamboos) continue;
      const weight = strips.reduce((product, _, reel) => product * (reels.includes(reel) ? (withBamboo[reel] as number[]) : (without[reel] as number[])).length, 1);
      subsets.push({ reels, weight });
    }
    const total = subsets.reduce((sum, subset) => sum + subset.weight, 0);
    let sum = 0;
    let squares = 0;
    let roundSquares = 0;
    let cappedRounds = 0;
    const stops: number[] = [];
    for (let round = 0; round < count; round++) {
      let pick = next() * total;
      const subset = subsets.find((candidate) => (pick -= candidate.weight) < 0) ?? (subsets.at(-1) as (typeof subsets)[number]);
      stops.length = 0;
      for (let reel = 0; reel < REELS; reel++) {
        const pool = (subset.reels.includes(reel) ? withBamboo[reel] : without[reel]) as number[];
        stops.push(pool[Math.floor(next() * pool.length)] as number);
      }
      const draw: Draw = drawFrom((index) => (index < REELS ? ((stops[index] as number) + 0.5) / (strips[index] as readonly string[]).length : next()));
      const played = playRound(draw, false);
      const free = played.feature?.win ?? 0;
      sum += free;
      squares += free * free;
      roundSquares += played.win * played.win;
      if (played.capped) cappedRounds++;
    }
    const mean = sum / count;
    out[bamboos] = { rounds: count, mean, sd: Math.sqrt(Math.max(0, squares / count - mean * mean)), meanSquare: roundSquares / count, capped: cappedRounds };
  }
  return out;
}

/** z of a two-sided 99% interval. */
const Z_99 = 2.5758293035489;

/** The RTP (percent) from the exact paid spin and the free games' figures, with the half-width of its 99% interval. */
export function rtpOf(base: BaseFigures, free: Readonly<Record<number, FreeGamesFigures>>): { rtp: number; interval: number; sigma: number } {
  let mean = 0;
  let square = 0;
  let variance = 0;
  for (let count = 0; count <= REELS; count++) {
    const chance = base.bamboos[count] as number;
    if (count < TRIGGER_COUNT) {
      mean += base.lines[count] as number;
      square += base.squares[count] as number;
      continue;
    }
    const feature = free[count] as FreeGamesFigures;
    mean += (base.lines[count] as number) + chance * ((SCATTER_PAYS[count - 1] as number) + feature.mean);
    square += chance * feature.meanSquare;
    variance += (chance * feature.sd) ** 2 / feature.rounds;
  }
  const toBets = 1 / CREDITS_PER_BET;
  return {
    rtp: mean * toBets * 100,
    interval: Z_99 * Math.sqrt(variance) * toBets * 100,
    sigma: Math.sqrt(square * toBets ** 2 - (mean * toBets) ** 2),
  };
}

/** The figures: the paid spin exact, the free games by their simulated value. */
export function figures(): ExactFigures {
  const base = baseFigures();
  const { rtp, interval, sigma } = rtpOf(base, FREE_GAMES_SIMULATED);
  const simulated = Object.values(FREE_GAMES_SIMULATED).reduce((sum, feature) => sum + feature.rounds, 0);
  const cycle = BASE_REELS.strips.reduce((product, strip) => product * strip.length, 1);
  return {
    rtp,
    hitRate: base.hitRate * 100,
    maxWin: engine.maxWin,
    sigma,
    method:
      `paid spin exact over its full cycle of ${cycle.toLocaleString('en')} stop combinations, nudges included (reel by reel); ` +
      `free games by their value given 3, 4 and 5 Golden Bamboos, from a dedicated simulation of ${simulated.toLocaleString('en')} ` +
      `triggered rounds on the engine (RTP ±${interval.toFixed(3)} points at 99%)`,
  };
}
