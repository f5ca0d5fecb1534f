import { describe, expect, it } from 'vitest';
import { catalogue, rulePages, textOf } from '../../../test/hmac-stream.js';
import { arrayDraw } from '../../engine/draw.js';
import { payoutOfRound } from '../../engine/engine.js';
import { replayRound } from '../../engine/replay.js';
import { slotPayout, totalOf } from '../../families/slot/pays.js';
import { windowOf, type Grid } from '../../families/slot/reels.js';
import type { SlotRoundView } from '../../families/slot/round.js';
import { FairStream } from '../../rgs/stream.js';
import { figuresOf, simulate } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import { engine, fortuneWins, type FortuneView } from './engine.js';
import { figures, fortuneCycle } from './figures.js';
import { ANY_FA, ANY_FA_PAY, BETS, BLANK, CREDITS_PER_BET, LINES, PAYS, REELS, SYMBOLS, WILD } from './math.js';
import { recipe } from './recipe.js';

const SEED = 'c'.repeat(64);
const stream = new FairStream(SEED, 'fortune-fafafa');
const lengths = REELS.strips.map((strip) => strip.length);

/** A draw whose below(n) reads give `stops` (then reel 3's respin stop), in order. */
function drawAt(stops: readonly number[]) {
  const order = [...lengths, lengths[2] as number];
  return arrayDraw(stops.map((stop, index) => (stop + 0.5) / (order[index] as number)));
}

function play(nonce: number) {
  const step = engine.start(stream.draw(nonce), {});
  return { step, view: engine.view(step.state, true) };
}

/** The first nonce whose round `wanted` accepts. */
function find(wanted: (view: FortuneView) => boolean): { nonce: number; view: FortuneView } {
  for (let nonce = 0; nonce < 200_000; nonce++) {
    const { view } = play(nonce);
    if (wanted(view)) return { nonce, view };
  }
  throw new Error('no such round in 200,000 nonces');
}

/** Columns (reels) of three rows, top to bottom. */
const grid = (...columns: string[][]): Grid => columns;

describe('Fortune FaFaFa', () => {
  it('has the figures its detail page publishes', async () => {
    const published = await catalogue('slot-fortune-fafafa');
    const exact = figures();
    expect(Math.abs(exact.rtp - published.rtp)).toBeLessThan(0.05);
    expect(Math.abs(exact.hitRate - published.hit_rate)).toBeLessThan(0.5);
    expect(exact.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', exact.sigma as number)).toBe('low');
  });

  it('plays the lines, pays and bets of its rule page, in every language', async () => {
    const pages = await rulePages('slot-fortune-fafafa');
    const levels = BETS.kind === 'levels' ? BETS.levels.map((level) => (level < 1 ? level.toFixed(2) : String(level))).join(', ') : '';
    for (const doc of Object.values(pages)) {
      const [lines, pays] = doc.sections.flatMap((section) => (section.table ? [section.table] : []));
      expect(lines?.rows).toEqual(LINES.map((rows, index) => [String(index + 1), rows.map((row) => row + 1).join('-')]));
      // Highest first: WILD to COIN, then Any FA.
      const table = [...SYMBOLS.filter((symbol) => PAYS[symbol]).map((symbol) => PAYS[symbol]?.[2]), ANY_FA_PAY];
      expect(pays?.rows.map((row) => Number(row[1]))).toEqual(table);
      expect(textOf(doc)).toContain(levels);
    }
  });

  it('plays its exact figures: the engine on every paid stop and every respin stop', () => {
    // Independent of figures.ts: every (stops, respin stop) through engine.start, weighted as likely.
    const [first, second, third] = lengths as [number, number, number];
    let win = 0;
    let hits = 0;
    let misread = 0;
    for (let a = 0; a < first; a++) {
      for (let b = 0; b < second; b++) {
        for (let c = 0; c < third; c++) {
          const draw = drawAt([a, b, c, 0]);
          const { state } = engine.start(draw, {});
          if (draw.used !== (state.respin === null ? 3 : 4)) misread++;
          if (state.respin === null) {
            win += third * state.win;
            hits += state.win > 0 ? third : 0;
            continue;
          }
          for (let respin = 0; respin < third; respin++) {
            const replayed = engine.start(drawAt([a, b, c, respin]), {}).state;
            if (replayed.respin !== respin) misread++;
            win += replayed.win;
            hits += replayed.win > 0 ? 1 : 0;
          }
        }
      }
    }
    const cycle = fortuneCycle();
    expect(misread).toBe(0);
    expect(win).toBe(cycle.win);
    expect(hits).toBe(cycle.hits);
  });

  it('pays three of a kind with wilds standing in, Any FA for mixed FA, and nothing for a blank', () => {
    // Middle RED WILD RED; top and the first diagonal three wilds; bottom GREEN BLUE WILD (mixed
    // FA); the second diagonal GREEN WILD WILD (three GREEN, not Any FA).
    const wins = fortuneWins(grid([WILD, 'RED', 'GREEN'], [WILD, WILD, 'BLUE'], [WILD, 'RED', WILD]));
    expect(wins.map(({ line, symbol, win }) => [line, symbol, win])).toEqual([
      [1, 'RED', 50],
      [2, WILD, 100],
      [3, ANY_FA, 3],
      [4, WILD, 100],
      [5, 'GREEN', 25],
    ]);
    expect(fortuneWins(grid([WILD, WILD, WILD], [BLANK, BLANK, BLANK], [WILD, WILD, WILD]))).toEqual([]);
    expect(fortuneWins(grid(['INGOT', 'COIN', 'RED'], ['INGOT', 'COIN', 'GREEN'], [WILD, 'COIN', 'INGOT'])).map(({ line, symbol, win }) => [line, symbol, win])).toEqual([
      [1, 'COIN', 4],
      [2, 'INGOT', 8],
    ]);
    expect(fortuneWins(grid(['RED', 'RED', 'RED'], ['RED', 'RED', 'RED'], ['INGOT', 'COIN', 'BLANK']))).toEqual([]);
  });

  it('shows a paid spin as the window of its stops, with its wins', () => {
    const { nonce, view } = find((round) => round.spins.length === 1 && round.win > 0 && round.feature === undefined);
    // The family's generic client draws it as any slot round.
    const generic: SlotRoundView = view;
    const [spin] = generic.spins;
    expect(spin?.kind).toBe('base');
    expect(spin?.grid).toEqual(windowOf(REELS, spin?.stops ?? []));
    expect(spin?.wins).toEqual(fortuneWins(spin?.grid ?? []));
    expect(spin?.win).toBe(totalOf(spin?.wins ?? []));
    expect(view.win).toBe(spin?.win);
    const { step } = play(nonce);
    expect(engine.multiplier(step.state)).toBe(Math.floor((view.win * 10_000) / CREDITS_PER_BET));
    expect(payoutOfRound(engine, 50, step.state)).toBe(slotPayout(50, view.win, CREDITS_PER_BET));
  });

  it('plays known rounds of the fixed seed', () => {
    const lines = (view: FortuneView, spin: number) => view.spins[spin]?.wins.map(({ line, symbol, win }) => [line, symbol, win]);
    // Reels 1 and 2 all INGOT over BLANK BLANK GREEN: the respin lands WILD on top, two lines of INGOT.
    const respin = play(0);
    expect(respin.step.state).toEqual({ stops: [40, 26, 15], respin: 2, win: 16, capped: false });
    expect(respin.view.spins.map((spin) => spin.grid[2])).toEqual([
      [BLANK, BLANK, 'GREEN'],
      [WILD, BLANK, 'GREEN'],
    ]);
    expect(lines(respin.view, 1)).toEqual([
      [2, 'INGOT', 8],
      [5, 'INGOT', 8],
    ]);
    expect(respin.view.feature).toEqual({ respin: 'INGOT', full_screen: null });
    // WILD WILD WILD / INGOT BLANK WILD / INGOT COIN COIN: INGOT on the top line, COIN on the bottom.
    const wilds = play(3);
    expect(wilds.step.state).toEqual({ stops: [0, 30, 35], respin: null, win: 12, capped: false });
    expect(lines(wilds.view, 0)).toEqual([
      [2, 'INGOT', 8],
      [3, 'COIN', 4],
    ]);
    // BLUE BLUE BLANK / RED RED RED / BLANK WILD WILD: Any FA on the middle line and a diagonal.
    const anyFa = play(5);
    expect(anyFa.step.state).toEqual({ stops: [28, 19, 40], respin: null, win: 6, capped: false });
    expect(lines(anyFa.view, 0)).toEqual([
      [1, ANY_FA, 3],
      [4, ANY_FA, 3],
    ]);
    expect(anyFa.view.feature).toBeUndefined();
  });

  it('spins reel 3 again after a losing spin whose reels 1 and 2 show one symbol', () => {
    const { view } = find((round) => round.spins.length === 2);
    const [base, respin] = view.spins;
    expect(base?.win).toBe(0);
    const held = base?.marks?.respin as string;
    for (const column of base?.grid.slice(0, 2) ?? []) for (const shown of column) expect([held, WILD]).toContain(shown);
    expect(respin?.kind).toBe('respin');
    expect(respin?.stops.slice(0, 2)).toEqual(base?.stops.slice(0, 2));
    expect(respin?.grid).toEqual(windowOf(REELS, respin?.stops ?? []));
    expect(respin?.marks?.held).toEqual([0, 1]);
    expect(view.win).toBe(respin?.win);
    expect(view.feature?.respin).toBe(held);
    // No respin after a spin that wins, nor after one whose reels 1 and 2 differ.
    const plain = find((round) => round.spins.length === 1 && round.win === 0).view.spins[0];
    const symbols = new Set(plain?.grid.slice(0, 2).flat().filter((shown) => shown !== WILD));
    expect(symbols.size > 1 || symbols.has(BLANK)).toBe(true);
  });

  it('doubles a full screen', () => {
    const { view } = find((round) => round.spins.some((spin) => spin.marks?.full_screen !== undefined));
    const spin = view.spins.find((shown) => shown.marks?.full_screen !== undefined);
    expect(spin?.multiplier).toBe(2);
    expect(spin?.wins).toHaveLength(5);
    expect(spin?.win).toBe(2 * totalOf(spin?.wins ?? []));
    expect(view.feature?.full_screen).toBe(spin?.marks?.full_screen);
  });

  it('pays nine wilds 200x, the cap, on the paid spin or the respin', () => {
    const nine = engine.start(drawAt([0, 0, 0]), {});
    expect(nine.state).toMatchObject({ win: 1_000, capped: true, respin: null });
    expect(engine.multiplier(nine.state)).toBe(2_000_000);
    expect(payoutOfRound(engine, 50, nine.state)).toBe(10_000);
    expect(engine.view(nine.state, true).feature).toEqual({ respin: null, full_screen: WILD });
    // Reels 1 and 2 all wild over three blanks on reel 3: the respin may land the wilds.
    const strip = REELS.strips[2] as readonly string[];
    const blanks = strip.findIndex((_, stop) => [0, 1, 2].every((row) => strip[(stop + row) % strip.length] === BLANK));
    const respun = engine.start(drawAt([0, 0, blanks, 0]), {});
    expect(respun.state).toMatchObject({ respin: 0, win: 1_000, capped: true });
    const view = engine.view(respun.state, true);
    expect(view.spins.map((spin) => [spin.kind, spin.win, spin.marks])).toEqual([
      ['base', 0, { respin: WILD }],
      ['respin', 1_000, { held: [0, 1], full_screen: WILD }],
    ]);
  });

  it('ends every round when it starts: no actions, and expiry changes nothing', () => {
    expect(engine.actions).toEqual({});
    const { step } = play(3);
    expect(() => engine.act(stream.draw(3), step.state, 'pick', {})).toThrow();
    expect(engine.expire(stream.draw(3), step.state)).toEqual({ state: step.state, status: 'over' });
    expect(engine.view(step.state, false)).toEqual(engine.view(step.state, true));
  });

  it('keeps a round\'s view small', () => {
    const { view } = find((round) => round.spins.length === 2 && round.win > 0);
    expect(JSON.stringify(view).length).toBeLessThan(2_048);
  });

  it('replays from the published recipe in Web Crypto to the same round', async () => {
    const respin = find((round) => round.spins.length === 2).nonce;
    for (const nonce of [0, 1, 2, respin]) {
      const replayed = await replayRound(engine, { serverSeed: SEED, clientSeed: 'fortune-fafafa', nonce, params: {} });
      const { step, view } = play(nonce);
      expect(replayed.step.state).toEqual(step.state);
      expect(replayed.view).toEqual(view);
      expect(replayed.floats).toHaveLength(step.state.respin === null ? 3 : 4);
    }
  });

  it('publishes its tables from its data, in every locale', () => {
    const [strips] = recipe.tables;
    expect(strips?.rows.map((row) => row.slice(1))).toEqual(
      Array.from({ length: Math.max(...lengths) }, (_, stop) => REELS.strips.map((strip) => strip[stop] ?? '')),
    );
    const counts = Object.values(recipe.steps).map((steps) => steps.length);
    expect(new Set(counts).size).toBe(1);
    expect(recipe.steps['de-CH'].join(' ')).not.toContain('ß');
  });

  it('simulates within its exact RTP', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SEED, clientSeed: 'simulation', from: 0, rounds: 200_000 });
    const simulated = figuresOf(tally);
    const exact = figures();
    expect(exact.rtp).toBeGreaterThan(simulated.rtpLow);
    expect(exact.rtp).toBeLessThan(simulated.rtpHigh);
    expect(Math.abs(simulated.hitRate - exact.hitRate)).toBeLessThan(0.5);
  });
});
