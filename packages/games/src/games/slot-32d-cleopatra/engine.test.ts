import { describe, expect, it } from 'vitest';
import { catalogue, rulePages, SIM_CLIENT_SEED, SIM_SERVER_SEED, tolerance } from '../../../test/hmac-stream.js';
import { arrayDraw } from '../../engine/draw.js';
import { replayRound } from '../../engine/replay.js';
import { lineWins } from '../../families/slot/pays.js';
import { reelWindow, windowOf, type ReelSet } from '../../families/slot/reels.js';
import type { SpinView } from '../../families/slot/round.js';
import { FairStream } from '../../rgs/stream.js';
import { figuresOf, simulate } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import { engine, type CleopatraMarks, type CleopatraView } from './engine.js';
import { exactFigures } from './figures.js';
import {
  BASE_REELS,
  BETS,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_MULTIPLIER,
  FREE_REELS,
  LINES,
  MAX_WIN,
  PAYS,
  PYRAMID,
  PYRAMID_PAYS,
  SYMBOLS,
  WILD,
  WILDS,
} from './math.js';
import { recipe } from './recipe.js';

const stream = new FairStream('f'.repeat(64), 'cleopatra');
const play = (nonce: number) => engine.start(stream.draw(nonce), {});
const viewOf = (nonce: number) => engine.view(play(nonce).state, true);
const figures = exactFigures();
/** The free games a spin's Pyramids award (its marks), 0 when none. */
const awardOf = (spin: SpinView | undefined): number => (spin?.marks as Partial<CleopatraMarks> | undefined)?.freeGames ?? 0;

/** The rule page's line rule, read on its own: the first symbol's run (doubled once with Cleopatra in it) or Cleopatra's own run. */
function ruleLinePay(symbols: readonly string[]): number {
  const lead = symbols.find((symbol) => symbol !== WILD);
  let best = 0;
  if (lead !== undefined && lead !== PYRAMID) {
    let count = 0;
    while (count < 5 && (symbols[count] === lead || symbols[count] === WILD)) count++;
    best = (PAYS[lead]?.[count - 1] ?? 0) * (symbols.slice(0, count).includes(WILD) ? 2 : 1);
  }
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === WILD) wilds++;
  return Math.max(best, PAYS[WILD]?.[wilds - 1] ?? 0);
}

/** What a window pays by the rule page: every line, then the Pyramids anywhere. */
function rulePay(grid: string[][]): number {
  let total = 0;
  for (const rows of LINES) total += ruleLinePay(rows.map((row, reel) => grid[reel]?.[row] as string));
  const pyramids = grid.flat().filter((symbol) => symbol === PYRAMID).length;
  return total + (pyramids >= 3 ? (PYRAMID_PAYS[pyramids - 1] ?? 0) : 0);
}

/** A float that makes below(strip length) give `stop`. */
const floatFor = (reels: ReelSet, reel: number, stop: number) => (stop + 0.5) / (reels.strips[reel] as readonly string[]).length;

/** The first stop of a reel whose window satisfies `test`. */
function stopWhere(reels: ReelSet, reel: number, test: (window: string[]) => boolean): number {
  const strip = reels.strips[reel] as readonly string[];
  const stop = strip.findIndex((_, at) => test(reelWindow(strip, at, 3)));
  if (stop < 0) throw new Error(`no such stop on reel ${reel + 1}`);
  return stop;
}

describe('Cleopatra 32', () => {
  it('has the figures its detail page publishes', async () => {
    const published = await catalogue('slot-32d-cleopatra');
    expect(Math.abs(figures.rtp - published.rtp)).toBeLessThan(0.05);
    expect(Math.abs(figures.hitRate - published.hit_rate)).toBeLessThan(0.5);
    expect(figures.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', figures.sigma as number)).toBe('high');
    // The free games start about once in 150 paid spins and pay about half of the return.
    expect(figures.triggerEvery).toBeGreaterThan(120);
    expect(figures.triggerEvery).toBeLessThan(200);
    expect(figures.freeGamesRtp / figures.rtp).toBeGreaterThan(0.45);
    // The cap is reached, rarely: it takes a screen of Cleopatras in a free game (7,500x) and more.
    expect(figures.capChance).toBeGreaterThan(0);
    expect(figures.capChance).toBeLessThan(1e-9);
  });

  it('computes each spin distribution over the full cycle: its mean is the per-line mean from symbol frequencies', () => {
    for (const [reels, spin] of [
      [BASE_REELS, figures.base],
      [FREE_REELS, figures.free],
    ] as const) {
      // Each line shows, on reel i, every symbol as often as the strip holds it, independently of the other reels.
      const names = [...SYMBOLS, PYRAMID];
      const frequency = reels.strips.map((strip) => names.map((name) => strip.filter((symbol) => symbol === name).length / strip.length));
      let line = 0;
      const symbols: string[] = [];
      const walk = (reel: number, p: number) => {
        if (p === 0) return;
        if (reel === 5) {
          line += p * ruleLinePay(symbols);
          return;
        }
        names.forEach((name, index) => {
          symbols[reel] = name;
          walk(reel + 1, p * (frequency[reel]?.[index] as number));
        });
      };
      walk(0, 1);
      // Pyramids in view: each reel's windows, convolved.
      let pyramids = [1];
      for (let reel = 0; reel < 5; reel++) {
        const strip = reels.strips[reel] as readonly string[];
        const next = Array<number>(pyramids.length + 3).fill(0);
        for (let stop = 0; stop < strip.length; stop++) {
          const count = reelWindow(strip, stop, 3).filter((symbol) => symbol === PYRAMID).length;
          pyramids.forEach((p, k) => (next[k + count] = (next[k + count] as number) + p / strip.length));
        }
        pyramids = next;
      }
      const scatter = pyramids.reduce((sum, p, k) => sum + (k >= 3 ? p * (PYRAMID_PAYS[Math.min(k, 5) - 1] as number) : 0), 0);
      let mean = 0;
      let total = 0;
      spin.byPyramids.forEach((wins) => wins.forEach((p, win) => ((mean += p * win), (total += p))));
      expect(total).toBeCloseTo(1, 12);
      expect(mean).toBeCloseTo(LINES.length * line + scatter, 9);
    }
  });

  it('takes the rule page lines, pays and bets', async () => {
    const page = (await rulePages('slot-32d-cleopatra'))['zh-tw'];
    const [lines, pays] = page.sections.flatMap((section) => (section.table ? [section.table] : []));
    expect(lines?.rows).toEqual(LINES.map((rows, index) => [String(index + 1), rows.map((row) => row + 1).join('-')]));
    expect(pays?.rows.map((row) => row.slice(1).map((pay) => Number(pay.replace(',', ''))))).toEqual([
      ...SYMBOLS.map((symbol) => PAYS[symbol]?.slice(2)),
      PYRAMID_PAYS.slice(2).map((pay) => pay / CREDITS_PER_BET),
    ]);
    expect(BETS).toEqual({ kind: 'range', min: 0.32, max: 320, step: 0.32 });
    expect(CREDITS_PER_BET).toBe(LINES.length);
  });

  it('doubles a line Cleopatra completes, once, and pays five Cleopatras their own 2,500', () => {
    const grid = (...columns: string[][]) => columns;
    // Middle row (line 1): WILD A A ... doubled; top row (line 2): five WILDs; bottom (line 3): WILD WILD WILD LOTUS.
    const wins = lineWins(grid(['WILD', WILD, WILD], ['WILD', 'A', WILD], [WILD, 'A', WILD], [WILD, 'K', 'LOTUS'], [WILD, 'Q', 'TEN']), LINES.slice(0, 3), PAYS, WILDS);
    expect(wins.map(({ line, symbol, count, win }) => ({ line, symbol, count, win }))).toEqual([
      { line: 1, symbol: 'A', count: 3, win: 10 },
      { line: 2, symbol: WILD, count: 5, win: 2500 },
      { line: 3, symbol: 'LOTUS', count: 4, win: 60 },
    ]);
  });

  it('plays a known paid spin: its window, its line wins (one doubled by Cleopatra) and its pay', () => {
    const step = play(0);
    expect(step.status).toBe('over');
    const view = engine.view(step.state, true);
    expect(view.spins[0]?.stops).toEqual([17, 5, 36, 19, 59]);
    expect(view.spins[0]?.grid).toEqual(windowOf(BASE_REELS, [17, 5, 36, 19, 59]));
    expect(view.spins[0]?.grid).toEqual([['Q', 'EYE', PYRAMID], ['Q', 'Q', 'K'], ['Q', 'SPHINX', 'J'], ['TEN', WILD, 'K'], ['K', 'K', 'ANKH']]);
    // Line 2 (top row): Q Q Q; line 14 (1-2-1-2-1): Q Q Q WILD, 10 doubled.
    expect(view.spins[0]?.wins).toEqual([
      { kind: 'line', line: 2, symbol: 'Q', count: 3, win: 3 },
      { kind: 'line', line: 14, symbol: 'Q', count: 4, win: 20, multiplier: 2 },
    ]);
    expect(view).toMatchObject({ credits: 32, win: 23, capped: false });
    expect(view.free).toBeUndefined();
    expect(engine.multiplier(step.state)).toBe(Math.floor((23 * 10_000) / 32));
    expect(engine.payout?.(320, step.state)).toBe(230);
  });

  it('pays every paid spin as the rule page reads', () => {
    for (let nonce = 0; nonce < 1_000; nonce++) {
      const [spin] = viewOf(nonce).spins;
      expect(spin?.grid).toEqual(windowOf(BASE_REELS, spin?.stops ?? []));
      expect(spin?.win).toBe(rulePay(spin?.grid ?? []));
    }
  });

  it('plays the free games a paid spin awards, every win tripled, on the free reels', () => {
    let rounds = 0;
    for (let nonce = 0; rounds < 20; nonce++) {
      const view = viewOf(nonce);
      if (view.spins.length === 1) continue;
      rounds++;
      const [paid, ...free] = view.spins;
      const pyramids = paid?.grid.flat().filter((symbol) => symbol === PYRAMID).length ?? 0;
      expect(paid?.marks).toEqual({ freeGames: FREE_GAMES[pyramids - 1] as number } satisfies CleopatraMarks);
      let awarded = awardOf(paid);
      for (const spin of free) {
        expect(spin.kind).toBe('free');
        expect(spin.grid).toEqual(windowOf(FREE_REELS, spin.stops));
        expect(spin.multiplier).toBe(FREE_MULTIPLIER);
        expect(spin.win).toBe(rulePay(spin.grid) * FREE_MULTIPLIER);
        awarded += awardOf(spin);
      }
      expect(view.free).toEqual({ awarded, played: free.length, multiplier: FREE_MULTIPLIER });
      expect(free.length).toBe(awarded);
      expect(view.win).toBe(view.spins.reduce((sum, spin) => sum + spin.win, 0));
      // A round of free games stays a few KB (the wallet keeps at most 8 KiB of meta).
      expect(JSON.stringify(view).length).toBeLessThan(7_000);
    }
  });

  it('adds the free games Pyramids award in a free game (nonce 2944 retriggers)', () => {
    const view = viewOf(2944);
    const retrigger = view.spins.findIndex((spin, index) => index > 0 && spin.marks);
    expect(retrigger).toBeGreaterThan(0);
    const pyramids = view.spins[retrigger]?.grid.flat().filter((symbol) => symbol === PYRAMID).length ?? 0;
    expect(awardOf(view.spins[retrigger])).toBe(FREE_GAMES[pyramids - 1]);
    expect(view.free?.awarded).toBe(awardOf(view.spins[0]) + (FREE_GAMES[pyramids - 1] as number));
    expect(view.free?.played).toBe(view.free?.awarded);
  });

  it('ends the round at 8,000x the bet, the free games left unplayed', () => {
    // The paid spin: a Pyramid on reels 1 to 3 only (10 free games); every free game: Cleopatra on all 15 positions.
    const paid = [0, 1, 2, 3, 4].map((reel) => stopWhere(BASE_REELS, reel, (window) => window.includes(PYRAMID) === reel < 3));
    const full = [0, 1, 2, 3, 4].map((reel) => stopWhere(FREE_REELS, reel, (window) => window.every((symbol) => symbol === WILD)));
    const floats = [...paid.map((stop, reel) => floatFor(BASE_REELS, reel, stop)), ...Array.from({ length: 10 }, () => full.map((stop, reel) => floatFor(FREE_REELS, reel, stop))).flat()];
    const step = engine.start(arrayDraw(floats), {});
    const view: CleopatraView = engine.view(step.state, true);
    // A screen of Cleopatras: 32 lines of her own 2,500, tripled (7,500x); the second reaches the cap.
    expect(view.spins[1]?.win).toBe(LINES.length * 2_500 * FREE_MULTIPLIER);
    expect(view.spins).toHaveLength(3);
    expect(view).toMatchObject({ win: MAX_WIN * CREDITS_PER_BET, capped: true, free: { awarded: 10, played: 2 } });
    expect(engine.multiplier(step.state)).toBe(MAX_WIN * 10_000);
    expect(engine.payout?.(100, step.state)).toBe(100 * MAX_WIN);
  });

  it('takes no action: every round is over when it starts, and stays so', () => {
    expect(Object.keys(engine.actions)).toEqual([]);
    const step = play(115);
    expect(step.status).toBe('over');
    expect(() => engine.act(stream.draw(115), step.state, 'spin', {})).toThrow();
    expect(engine.expire(stream.draw(115), step.state)).toEqual({ state: step.state, status: 'over' });
    expect(engine.view(step.state, false)).toEqual(engine.view(step.state, true));
  });

  it('replays from the published recipe in Web Crypto to the same round', async () => {
    for (const nonce of [0, 115, 2944]) {
      const replayed = await replayRound(engine, { serverSeed: 'f'.repeat(64), clientSeed: 'cleopatra', nonce, params: {} });
      expect(replayed.step.state).toEqual(play(nonce).state);
      expect(replayed.view).toEqual(viewOf(nonce));
    }
  });

  it('publishes a recipe in every language, its tables from the math', () => {
    for (const steps of Object.values(recipe.steps)) expect(steps).toHaveLength(5);
    expect(recipe.steps['de-CH'].join(' ')).not.toMatch(/ß/);
    expect(recipe.steps['de-CH'].join(' ')).toContain("8'000");
    const [base, free, lines, pays, pyramids] = recipe.tables;
    expect(base?.rows.map((row) => row.slice(1))).toEqual(Array.from({ length: 66 }, (_, stop) => BASE_REELS.strips.map((strip) => strip[stop])));
    expect(free?.rows).toHaveLength(Math.max(...FREE_REELS.strips.map((strip) => strip.length)));
    expect(lines?.rows).toHaveLength(32);
    expect(pays?.rows[0]).toEqual([WILD, 50, 400, 2500]);
    expect(pyramids?.rows).toEqual([
      [3, 64, 10],
      [4, 320, 15],
      [5, 1600, 20],
    ]);
  });

  it('simulates to its exact RTP and hit rate', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SIM_SERVER_SEED, clientSeed: SIM_CLIENT_SEED, from: 0, rounds: 200_000 });
    const simulated = figuresOf(tally);
    expect(figures.rtp).toBeGreaterThan(simulated.rtpLow);
    expect(figures.rtp).toBeLessThan(simulated.rtpHigh);
    const hit = figures.hitRate / 100;
    expect(Math.abs(simulated.hitRate / 100 - hit)).toBeLessThan(tolerance(hit * (1 - hit), tally.rounds));
  });
});
