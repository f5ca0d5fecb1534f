import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/hmac-stream.js';
import { arrayDraw } from '../../engine/draw.js';
import { RECIPE_LOCALES } from '../../engine/recipe.js';
import { replayRound } from '../../engine/replay.js';
import { waysWins, totalOf } from '../../families/slot/pays.js';
import { countOf, forEachStops, reelWindow, windowOf, type ReelSet } from '../../families/slot/reels.js';
import { FairStream } from '../../rgs/stream.js';
import { simulate, figuresOf as simulated } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import { engine, type GoldenTigerMarks, type GoldenTigerState } from './engine.js';
import { figures, figuresOf, finalCoins } from './figures.js';
import { COIN, COIN_PRIZES, CREDITS_PER_BET, GRAND_CREDITS, MATH, PAYS, POSITIONS, REELS, RESPIN_WEIGHTS, RESPINS, TRIGGER_COINS, WILDS, type GoldenTigerMath } from './math.js';
import { recipe } from './recipe.js';

const SEED = 'a'.repeat(64);
const stream = new FairStream(SEED, 'golden-tiger');
const play = (nonce: number) => engine.start(stream.draw(nonce), {});

/** The first nonce from `from` whose round passes `test`. */
function find(test: (state: GoldenTigerState) => boolean, from = 0): number {
  for (let nonce = from; nonce < from + 100_000; nonce++) if (test(play(nonce).state)) return nonce;
  throw new Error('no such round in 100,000 nonces');
}

/** Floats that make below(length) give `stop` and weighted(weights) give `index`. */
const stopFloat = (stop: number, length: number) => (stop + 0.5) / length;
const indexFloat = (index: number, weights: readonly number[]) => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const before = weights.slice(0, index).reduce((sum, weight) => sum + weight, 0);
  return (before + 0.5) / total;
};
const PRIZE_WEIGHTS = COIN_PRIZES.map((prize) => prize.weight);
const MAJOR = COIN_PRIZES.findIndex((prize) => prize.jackpot === 'MAJOR');

/** On each reel, the stop showing the most coins. */
const coinStops = REELS.strips.map((strip) => {
  let best = 0;
  for (let stop = 1; stop < strip.length; stop++) if (countOf([reelWindow(strip, stop, 3)], COIN) > countOf([reelWindow(strip, best, 3)], COIN)) best = stop;
  return best;
});

describe('Golden Tiger', () => {
  it('has the figures its detail page publishes', async () => {
    const published = await catalogue('slot-golden-tiger');
    const exact = figures();
    expect(Math.abs(exact.rtp - published.rtp)).toBeLessThan(0.05);
    expect(Math.abs(exact.hitRate - published.hit_rate)).toBeLessThan(0.5);
    expect(exact.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', exact.sigma as number)).toBe('medium');
  });

  it('shows the window of its stops and pays its ways', () => {
    for (let nonce = 0; nonce < 1_000; nonce++) {
      const { state, status } = play(nonce);
      expect(status).toBe('over');
      const view = engine.view(state, true);
      const [spin] = view.spins;
      expect(spin?.grid).toEqual(windowOf(REELS, state.stops));
      expect(spin?.wins).toEqual(waysWins(windowOf(REELS, state.stops), PAYS, WILDS));
      expect(spin?.win).toBe(totalOf(spin?.wins ?? []));
      const coins = (spin?.marks as unknown as GoldenTigerMarks).coins;
      expect(coins).toHaveLength(countOf(spin?.grid ?? [], COIN));
      const feature = view.feature ? view.feature.win : 0;
      expect(view.win).toBe(Math.min((spin?.win ?? 0) + feature, 200_000));
      expect(engine.multiplier(state)).toBe(view.win * 100);
      if (coins.length < TRIGGER_COINS) expect(view.feature).toBeUndefined();
    }
  });

  it('plays known rounds', () => {
    // Nonce 7: TEN on reels 1 to 4, 1 x 3 x 3 x 1 ways of 15 credits (WILD on reel 4).
    const base = play(7).state;
    expect(base).toEqual({ stops: [52, 9, 5, 67, 28], prizes: [1, 0], respins: null, win: 135, capped: false });
    const spin = engine.view(base, true).spins[0];
    expect(spin?.grid).toEqual([
      ['COIN', 'COIN', 'TEN'],
      ['TEN', 'TEN', 'TEN'],
      ['TEN', 'TEN', 'TEN'],
      ['WILD', 'KOI', 'INGOT'],
      ['K', 'INGOT', 'INGOT'],
    ]);
    expect(spin?.wins).toMatchObject([{ symbol: 'TEN', count: 4, ways: 9, win: 135 }]);
    expect(spin?.marks).toEqual({ coins: [{ at: [0, 0], prize: '1x', credits: 100 }, { at: [0, 1], prize: '0.5x', credits: 50 }] });
    expect(engine.multiplier(base)).toBe(13_500);
    expect(engine.payout?.(300, base)).toBe(405);
    // Nonce 16: six coins (0.5x, 0.5x, 2x, 5x, 2x, 10x), then a respin landing two more (2x, 1x): 23x.
    const hold = play(16).state;
    expect(hold).toMatchObject({ stops: [18, 33, 56, 80, 65], prizes: [0, 0, 2, 4, 2, 6], respins: [[], [[2, 2], [4, 1]], [], [], []], win: 2_300 });
    expect(engine.view(hold, true).feature).toMatchObject({ coins: 8, grand: false, win: 2_300 });
    expect(engine.view(hold, true).feature?.respins.map((respin) => respin.left)).toEqual([2, 3, 2, 1, 0]);
  });

  it('locks six or more coins for Hold & Win, respins reset by every new coin', () => {
    const nonce = find((state) => state.respins !== null && state.respins.length > RESPINS);
    const { state } = play(nonce);
    const view = engine.view(state, true);
    const feature = view.feature;
    if (!feature) throw new Error('no Hold & Win');
    const start = (view.spins[0]?.marks as unknown as GoldenTigerMarks).coins;
    expect(start.length).toBeGreaterThanOrEqual(TRIGGER_COINS);
    let left = RESPINS;
    const taken = new Set(start.map(({ at: [reel, row] }) => reel * 3 + row));
    for (const respin of feature.respins) {
      left = respin.landed.length > 0 ? RESPINS : left - 1;
      expect(respin.left).toBe(left);
      for (const { at: [reel, row] } of respin.landed) {
        expect(taken.has(reel * 3 + row)).toBe(false);
        taken.add(reel * 3 + row);
      }
    }
    expect(left === 0 || taken.size === POSITIONS).toBe(true);
    expect(feature.coins).toBe(taken.size);
    const coins = [...start, ...feature.respins.flatMap((respin) => respin.landed)];
    expect(feature.win).toBe(coins.reduce((sum, coin) => sum + coin.credits, 0) + (feature.grand ? GRAND_CREDITS : 0));
  });

  it('awards GRAND for 15 coins and ends the round at 2,000x', () => {
    // Stops showing the most coins, every coin a MAJOR, every respin position a coin.
    const coins = coinStops.reduce((sum, stop, reel) => sum + countOf([reelWindow(REELS.strips[reel] ?? [], stop, 3)], COIN), 0);
    expect(coins).toBeGreaterThanOrEqual(TRIGGER_COINS);
    const floats = [
      ...coinStops.map((stop, reel) => stopFloat(stop, REELS.strips[reel]?.length ?? 1)),
      ...Array<number>(coins).fill(indexFloat(MAJOR, PRIZE_WEIGHTS)),
      ...Array.from({ length: POSITIONS - coins }, () => [indexFloat(1, RESPIN_WEIGHTS), indexFloat(MAJOR, PRIZE_WEIGHTS)]).flat(),
    ];
    const draw = arrayDraw(floats);
    const { state } = engine.start(draw, {});
    expect(draw.used).toBe(floats.length);
    const view = engine.view(state, true);
    expect(view.feature).toMatchObject({ coins: POSITIONS, grand: true, win: POSITIONS * 10_000 + GRAND_CREDITS });
    expect(view.feature?.respins).toHaveLength(1);
    expect(view).toMatchObject({ win: 200_000, capped: true });
    expect(engine.multiplier(state)).toBe(20_000_000);
    expect(engine.payout?.(30, state)).toBe(60_000);
  });

  it('ends Hold & Win after three empty respins', () => {
    const floats = [
      ...coinStops.map((stop, reel) => stopFloat(stop, REELS.strips[reel]?.length ?? 1)),
      ...Array<number>(POSITIONS).fill(indexFloat(0, PRIZE_WEIGHTS)),
    ];
    const coins = coinStops.reduce((sum, stop, reel) => sum + countOf([reelWindow(REELS.strips[reel] ?? [], stop, 3)], COIN), 0);
    floats.length = REELS.strips.length + coins;
    floats.push(...Array<number>(RESPINS * (POSITIONS - coins)).fill(indexFloat(0, RESPIN_WEIGHTS)));
    const draw = arrayDraw(floats);
    const view = engine.view(engine.start(draw, {}).state, true);
    expect(draw.used).toBe(floats.length);
    expect(view.feature?.respins).toEqual([
      { landed: [], left: 2 },
      { landed: [], left: 1 },
      { landed: [], left: 0 },
    ]);
    expect(view.feature).toMatchObject({ coins, grand: false, win: coins * (COIN_PRIZES[0]?.credits ?? 0) });
  });

  it('takes no actions: the round is over when it starts', () => {
    expect(engine.actions).toEqual({});
    const step = play(1);
    expect(step.status).toBe('over');
    expect(() => engine.act(stream.draw(1), step.state, 'spin', {})).toThrow();
    expect(engine.expire(stream.draw(1), step.state)).toEqual({ state: step.state, status: 'over' });
  });

  it('keeps the longest view small', () => {
    const nonce = find((state) => (state.respins?.length ?? 0) >= 12);
    expect(JSON.stringify(engine.view(play(nonce).state, true)).length).toBeLessThan(4_096);
  });

  it('replays from the published recipe in Web Crypto to the same round', async () => {
    const nonces = [0, 1, find((state) => state.respins !== null)];
    for (const nonce of nonces) {
      const replayed = await replayRound(engine, { serverSeed: SEED, clientSeed: 'golden-tiger', nonce, params: {} });
      expect(replayed.step.state).toEqual(play(nonce).state);
      expect(replayed.multiplier).toBe(engine.multiplier(play(nonce).state));
    }
  });

  it('publishes its recipe in every locale, its tables from the math', () => {
    for (const locale of RECIPE_LOCALES) expect(recipe.steps[locale]).toHaveLength(recipe.steps.en.length);
    expect(recipe.steps['de-CH'].join(' ')).not.toContain('ß');
    const [strips, pays, prizes, respins] = recipe.tables;
    REELS.strips.forEach((strip, reel) => strip.forEach((symbol, stop) => expect(strips?.rows[stop]?.[reel + 1]).toBe(symbol)));
    expect(pays?.rows[0]).toEqual(['TIGER', ...(PAYS.TIGER ?? []).slice(2)]);
    expect(prizes?.rows.map((row) => row[3])).toEqual(PRIZE_WEIGHTS);
    expect(respins?.rows.map((row) => row[2])).toEqual([...RESPIN_WEIGHTS]);
  });

  it('computes the figures as the full cycle of small reels does', () => {
    // Short strips whose full cycle can be walked: the base game by its windows, Hold & Win by its chain.
    const reels: ReelSet = {
      strips: [
        ['TIGER', 'TIGER', 'A', 'COIN', 'K', 'COIN', 'Q'],
        ['WILD', 'A', 'COIN', 'COIN', 'TIGER', 'J', 'KOI'],
        ['A', 'WILD', 'COIN', 'TIGER', 'COIN', 'TEN'],
        ['COIN', 'COIN', 'K', 'WILD', 'TIGER', 'INGOT', 'A'],
        ['TIGER', 'COIN', 'A', 'COIN', 'KNOT', 'K'],
      ],
      rows: [3, 3, 3, 3, 3],
    };
    const math: GoldenTigerMath = { ...MATH, reels, respinWeights: [3, 1] };
    const prizeMean = COIN_PRIZES.reduce((sum, prize) => sum + prize.credits * prize.weight, 0) / PRIZE_WEIGHTS.reduce((sum, w) => sum + w, 0);
    const prizeSquare = COIN_PRIZES.reduce((sum, prize) => sum + prize.credits ** 2 * prize.weight, 0) / PRIZE_WEIGHTS.reduce((sum, w) => sum + w, 0);
    let combos = 0;
    let total = 0;
    let squares = 0;
    let hits = 0;
    forEachStops(reels, (stops) => {
      const grid = windowOf(reels, stops);
      const base = totalOf(waysWins(grid, PAYS, WILDS));
      const coins = countOf(grid, COIN);
      let mean = base;
      let square = base * base;
      if (coins >= TRIGGER_COINS) {
        // E[V] and E[V^2] given the final count N: N iid prizes, GRAND for 15.
        let v = 0;
        let v2 = 0;
        finalCoins(coins, 1 / 4).forEach((p, n) => {
          const g = n === POSITIONS ? GRAND_CREDITS : 0;
          const m = n * prizeMean + g;
          v += p * m;
          v2 += p * (n * (prizeSquare - prizeMean ** 2) + m * m);
        });
        mean = base + v;
        square = base * base + 2 * base * v + v2;
      }
      combos++;
      total += mean;
      squares += square;
      if (base > 0 || coins >= TRIGGER_COINS) hits++;
    });
    const rtp = total / combos / CREDITS_PER_BET;
    const exact = figuresOf(math);
    expect(exact.rtp).toBeCloseTo(rtp * 100, 9);
    expect(exact.hitRate).toBeCloseTo((hits / combos) * 100, 9);
    expect(exact.sigma).toBeCloseTo(Math.sqrt(squares / combos / CREDITS_PER_BET ** 2 - rtp * rtp), 9);
  });

  it('plays its exact RTP: 200,000 rounds hold it in their 99% interval', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SEED, clientSeed: 'simulation', from: 0, rounds: 200_000 });
    const { rtpLow, rtpHigh, hitRate } = simulated(tally);
    const exact = figures();
    expect(exact.rtp).toBeGreaterThan(rtpLow);
    expect(exact.rtp).toBeLessThan(rtpHigh);
    expect(Math.abs(hitRate - exact.hitRate)).toBeLessThan(0.5);
  });
});
