import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, rulePages, type RuleDoc } from '../../../test/hmac-stream.js';
import { arrayDraw, drawFrom } from '../../engine/draw.js';
import { MoveRefused } from '../../engine/engine.js';
import { replayRound } from '../../engine/replay.js';
import { forEachStops, lineWins, slotMultiplier, slotPayout, totalOf, windowOf, type Grid } from '../../families/slot/index.js';
import { FairStream } from '../../rgs/stream.js';
import { figuresOf as simulatedFigures, simulate } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import type { ExactFigures } from '../index.js';
import { bonusOf, drawRocks, engine, gridOf, triggers, type GoldDiggerState } from './engine.js';
import { blastSpin, bonusDistribution, figureParts, figuresOf, plainSpin, type GoldDiggerParts } from './figures.js';
import { CART, CREDITS_PER_BET, LINES, MATH, MAX_LANTERNS, MAX_LODES, NUGGET_VALUES, PAYING, PAYS, REELS, ROCKS, WILD, WILDS, type GoldDiggerMath, type Rock } from './math.js';
import { recipe } from './recipe.js';

const SERVER_SEED = 'd'.repeat(64);
const CLIENT_SEED = 'gold-digger';
const stream = new FairStream(SERVER_SEED, CLIENT_SEED);
/** Nonces of this seed pair: a losing spin, a winning one, a blast, the bonus, the bonus with line wins. */
const NONCE = { lose: 0, win: 2, blast: 78, bonus: 108, bonusWithLines: 126 } as const;

const start = (nonce: number) => engine.start(stream.draw(nonce), {});
const pick = (nonce: number, state: GoldDiggerState, rock: number) => engine.act(stream.draw(nonce), state, 'pick', { rock });

/** Breaks rocks in the given order until the round is over. */
function playBonus(nonce: number, order: readonly number[]) {
  let step = start(nonce);
  for (const rock of order) {
    if (step.status !== 'open') break;
    step = pick(nonce, step.state, rock);
  }
  return step;
}

let parts: GoldDiggerParts;
let exact: ExactFigures;
beforeAll(() => {
  parts = figureParts();
  exact = figuresOf(parts);
});

describe('Gold Digger', () => {
  it('has the figures its detail page publishes', async () => {
    const published = (await catalogue('slot-gold-digger')) as Awaited<ReturnType<typeof catalogue>> & { volatility: string };
    expect(Math.abs(exact.rtp - published.rtp)).toBeLessThan(0.05);
    expect(Math.abs(exact.hitRate - published.hit_rate)).toBeLessThan(0.5);
    expect(exact.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', exact.sigma as number)).toBe(published.volatility);
    // The Dynamite Blast on 1 spin in 40, as the rule page says; the bonus on about 1 in 160.
    expect(MATH.blastOneIn).toBe(40);
    expect(1 / parts.plain.trigger).toBeGreaterThan(140);
    expect(1 / parts.plain.trigger).toBeLessThan(180);
  });

  it('keeps the rule page: its lines, its pay table, its symbols where it puts them', async () => {
    const { en } = await rulePages('slot-gold-digger');
    const table = (heading: string) => (en.sections.find((section) => section.heading === heading) as RuleDoc['sections'][number]).table?.rows;
    expect(table('How a spin is resolved')).toEqual(LINES.map((rows, index) => [String(index + 1), rows.map((row) => row + 1).join('-')]));
    expect(table('Pay table')?.map((row) => row.slice(1).map(Number))).toEqual(PAYING.map((symbol) => (PAYS[symbol] as number[]).slice(2)));
    const rockList = en.sections.find((section) => section.heading === 'Mine Cart Bonus')?.list?.[0];
    expect(rockList).toContain(NUGGET_VALUES.map((value) => `${value}x`).join(', '));
    REELS.strips.forEach((strip, reel) => {
      expect(strip.includes(CART)).toBe(reel % 2 === 0);
      expect(strip.includes(WILD)).toBe(reel >= 1 && reel <= 3);
      // No window shows two carts or two TNTs: three carts are one per reel, and a blast always finds 8 open positions.
      strip.forEach((_, stop) => {
        const shown = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(shown.filter((symbol) => symbol === CART).length).toBeLessThanOrEqual(1);
        expect(shown.filter((symbol) => symbol === WILD).length).toBeLessThanOrEqual(1);
      });
    });
    expect(MATH.lanternWeights).toHaveLength(MAX_LANTERNS + 1);
    expect(MATH.lodeWeights).toHaveLength(MAX_LODES + 1);
  });

  it('pays a spin the line wins of the window its stops show', () => {
    for (const nonce of [NONCE.lose, NONCE.win]) {
      const step = start(nonce);
      expect(step.status).toBe('over');
      const view = engine.view(step.state, true);
      const [spin] = view.spins;
      expect(view.spins).toHaveLength(1);
      expect(spin?.grid).toEqual(windowOf(REELS, step.state.stops));
      expect(spin?.wins).toEqual(lineWins(windowOf(REELS, step.state.stops), LINES, PAYS, WILDS));
      expect(spin?.marks).toBeUndefined();
      expect(view.feature).toBeUndefined();
      expect(view.win).toBe(totalOf(spin?.wins ?? []));
      expect(engine.multiplier(step.state)).toBe(slotMultiplier(view.win, CREDITS_PER_BET));
      expect(engine.payout?.(2_000, step.state)).toBe(slotPayout(2_000, view.win, CREDITS_PER_BET));
    }
    expect(start(NONCE.lose).state.lines).toBe(0);
    expect(start(NONCE.win).state).toMatchObject({ stops: [46, 46, 19, 39, 30], blast: null, lines: 24 });
  });

  it('blasts 3 to 8 open positions into TNT before the lines are counted', () => {
    const step = start(NONCE.blast);
    const blast = step.state.blast ?? [];
    expect(blast.length).toBeGreaterThanOrEqual(3);
    expect(blast.length).toBeLessThanOrEqual(8);
    const before = windowOf(REELS, step.state.stops);
    const after: Grid = before.map((column) => [...column]);
    for (const [reel, row] of blast) {
      expect([CART, WILD]).not.toContain(before[reel]?.[row]);
      (after[reel] as string[])[row] = WILD;
    }
    const [spin] = engine.view(step.state, true).spins;
    expect(spin?.marks).toEqual({ blast });
    expect(spin?.grid).toEqual(after);
    expect(spin?.wins).toEqual(lineWins(after, LINES, PAYS, WILDS));
    expect(step.state).toMatchObject({ blast: [[0, 0], [0, 1], [4, 0]], lines: 40 });
  });

  it('opens the Mine Cart Bonus with its rocks hidden, and shows each rock as it breaks', () => {
    let step = start(NONCE.bonus);
    expect(step.status).toBe('open');
    expect(triggers(gridOf(step.state))).toBe(true);
    let view = engine.view(step.state, false);
    expect(view.feature).toEqual({ rocks: Array(ROCKS).fill(null), broken: [], picks: 3, multiplier: 1, nuggets: 0, win: 0 });
    expect(JSON.stringify(view)).not.toContain('LODE');
    step = pick(NONCE.bonus, step.state, 7);
    view = engine.view(step.state, false);
    const rocks = step.state.bonus?.rocks as Rock[];
    expect(view.feature?.rocks).toEqual(rocks.map((rock, index) => (index === 7 ? rock : null)));
    expect(view.feature?.broken).toEqual([7]);
    expect(() => pick(NONCE.bonus, step.state, 7)).toThrow(MoveRefused);
    expect(() => pick(NONCE.bonus, step.state, 15)).toThrow();
    expect(() => engine.act(stream.draw(NONCE.bonus), step.state, 'dig', {})).toThrow(MoveRefused);
    for (let rock = 0; step.status === 'open'; rock++) if (rock !== 7) step = pick(NONCE.bonus, step.state, rock);
    const { picks, multiplier, nuggets } = bonusOf(step.state.bonus as NonNullable<GoldDiggerState['bonus']>);
    expect(picks).toBe(0);
    view = engine.view(step.state, true);
    expect(view.feature).toMatchObject({ rocks, picks: 0, multiplier, nuggets, win: nuggets * multiplier * CREDITS_PER_BET });
    expect(view.win).toBe(step.state.lines + nuggets * multiplier * CREDITS_PER_BET);
    expect(engine.multiplier(step.state)).toBe(slotMultiplier(view.win, CREDITS_PER_BET));
    expect(() => pick(NONCE.bonus, step.state, 14)).toThrow(/no picks remain/);
  });

  it('makes the picks left for the player after 24 hours, lowest rocks first', () => {
    const opened = pick(NONCE.bonus, start(NONCE.bonus).state, 9);
    const expired = engine.expire(stream.draw(NONCE.bonus), opened.state);
    expect(expired.status).toBe('over');
    const broken = expired.state.bonus?.broken ?? [];
    expect(broken[0]).toBe(9);
    expect(broken.slice(1)).toEqual([...Array(broken.length - 1).keys()].map((index) => (index >= 9 ? index + 1 : index)));
    expect(expired.state).toEqual(playBonus(NONCE.bonus, [9, ...[...Array(ROCKS).keys()].filter((rock) => rock !== 9)]).state);
    expect(expired.record?.[0]).toEqual({ type: 'expire' });
  });

  it('ends the round at 2,500x the total bet', () => {
    const opened = start(NONCE.bonusWithLines).state;
    expect(opened.lines).toBeGreaterThan(0);
    // The richest face: every lantern and lode found first, then five 100x nuggets at x5.
    const rocks: Rock[] = [...Array<Rock>(6).fill('LANTERN'), ...Array<Rock>(4).fill('LODE'), ...Array<Rock>(5).fill(100)];
    let step = { state: { ...opened, bonus: { rocks, broken: [] } }, status: 'open' as const } as ReturnType<typeof engine.act>;
    for (let rock = 0; rock < ROCKS; rock++) step = pick(NONCE.bonusWithLines, step.state, rock);
    expect(step.status).toBe('over');
    expect(engine.multiplier(step.state)).toBe(2_500 * 10_000);
    expect(engine.view(step.state, true)).toMatchObject({ win: 2_500 * CREDITS_PER_BET, capped: true });
    // Reaching the cap with picks left ends the round there (a made-up spin of 2,450x in lines).
    const rich: GoldDiggerState = { ...opened, lines: 2_450 * CREDITS_PER_BET, bonus: { rocks: Array<Rock>(ROCKS).fill(100), broken: [] } };
    const capped = pick(NONCE.bonusWithLines, rich, 3);
    expect(capped.status).toBe('over');
    expect(engine.payout?.(1_000, capped.state)).toBe(2_500_000);
  });

  it('replays rounds from their seeds in Web Crypto to the same outcome', async () => {
    for (const nonce of [NONCE.win, NONCE.blast, NONCE.bonus]) {
      const replayed = await replayRound(engine, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, params: {} });
      const played = start(nonce);
      expect(replayed.step).toEqual(played);
      expect(replayed.view).toEqual(engine.view(played.state, played.status !== 'open'));
    }
    // The picks read no floats: past the spin's, the replayed bonus plays on to the stream's outcome.
    const replayed = await replayRound(engine, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: NONCE.bonus, params: {} });
    const order = [4, 11, 0, 2, 3, 5, 6, 7, 8, 9, 10, 1, 12, 13, 14];
    let step = replayed.step;
    for (const rock of order) if (step.status === 'open') step = engine.act(arrayDraw(replayed.floats, replayed.floats.length), step.state, 'pick', { rock });
    expect(step.state).toEqual(playBonus(NONCE.bonus, order).state);
    expect(engine.multiplier(step.state)).toBe(engine.multiplier(playBonus(NONCE.bonus, order).state));
  });

  it('computes the spins without a blast exactly: the full cycle of small strips agrees', () => {
    const small: GoldDiggerMath = {
      ...MATH,
      reels: {
        rows: [3, 3, 3, 3, 3],
        strips: [
          ['A', 'A', 'CART', 'K', 'PROSPECTOR', 'Q', 'Q'],
          ['TNT', 'A', 'K', 'K', 'PROSPECTOR', 'Q'],
          ['A', 'TNT', 'K', 'CART', 'Q', 'PROSPECTOR', 'J'],
          ['K', 'TNT', 'A', 'Q', 'PROSPECTOR'],
          ['CART', 'A', 'K', 'Q', 'PROSPECTOR', 'A'],
        ],
      },
    };
    const sums = { mean: 0, square: 0, lineHit: 0, trigger: 0, triggerAlone: 0, triggerMean: 0 };
    let count = 0;
    forEachStops(small.reels, (stops) => {
      const grid = windowOf(small.reels, stops);
      const win = totalOf(lineWins(grid, LINES, PAYS, WILDS));
      const trigger = triggers(grid);
      count++;
      sums.mean += win;
      sums.square += win * win;
      if (win > 0) sums.lineHit++;
      if (trigger) sums.trigger++;
      if (trigger && win === 0) sums.triggerAlone++;
      if (trigger) sums.triggerMean += win;
    });
    const computed = plainSpin(small);
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) expect(computed[key]).toBeCloseTo(sums[key] / count, 10);
  });

  it('computes blasted spins exactly: every blast of 3 on small strips agrees', () => {
    const small: GoldDiggerMath = {
      ...MATH,
      blastCountWeights: [1, 0, 0, 0, 0, 0],
      reels: { rows: [3, 3, 3, 3, 3], strips: [['A', 'CART', 'K'], ['TNT', 'A', 'K'], ['A', 'CART', 'TNT'], ['K', 'A', 'TNT'], ['CART', 'A', 'K']] },
    };
    let mean = 0;
    let triggerMean = 0;
    let total = 0;
    forEachStops(small.reels, (stops) => {
      const grid = windowOf(small.reels, stops);
      const open: [number, number][] = [];
      grid.forEach((column, reel) => column.forEach((shown, row) => shown !== CART && shown !== WILD && open.push([reel, row])));
      const blasts: [number, number][][] = [];
      for (let a = 0; a < open.length; a++) for (let b = a + 1; b < open.length; b++) for (let c = b + 1; c < open.length; c++) blasts.push([open[a], open[b], open[c]] as [number, number][]);
      for (const blast of blasts) {
        const win = totalOf(lineWins(gridOf({ stops: [...stops], blast }, small), LINES, PAYS, WILDS));
        mean += win / blasts.length;
        if (triggers(grid)) triggerMean += win / blasts.length;
      }
      total++;
    });
    const computed = blastSpin(small);
    expect(computed.mean).toBeCloseTo(mean / total, 10);
    expect(computed.triggerMean).toBeCloseTo(triggerMean / total, 10);
  });

  it('samples blasted spins as the engine plays them, and their exact mean lies within the sample\'s interval', () => {
    const { blast, sample } = parts;
    const spread = Math.sqrt((sample.square - sample.mean ** 2) / sample.spins);
    expect(Math.abs(sample.mean - blast.mean)).toBeLessThan(5 * spread);
  });

  it('values the bonus exactly, whatever the order of the picks', () => {
    const distribution = bonusDistribution();
    let mean = 0;
    let square = 0;
    distribution.forEach((p, b) => {
      mean += p * b;
      square += p * b * b;
    });
    // Faces drawn by the engine, broken in a random order, over a seeded generator.
    let seed = 12_345;
    const next = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 4_294_967_296;
    };
    const draw = drawFrom(() => next());
    const faces = 100_000;
    let sum = 0;
    for (let face = 0; face < faces; face++) {
      const rocks = drawRocks(draw);
      const order = [...Array(ROCKS).keys()].sort(() => next() - 0.5);
      const bonus = { rocks, broken: [] as number[] };
      for (const rock of order) {
        if (bonusOf(bonus).picks <= 0) break;
        bonus.broken.push(rock);
      }
      const { multiplier, nuggets } = bonusOf(bonus);
      sum += multiplier * nuggets;
    }
    const spread = Math.sqrt((square - mean * mean) / faces);
    expect(Math.abs(sum / faces - mean)).toBeLessThan(5 * spread);
    expect(distribution.reduce((total, p) => total + p, 0)).toBeCloseTo(1, 12);
    expect(distribution.findLastIndex((p) => p > 0)).toBe(2_500);
    // The figures leave the cap out on blasted spins: with at most 500x in lines, only a bonus past 2,000x reaches it.
    let beyond = 0;
    distribution.forEach((p, b) => {
      if (b > 2_000) beyond += p * (b - 2_000);
    });
    expect(((beyond * parts.plain.trigger) / MATH.blastOneIn) * 100).toBeLessThan(1e-9);
  });

  it('plays its exact RTP: 200,000 rounds on the fair stream fall around it', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SERVER_SEED, clientSeed: 'simulation', from: 0, rounds: 200_000 });
    const simulated = simulatedFigures(tally);
    expect(exact.rtp).toBeGreaterThan(simulated.rtpLow);
    expect(exact.rtp).toBeLessThan(simulated.rtpHigh);
    expect(Math.abs(simulated.hitRate - exact.hitRate)).toBeLessThan(0.5);
  });

  it('publishes a recipe in every language, with the tables of its data', () => {
    for (const locale of ['en', 'zh-TW', 'zh-CN', 'de-CH'] as const) {
      expect(recipe.steps[locale]).toHaveLength(recipe.steps.en.length);
      for (const table of recipe.tables) expect(table.head[locale]).toHaveLength(table.head.en.length);
    }
    expect(recipe.steps['de-CH'].join(' ')).not.toContain('ß');
    const [strips] = recipe.tables;
    expect(strips?.rows.map((row) => row[1]).filter(Boolean)).toEqual([...(REELS.strips[0] as string[])]);
  });
});
