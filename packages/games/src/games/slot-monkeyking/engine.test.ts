import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, rulePages, tableOf } from '../../../test/hmac-stream.js';
import { arrayDraw } from '../../engine/draw.js';
import { MoveRefused } from '../../engine/engine.js';
import { replayRound } from '../../engine/replay.js';
import { scatterWin, shownWins, slotMultiplier, slotPayout, waysWins, windowOf, type Grid, type SlotWin } from '../../families/slot/index.js';
import { FairStream } from '../../rgs/stream.js';
import { figuresOf as simulatedFigures, simulate } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import type { ExactFigures } from '../index.js';
import { engine, playSpin, type MonkeySpin, type MonkeyState } from './engine.js';
import { addSpin, CAP_EFFECT, CAP_STEP, capEffect, emptyDistribution, figures, missRate, reelsOf, spinMoments, uncapped } from './figures.js';
import {
  BASE_REELS,
  BASE_STAFF,
  CARDS,
  CLOUD,
  CLOUD_PAYS,
  CREDITS_PER_BET,
  DESIGN,
  FREE_GAMES,
  FREE_REELS,
  FREE_STAFF,
  MAX_WIN,
  RETRIGGER,
  STAFF,
  WAY_PAYS,
  WAY_PAYS_X,
  WAY_SYMBOLS,
  WILDS,
} from './math.js';
import { recipe } from './recipe.js';

const SERVER_SEED = 'm'.repeat(64);
const CLIENT_SEED = 'monkey-king';
const stream = new FairStream(SERVER_SEED, CLIENT_SEED);
/** Nonces of this seed pair: a losing spin, a plain win, a staff, free games, a retrigger, 4 clouds. */
const NONCE = { lose: 0, win: 1, staff: 11, free: 79, retrigger: 4267, fourClouds: 5411 } as const;
const CAP = MAX_WIN * CREDITS_PER_BET;

const start = (nonce: number) => engine.start(stream.draw(nonce), {});

/** What a spin shows: the window at its stops, staff reels filled, the card shown as the Monkey King. */
function expectedGrid(spin: MonkeySpin): Grid {
  const grid = windowOf(spin.kind === 'base' ? BASE_REELS : FREE_REELS, spin.stops);
  for (const staff of spin.marks?.staffs ?? []) {
    expect((grid[staff.reel] as string[])[staff.row]).toBe(STAFF);
    (grid[staff.reel] as string[]).fill(STAFF);
  }
  const card = spin.marks?.card;
  return grid.map((column) => column.map((symbol) => (symbol === card ? 'KING' : symbol)));
}

/** A spin's wins from its grid and marks, as the rule page counts them. */
function expectedWins(spin: MonkeySpin) {
  const multiplier = (reel: number) => spin.marks?.staffs?.find((staff) => staff.reel === reel)?.multiplier ?? 1;
  const wins: SlotWin[] = waysWins(spin.grid, WAY_PAYS, WILDS, multiplier);
  const clouds = scatterWin(spin.grid, CLOUD, CLOUD_PAYS);
  if (clouds) wins.push(clouds);
  return wins;
}

/** Every spin of a round shows its stops' window and pays its wins; the round adds them up. */
function expectConsistent(state: MonkeyState) {
  let total = 0;
  for (const spin of state.spins) {
    expect(spin.grid).toEqual(expectedGrid(spin));
    const wins = expectedWins(spin);
    expect(spin.wins).toEqual(shownWins(wins));
    expect(spin.win).toBe(wins.reduce((sum, win) => sum + win.win, 0));
    expect(spin.multiplier).toBe(1);
    total += spin.win;
  }
  expect(state.win).toBe(Math.min(total, CAP));
  expect(state.credits).toBe(CREDITS_PER_BET);
}

/** Floats that make a spin land where wanted: each stop, then a weighted() index (pure arithmetic on the weights). */
const stopFloat = (stop: number, length: number) => (stop + 0.5) / length;
const weightFloat = (weights: readonly number[], index: number) => (weights.slice(0, index).reduce((a, b) => a + b, 0) + 0.5) / weights.reduce((a, b) => a + b, 0);

let exact: ExactFigures;
beforeAll(() => {
  exact = figures();
});

describe('Monkey King', () => {
  it('has the figures its detail page publishes', async () => {
    const published = (await catalogue('slot-monkeyking')) as Awaited<ReturnType<typeof catalogue>> & { volatility: string };
    expect(Math.abs(exact.rtp - published.rtp)).toBeLessThan(0.05);
    expect(Math.abs(exact.hitRate - published.hit_rate)).toBeLessThan(0.5);
    expect(exact.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', exact.sigma as number)).toBe(published.volatility);
    // The free games on about 1 spin in 170, most of the return from the staffs and the free games.
    const { round } = uncapped(DESIGN);
    expect(1 / round.trigger).toBeGreaterThan(150);
    expect(1 / round.trigger).toBeLessThan(190);
  });

  it('computes the cap from exact spin distributions: the paid spin agrees with its factorised moments', () => {
    // The whole computation (capOf) takes seconds per kind of spin; here the paid spin, and a check of the cap's arithmetic.
    const reels = reelsOf(BASE_REELS, BASE_STAFF);
    const distribution = emptyDistribution();
    addSpin(reels, distribution);
    const moments = spinMoments(reels);
    for (let clouds = 0; clouds <= 5; clouds++) {
      expect(distribution.p[clouds]).toBeCloseTo(moments.p[clouds] as number, 11);
      expect(distribution.mean[clouds]).toBeCloseTo(moments.mean[clouds] as number, 9);
      expect((distribution.square[clouds] as number) / (moments.square[clouds] as number || 1)).toBeCloseTo(moments.square[clouds] ? 1 : 0, 9);
    }
    // A win rounded up to 0 steps is no win at all: with fewer than 3 clouds, the paid spin's misses.
    const misses = [0, 1, 2].reduce((sum, clouds) => sum + ((distribution.up[clouds] as Float64Array)[0] as number), 0);
    expect(misses).toBeCloseTo(missRate(reels), 12);
    // The committed effect of the cap: a narrow interval, and the maximum win within reach.
    expect(CAP_EFFECT.loss[1] - CAP_EFFECT.loss[0]).toBeLessThan(1e-4);
    expect(CAP_EFFECT.loss[0]).toBeGreaterThan(0);
    expect(CAP_EFFECT.reach[0]).toBeGreaterThan(0);
  });

  it("caps a toy round the way the Fourier walk says: 8 free games of a quarter of the cap each", () => {
    const base = emptyDistribution();
    const free = emptyDistribution();
    // The paid spin: nothing, or 3 clouds (1x and 8 free games) one time in 4; a free game pays a quarter of the cap.
    (base.up[0] as Float64Array)[0] = (base.down[0] as Float64Array)[0] = 0.75;
    base.p[0] = 0.75;
    const pay = CLOUD_PAYS[2] as number;
    (base.up[3] as Float64Array)[pay / CAP_STEP] = (base.down[3] as Float64Array)[pay / CAP_STEP] = 0.25;
    base.p[3] = 0.25;
    base.mean[3] = base.downMean[3] = base.upMean[3] = 0.25 * pay;
    base.square[3] = base.downSquare[3] = base.upSquare[3] = 0.25 * pay * pay;
    const quarter = CAP / 4;
    (free.up[0] as Float64Array)[quarter / CAP_STEP] = (free.down[0] as Float64Array)[quarter / CAP_STEP] = 1;
    free.p[0] = 1;
    free.mean[0] = free.downMean[0] = free.upMean[0] = quarter;
    free.square[0] = free.downSquare[0] = free.upSquare[0] = quarter * quarter;
    const effect = capEffect(base, free, 1 << 17);
    // A triggered round wins 1x + 8 quarters = 2 caps and 100 credits; the cap takes all above one cap.
    const loss = 0.25 * (pay + 8 * quarter - CAP);
    expect(effect.loss[0]).toBeCloseTo(loss, 6);
    expect(effect.loss[1]).toBeCloseTo(loss, 6);
    expect(effect.reach[0]).toBeCloseTo(0.25, 12);
  });

  it('keeps the rule page: its pay table, bets, free games and staffs', async () => {
    const pages = await rulePages('slot-monkeyking');
    for (const lang of ['en', 'zh-cn'] as const) {
      const rows = tableOf(pages[lang]).rows;
      expect(rows.slice(0, WAY_SYMBOLS.length).map((row) => row.slice(1).map(Number))).toEqual(WAY_SYMBOLS.map((symbol) => WAY_PAYS_X[symbol].slice(2)));
      expect(rows.at(-1)?.slice(1).map(Number)).toEqual(CLOUD_PAYS.slice(2).map((pay) => pay / CREDITS_PER_BET));
    }
    expect(FREE_GAMES.slice(3)).toEqual([8, 12, 20]);
    expect(RETRIGGER).toBe(8);
    expect(BASE_STAFF.multipliers).toEqual([1, 2, 3]);
    expect(FREE_STAFF.multipliers).toEqual([2, 3, 5]);
    expect(CARDS).toEqual(['A', 'K', 'Q', 'J', '10', '9']);
    expect(engine.bets).toEqual({ kind: 'levels', levels: [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500] });
    for (const set of [BASE_REELS, FREE_REELS]) {
      set.strips.forEach((strip, reel) => {
        expect(strip.length).toBeGreaterThanOrEqual(20);
        expect(strip.length).toBeLessThanOrEqual(120);
        expect(strip.includes(STAFF)).toBe(reel >= 1 && reel <= 3);
        expect(strip.includes(CLOUD)).toBe(true);
        // A window shows at most one staff or cloud: 5 clouds at most, one multiplier per reel.
        strip.forEach((_, stop) => {
          const shown = [0, 1, 2, 3].map((row) => strip[(stop + row) % strip.length]);
          expect(shown.filter((symbol) => symbol === STAFF || symbol === CLOUD).length).toBeLessThanOrEqual(1);
        });
      });
    }
  });

  it('pays a paid spin the ways and clouds of the window its stops show', () => {
    const lose = start(NONCE.lose);
    expect(lose.status).toBe('over');
    expect(lose.state.win).toBe(0);
    const win = start(NONCE.win).state;
    expect(win.spins).toHaveLength(1);
    expect(win.spins[0]).toEqual({
      kind: 'base',
      stops: [84, 85, 77, 64, 67],
      grid: [
        ['PIG', 'Q', 'K', '9'],
        ['10', 'PIG', '9', '9'],
        ['PIG', 'PIG', 'A', 'A'],
        ['CLOUD', 'A', 'Q', 'Q'],
        ['10', '10', '10', 'PIG'],
      ],
      wins: [{ kind: 'ways', symbol: 'PIG', count: 3, ways: 2, win: 60 }],
      multiplier: 1,
      win: 60,
    });
    expect(engine.multiplier(win)).toBe(6_000);
    expect(engine.payout?.(150, win)).toBe(90);
    for (let nonce = 0; nonce < 300; nonce++) expectConsistent(start(nonce).state);
  });

  it('fills a staff reel and multiplies the ways through it', () => {
    const { spins } = start(NONCE.staff).state;
    const spin = spins[0] as MonkeySpin;
    expect(spin.marks).toEqual({ staffs: [{ reel: 2, row: 1, multiplier: 1 }] });
    expect(spin.grid[2]).toEqual([STAFF, STAFF, STAFF, STAFF]);
    expect(spin.wins).toEqual([
      { kind: 'ways', symbol: 'SHA', count: 3, ways: 4, win: 100 },
      { kind: 'ways', symbol: 'Q', count: 4, ways: 12, win: 180 },
      { kind: 'ways', symbol: 'J', count: 3, ways: 4, win: 20 },
    ]);
    // The same window with staffs of x3 on reels 2 to 4: every symbol of reel 1 runs through them, x27.
    const floats = [stopFloat(39, 90), ...[1, 2, 3].map((reel) => stopFloat(BASE_REELS.strips[reel]?.indexOf(STAFF) as number, BASE_REELS.strips[reel]?.length as number)), stopFloat(82, 87)];
    const { spin: big } = playSpin(arrayDraw([...floats, ...[0, 1, 2].map(() => weightFloat(BASE_STAFF.weights, 2))]), 'base');
    expect(big.marks?.staffs?.map((staff) => staff.multiplier)).toEqual([3, 3, 3]);
    expect(big.wins.every((win) => win.kind !== 'ways' || win.ways % 27 === 0)).toBe(true);
    expect(big.win).toBe(1_658_880);
  });

  it('opens the free games with 3 or more clouds, each with its card turned into the Monkey King', () => {
    const state = start(NONCE.free).state;
    expectConsistent(state);
    expect(state.spins[0]?.wins.at(-1)).toEqual({ kind: 'scatter', symbol: CLOUD, count: 3, win: 100 });
    expect(state.free).toEqual({ awarded: 8, played: 8 });
    expect(state.feature).toEqual({ trigger: { clouds: 3, games: 8 }, retriggers: [], forfeited: 0 });
    expect(state.spins.map((spin) => spin.kind)).toEqual(['base', ...Array(8).fill('free')]);
    for (const spin of state.spins.slice(1)) {
      expect(CARDS).toContain(spin.marks?.card);
      expect(spin.grid.flat()).not.toContain(spin.marks?.card);
    }
    expect(state.win).toBe(28_905);
    expect(start(NONCE.fourClouds).state.feature?.trigger).toEqual({ clouds: 4, games: 12 });
  });

  it('adds 8 free games for 3 or more clouds in a free game', () => {
    const state = start(NONCE.retrigger).state;
    expectConsistent(state);
    expect(state.feature).toEqual({ trigger: { clouds: 3, games: 8 }, retriggers: [4, 10], forfeited: 0 });
    expect(state.free).toEqual({ awarded: 24, played: 24 });
    for (const game of state.feature?.retriggers ?? []) expect(state.spins[game]?.wins.find((win) => win.kind === 'scatter')?.count).toBeGreaterThanOrEqual(3);
  });

  it('ends the round at 8,888x: a paid spin past it pays the cap, and free games past it are forfeited', () => {
    const floats = [stopFloat(39, 90), ...[1, 2, 3].map((reel) => stopFloat(BASE_REELS.strips[reel]?.indexOf(STAFF) as number, BASE_REELS.strips[reel]?.length as number)), stopFloat(82, 87)];
    const step = engine.start(arrayDraw([...floats, ...[0, 1, 2].map(() => weightFloat(BASE_STAFF.weights, 2))]), {});
    expect(step.state.spins[0]?.win).toBe(1_658_880);
    expect(step.state).toMatchObject({ win: CAP, capped: true });
    expect(engine.multiplier(step.state)).toBe(MAX_WIN * 10_000);
    expect(engine.payout?.(100, step.state)).toBe(MAX_WIN * 100);
    // Free games: the paid spin of NONCE.free, then a first free game with three x5 staffs reaches the cap.
    const paid = start(NONCE.free).state.spins[0] as MonkeySpin;
    const free = [weightFloat([1, 1, 1, 1, 1, 1], 0), stopFloat(3, 107), ...[1, 2, 3].map((reel) => stopFloat(FREE_REELS.strips[reel]?.indexOf(STAFF) as number, FREE_REELS.strips[reel]?.length as number)), stopFloat(66, 107)];
    const big = engine.start(arrayDraw([...paid.stops.map((stop, reel) => stopFloat(stop, BASE_REELS.strips[reel]?.length as number)), ...free, ...[0, 1, 2].map(() => weightFloat(FREE_STAFF.weights, 2))]), {});
    expect(big.state.spins).toHaveLength(2);
    expect(big.state.spins[1]?.win).toBe(38_560_000);
    expect(big.state).toMatchObject({ win: CAP, capped: true, free: { awarded: 8, played: 1 }, feature: { forfeited: 7 } });
  });

  it('takes no action and never waits: every round is over when it starts', () => {
    expect(engine.actions).toEqual({});
    const { state } = start(NONCE.free);
    expect(() => engine.act(stream.draw(NONCE.free), state, 'spin', {})).toThrow(MoveRefused);
    expect(engine.expire(stream.draw(NONCE.free), state)).toEqual({ state, status: 'over' });
    for (let nonce = 0; nonce < 100; nonce++) expect(start(nonce).status).toBe('over');
    expect(engine.view(state, true)).toBe(state);
  });

  it('keeps a long free-game run small', () => {
    // 25 spins, the paid one and 24 free games, under the wallet's 8 KiB of meta with room for the rest of it.
    const size = JSON.stringify(engine.view(start(NONCE.retrigger).state, true)).length;
    expect(size).toBeLessThan(7_200);
  });

  it('replays from the published recipe in Web Crypto to the same round', async () => {
    for (const nonce of [NONCE.win, NONCE.free]) {
      const replayed = await replayRound(engine, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, params: {} });
      expect(replayed.step.state).toEqual(start(nonce).state);
      expect(replayed.multiplier).toBe(slotMultiplier(start(nonce).state.win, CREDITS_PER_BET));
    }
  });

  it('publishes its recipe with tables built from its data, in four languages', () => {
    const text = Object.values(recipe.steps).flat().join('\n');
    expect(recipe.steps['de-CH'].join('')).not.toContain('ß');
    expect(recipe.steps['de-CH'].join('')).toContain("888'800");
    expect(text).toContain(BASE_REELS.strips.map((strip) => strip.length).join(', '));
    const [base, free, pays, staffs] = recipe.tables as [(typeof recipe.tables)[number], (typeof recipe.tables)[number], (typeof recipe.tables)[number], (typeof recipe.tables)[number]];
    expect(base.rows.map((row) => row.slice(1))).toEqual(Array.from({ length: base.rows.length }, (_, stop) => BASE_REELS.strips.map((strip) => strip[stop] ?? '')));
    expect(free.rows).toHaveLength(Math.max(...FREE_REELS.strips.map((strip) => strip.length)));
    expect(pays.rows.map((row) => row[0])).toEqual([...WAY_SYMBOLS, CLOUD]);
    expect(staffs.rows).toEqual([
      [0, 'x1', BASE_STAFF.weights[0], 'x2', FREE_STAFF.weights[0]],
      [1, 'x2', BASE_STAFF.weights[1], 'x3', FREE_STAFF.weights[1]],
      [2, 'x3', BASE_STAFF.weights[2], 'x5', FREE_STAFF.weights[2]],
    ]);
  });

  it('plays its exact RTP: a short simulation on the real stream holds it in its 99% interval', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SERVER_SEED, clientSeed: 'simulation', from: 0, rounds: 200_000 });
    const simulated = simulatedFigures(tally);
    expect(simulated.rtpLow).toBeLessThan(exact.rtp);
    expect(simulated.rtpHigh).toBeGreaterThan(exact.rtp);
    expect(Math.abs(simulated.hitRate - exact.hitRate)).toBeLessThan(0.35);
    expect(slotPayout(1, 1, CREDITS_PER_BET)).toBe(0);
  });
});
