import { describe, expect, it } from 'vitest';
import { catalogue, rulePages } from '../../../test/hmac-stream.js';
import { arrayDraw } from '../../engine/draw.js';
import { MoveRefused } from '../../engine/engine.js';
import { RECIPE_LOCALES } from '../../engine/recipe.js';
import { replayRound } from '../../engine/replay.js';
import { countOf, forEachStops, lineWins, reelWindow, scatterWin, shownWins, totalOf, windowOf, type Grid, type ReelSet } from '../../families/slot/index.js';
import { FairStream } from '../../rgs/stream.js';
import { simulate, figuresOf as simulated } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import { engine, FREE, lineTotal, partialStacks, reelsOf, spin, type LuckyPandaMarks, type LuckyPandaState } from './engine.js';
import { baseFigures, figures, FREE_GAMES_SIMULATED, simulateFreeGames } from './figures.js';
import {
  BASE_REELS,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_REELS,
  LINES,
  MAX_WIN_X,
  PAYS,
  RETRIGGER_GAMES,
  SCATTER,
  SCATTER_PAYS,
  WILD,
  WILDS,
} from './math.js';
import { recipe } from './recipe.js';

const SEED = 'c'.repeat(64);
const CLIENT = 'lucky-panda';
const stream = new FairStream(SEED, CLIENT);
const play = (nonce: number) => engine.start(stream.draw(nonce), {});

/** The first nonce from `from` whose round passes `test`. */
function find(test: (state: LuckyPandaState) => boolean, from = 0): number {
  for (let nonce = from; nonce < from + 100_000; nonce++) if (test(play(nonce).state)) return nonce;
  throw new Error('no such round in 100,000 nonces');
}

/** A float that makes below(length) give `stop`. */
const stopFloat = (stop: number, length: number) => (stop + 0.5) / length;
/** The first stop of a strip whose window passes `test`. */
const stopWhere = (strip: readonly string[], test: (window: string[]) => boolean) => [...strip.keys()].find((stop) => test(reelWindow(strip, stop, 3))) as number;
const marksOf = (marks: Record<string, unknown> | undefined) => (marks ?? {}) as LuckyPandaMarks;

/** The line wins of `grid` as the family counts them, and what its nudges may reach. */
const linesOf = (grid: Grid) => totalOf(lineWins(grid, LINES, PAYS, WILDS));
const withStacks = (grid: Grid, reels: readonly number[]) => grid.map((column, reel) => (reels.includes(reel) ? [WILD, WILD, WILD] : column));

describe('Lucky Panda', () => {
  it('has the figures its detail page publishes', async () => {
    const published = await catalogue('slot-lucky-panda');
    const exact = figures();
    expect(Math.abs(exact.rtp - published.rtp)).toBeLessThan(0.05);
    expect(Math.abs(exact.hitRate - published.hit_rate)).toBeLessThan(0.5);
    expect(exact.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', exact.sigma as number)).toBe('medium');
  });

  it('lays out its strips as the nudge and the scatter need', () => {
    for (const set of [BASE_REELS, FREE_REELS]) {
      set.strips.forEach((strip, reel) => {
        expect(strip.length).toBeGreaterThanOrEqual(20);
        expect(strip.length).toBeLessThanOrEqual(120);
        const at = (position: number) => strip[(position + strip.length) % strip.length];
        if (reel === 0 || reel === 4) expect(strip).not.toContain(WILD);
        for (let position = 0; position < strip.length; position++) {
          // Pandas single or in stacks of three, two other symbols at least between them.
          if (at(position) === WILD && at(position - 1) !== WILD) {
            let run = 0;
            while (at(position + run) === WILD) run++;
            expect([1, 3], `reel ${reel + 1} at ${position}`).toContain(run);
            expect([at(position + run), at(position + run + 1)]).not.toContain(WILD);
            if (run === 3) for (const near of [-2, -1, 3, 4]) expect(at(position + near)).not.toBe(SCATTER);
          }
          expect(countOf([reelWindow(strip, position, 3)], SCATTER)).toBeLessThanOrEqual(1);
        }
        const tops = partialStacks(strip);
        tops.forEach((top, stop) => {
          if (top === -1) return;
          const shown = countOf([reelWindow(strip, stop, 3)], WILD);
          expect(shown === 1 || shown === 2).toBe(true);
          expect(reelWindow(strip, top, 3)).toEqual([WILD, WILD, WILD]);
        });
      });
    }
  });

  it('shows the window of its stops, nudged where that wins more, and pays its lines and Golden Bamboos', () => {
    let nudged = 0;
    for (let nonce = 0; nonce < 1_000; nonce++) {
      const { state, status } = play(nonce);
      expect(status).toBe('over');
      const [base] = state.spins;
      if (!base) throw new Error('no paid spin');
      expect(base.kind).toBe('base');
      const nudges = marksOf(base.marks).nudges ?? [];
      nudged += nudges.length;
      const window = windowOf(BASE_REELS, base.stops);
      expect(base.grid).toEqual(withStacks(window, nudges.map((nudge) => nudge.reel)));
      for (const { reel, stop } of nudges) expect(windowOf(BASE_REELS, base.stops.with(reel, stop))[reel]).toEqual([WILD, WILD, WILD]);
      const wins = lineWins(base.grid, LINES, PAYS, WILDS);
      const scatter = scatterWin(base.grid, SCATTER, SCATTER_PAYS);
      expect(base.wins).toEqual(shownWins(scatter ? [...wins, scatter] : wins));
      expect(base.win).toBe(totalOf(base.wins));
      if (!state.feature) expect(state.win).toBe(base.win);
      expect(engine.multiplier(state)).toBe(Math.floor((state.win * 10_000) / CREDITS_PER_BET));
      expect(engine.payout?.(2_500, state)).toBe(Math.floor((2_500 * state.win) / CREDITS_PER_BET));
    }
    expect(nudged).toBeGreaterThan(25);
  });

  it('plays known rounds', () => {
    const rounds = [0, find((state) => state.spins.some((spun) => spun.marks !== undefined)), find((state) => state.feature !== undefined)];
    for (const nonce of rounds) {
      const { state } = play(nonce);
      const spins = state.spins.map((spun) => ({ stops: spun.stops.join(), grid: spun.grid.map((column) => column.join(' ')).join(' | '), win: spun.win, marks: spun.marks }));
      expect({ nonce, spins, free: state.free, feature: state.feature, win: state.win }).toMatchSnapshot();
    }
  });

  it('nudges a stack exactly when it adds to the win: the most any choice wins, with the fewest nudges', () => {
    const held = new Uint8Array(15);
    const baseReels = reelsOf(BASE_REELS);
    for (let nonce = 0; nonce < 1_500; nonce++) {
      const draw = stream.draw(nonce);
      // Held Pandas as in free games: a few positions of reels 2 to 4, from the stream too.
      held.fill(0);
      const free = nonce % 2 === 1;
      if (free) for (let cell = 3; cell < 12; cell++) held[cell] = draw.below(4) === 0 ? 1 : 0;
      const reels = free ? FREE : baseReels;
      const spun = spin(draw, reels, free ? held : null);
      const shown = windowOf(reels.set, spun.stops).map((column, reel) => column.map((symbol, row) => (held[reel * 3 + row] && free ? WILD : symbol)));
      const partial = [1, 2, 3].filter((reel) => (reels.stacks[reel] as Int32Array)[spun.stops[reel] as number] !== -1);
      const nudgedReels = spun.nudges.map((nudge) => nudge.reel);
      const best = Math.max(...subsets(partial).map((chosen) => linesOf(withStacks(shown, chosen))));
      expect(linesOf(spun.grid)).toBe(best);
      expect(lineTotal(spun.grid)).toBe(best);
      for (const fewer of subsets(nudgedReels)) if (fewer.length < nudgedReels.length) expect(linesOf(withStacks(shown, fewer))).toBeLessThan(best);
      expect(spun.grid).toEqual(withStacks(shown, nudgedReels));
    }
  });

  it('plays free games with sticky Pandas and retriggers, and credits them in the same round', () => {
    for (const nonce of [find((state) => state.feature !== undefined), find((state) => (state.feature?.retriggers ?? 0) > 0), find((state) => state.feature?.bamboos === 4)]) {
      const { state } = play(nonce);
      const { feature, free } = state;
      if (!feature || !free) throw new Error('no free games');
      const [base, ...spins] = state.spins;
      expect(countOf(base?.grid ?? [], SCATTER)).toBe(feature.bamboos);
      expect(feature.games).toBe(FREE_GAMES[feature.bamboos]);
      expect(free.awarded).toBe(feature.games + RETRIGGER_GAMES * feature.retriggers);
      expect(free.played).toBe(spins.length);
      if (!state.capped) expect(free.played).toBe(free.awarded);
      const held = new Set<string>();
      for (const spun of spins) {
        const marks = marksOf(spun.marks);
        expect(spun.kind).toBe('free');
        expect(new Set((marks.held ?? []).map((position) => position.join()))).toEqual(held);
        for (const [reel, row] of marks.held ?? []) expect(spun.grid[reel]?.[row]).toBe(WILD);
        const window = windowOf(FREE_REELS, spun.stops).map((column, reel) => column.map((symbol, row) => (held.has(`${reel},${row}`) ? WILD : symbol)));
        expect(spun.grid).toEqual(withStacks(window, (marks.nudges ?? []).map((nudge) => nudge.reel)));
        expect(marks.retrigger).toBe(countOf(spun.grid, SCATTER) >= 3 ? RETRIGGER_GAMES : undefined);
        expect(spun.win).toBe(totalOf(spun.wins));
        spun.grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === WILD && held.add(`${reel},${row}`)));
      }
      expect(feature.win).toBe(totalOf(spins));
      expect(state.win).toBe((base?.win ?? 0) + feature.win);
    }
  });

  it('awards 15 free games for 5 Golden Bamboos and ends the round at 1,500x, forfeiting the free games left', () => {
    const bamboo = BASE_REELS.strips.map((strip) => stopWhere(strip, (window) => window.includes(SCATTER)));
    const stacks = FREE_REELS.strips.map((strip) => stopWhere(strip, (window) => window.every((symbol) => symbol === WILD)));
    const steamers = FREE_REELS.strips.map((strip) => stopWhere(strip, (window) => window.every((symbol) => symbol === 'DUMPLING')));
    const floats = [
      ...bamboo.map((stop, reel) => stopFloat(stop, BASE_REELS.strips[reel]?.length as number)),
      // Free game 1: the three stacks in full view (they stick) between three Dumpling Steamers on reels 1 and 5, 25 x 300
      // credits; then the steamers again, four times: the fifth free game reaches the cap.
      ...[steamers[0], stacks[1], stacks[2], stacks[3], steamers[4]].map((stop, reel) => stopFloat(stop as number, FREE_REELS.strips[reel]?.length as number)),
      ...Array.from({ length: 4 }, () => [steamers[0], 0, 0, 0, steamers[4]].map((stop, reel) => stopFloat(stop as number, FREE_REELS.strips[reel]?.length as number))).flat(),
    ];
    const { state, status } = engine.start(arrayDraw(floats), {});
    expect(status).toBe('over');
    expect(state.feature).toMatchObject({ bamboos: 5, games: 15 });
    expect(state.spins[1]?.win).toBe(LINES.length * (PAYS.DUMPLING?.[4] as number));
    expect(state.free).toEqual({ awarded: 15, played: 5 });
    expect(state.capped).toBe(true);
    expect(state.win).toBe(MAX_WIN_X * CREDITS_PER_BET);
    expect(engine.multiplier(state)).toBe(engine.maxWin);
    expect(engine.payout?.(250, state)).toBe(250 * MAX_WIN_X);
  });

  it('takes no actions, is over when it starts and shows nothing before', () => {
    expect(engine.actions).toEqual({});
    const step = play(1);
    expect(step.status).toBe('over');
    expect(() => engine.act(stream.draw(1), step.state, 'spin', {})).toThrow(MoveRefused);
    expect(engine.expire(stream.draw(1), step.state)).toEqual({ state: step.state, status: 'over' });
    expect(engine.view(step.state, false)).toEqual({ spins: [], credits: CREDITS_PER_BET, win: 0, capped: false });
    expect(engine.view(step.state, true)).toBe(step.state);
  });

  it('keeps a typical free-game round within the wallet’s 8 KiB of meta', () => {
    const sizes: number[] = [];
    for (let nonce = find((state) => state.feature !== undefined); sizes.length < 25; nonce = find((state) => state.feature !== undefined, nonce + 1)) {
      const view = engine.view(play(nonce).state, true);
      expect(view.spins.every((spun) => spun.wins.every((win) => win.positions === undefined))).toBe(true);
      sizes.push(JSON.stringify(view).length);
    }
    sizes.sort((a, b) => a - b);
    expect(sizes[12]).toBeLessThan(8_192);
  });

  it('replays from the published recipe in Web Crypto to the same round', async () => {
    for (const nonce of [0, 1, find((state) => state.feature !== undefined)]) {
      const replayed = await replayRound(engine, { serverSeed: SEED, clientSeed: CLIENT, nonce, params: {} });
      expect(replayed.step.state).toEqual(play(nonce).state);
      expect(replayed.multiplier).toBe(engine.multiplier(play(nonce).state));
    }
  });

  it('publishes its recipe in every locale, its tables from the math', () => {
    for (const locale of RECIPE_LOCALES) expect(recipe.steps[locale]).toHaveLength(recipe.steps.en.length);
    expect(recipe.steps['de-CH'].join(' ')).not.toContain('ß');
    const [lines, pays, bamboos, base, free] = recipe.tables;
    expect(lines?.rows).toEqual(LINES.map((rows, line) => [line + 1, ...rows.map((row) => row + 1)]));
    expect(pays?.rows[0]).toEqual(['DUMPLING', 20, 75, 300]);
    expect(bamboos?.rows).toEqual([
      [3, 50, 8, 8],
      [4, 250, 12, 8],
      [5, 1_250, 15, 8],
    ]);
    BASE_REELS.strips.forEach((strip, reel) => strip.forEach((symbol, stop) => expect(base?.rows[stop]?.[reel + 1]).toBe(symbol)));
    FREE_REELS.strips.forEach((strip, reel) => strip.forEach((symbol, stop) => expect(free?.rows[stop]?.[reel + 1]).toBe(symbol)));
  });

  it('pays as its rule page says, in every language', async () => {
    const pages = await rulePages('slot-lucky-panda');
    for (const doc of Object.values(pages)) {
      const [lineTable, payTable] = doc.sections.flatMap((section) => (section.table ? [section.table] : []));
      expect(lineTable?.rows.map(([, rows]) => (rows as string).split('-').map((row) => Number(row) - 1))).toEqual(LINES);
      const payRows = payTable?.rows ?? [];
      expect(payRows.slice(0, -1).map((row) => row.slice(1).map(Number))).toEqual(Object.values(PAYS).map((pays) => pays.slice(2)));
      expect(payRows.at(-1)?.slice(1).map(Number)).toEqual(SCATTER_PAYS.slice(2).map((pay) => pay / CREDITS_PER_BET));
    }
  });

  it('computes the paid spin as the full cycle of small reels does', () => {
    const set: ReelSet = {
      strips: [
        ['A', 'K', 'BAMBOO', 'Q', 'J', 'DUMPLING', 'KOI'],
        ['PANDA', 'PANDA', 'PANDA', 'A', 'K', 'BAMBOO', 'Q', 'J', 'A'],
        ['A', 'PANDA', 'K', 'Q', 'PANDA', 'PANDA', 'PANDA', 'J', 'DUMPLING', 'K'],
        ['K', 'Q', 'PANDA', 'PANDA', 'PANDA', 'A', 'J', 'BAMBOO', 'A'],
        ['A', 'BAMBOO', 'K', 'Q', 'J', 'A', 'KOI', 'DUMPLING'],
      ],
      rows: [3, 3, 3, 3, 3],
    };
    const reels = reelsOf(set);
    const lines = Array<number>(6).fill(0);
    const squares = Array<number>(6).fill(0);
    const bamboos = Array<number>(6).fill(0);
    let hits = 0;
    let combos = 0;
    let nudges = 0;
    forEachStops(set, (stops) => {
      const spun = spin(arrayDraw(stops.map((stop, reel) => stopFloat(stop, set.strips[reel]?.length as number))), reels, null);
      const won = spun.win - (SCATTER_PAYS[spun.bamboos - 1] ?? 0);
      lines[spun.bamboos] = (lines[spun.bamboos] as number) + won;
      squares[spun.bamboos] = (squares[spun.bamboos] as number) + won * won;
      bamboos[spun.bamboos] = (bamboos[spun.bamboos] as number) + 1;
      if (spun.win > 0) hits++;
      nudges += spun.nudges.length;
      combos++;
    });
    expect(nudges).toBeGreaterThan(0);
    const exact = baseFigures(set);
    for (let count = 0; count <= 5; count++) {
      expect(exact.bamboos[count]).toBeCloseTo((bamboos[count] as number) / combos, 12);
      expect(exact.lines[count]).toBeCloseTo((lines[count] as number) / combos, 9);
      expect(exact.squares[count]).toBeCloseTo((squares[count] as number) / combos, 7);
    }
    expect(exact.hitRate).toBeCloseTo(hits / combos, 12);
  });

  it('measures the free games as its kept simulation did', () => {
    const rounds = 20_000;
    const again = simulateFreeGames({ 3: rounds }, 2)[3];
    const kept = FREE_GAMES_SIMULATED[3];
    if (!again || !kept) throw new Error('no simulation');
    // Five standard errors of the difference: a failure means the engine or the strips changed.
    const error = Math.sqrt(kept.sd ** 2 / kept.rounds + again.sd ** 2 / rounds);
    expect(Math.abs(again.mean - kept.mean)).toBeLessThan(5 * error);
  });

  it('plays its RTP: 200,000 rounds hold it in their 99% interval', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SEED, clientSeed: 'simulation', from: 0, rounds: 200_000 });
    const { rtpLow, rtpHigh, hitRate } = simulated(tally);
    const exact = figures();
    expect(exact.rtp).toBeGreaterThan(rtpLow);
    expect(exact.rtp).toBeLessThan(rtpHigh);
    expect(Math.abs(hitRate - exact.hitRate)).toBeLessThan(0.5);
  });
});

/** Every subset of `items`. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((out, item) => [...out, ...out.map((subset) => [...subset, item])], [[]]);
}
