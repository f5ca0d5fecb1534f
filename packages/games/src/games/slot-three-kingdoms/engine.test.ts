import { describe, expect, it } from 'vitest';
import { catalogue, rulePages, textOf } from '../../../test/hmac-stream.js';
import { arrayDraw } from '../../engine/draw.js';
import { MoveRefused } from '../../engine/engine.js';
import { RECIPE_LOCALES } from '../../engine/recipe.js';
import { EXPIRED, replayRound } from '../../engine/replay.js';
import { drawStops, forEachStops, reelWindow, windowOf, type Grid, type ReelSet } from '../../families/slot/reels.js';
import { FairStream } from '../../rgs/stream.js';
import { simulate, figuresOf as simulated } from '../../sim/simulate.js';
import { volatilityOf } from '../../sim/volatility.js';
import { engine, OATH, spinAt, type ThreeKingdomsState } from './engine.js';
import { EXACT, exactFigures, figures, runLaw, spinLaw, UNIT, type SpinLaw } from './figures.js';
import {
  BASE_REELS,
  BROTHERS,
  CREDITS_PER_BET,
  FREE_REELS,
  KINGDOM_IDS,
  KINGDOMS,
  OATH_PAY,
  PAYS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  TRIGGER_COUNT,
  WILD,
  type Kingdom,
} from './math.js';
import { recipe } from './recipe.js';

const SEED = 'c'.repeat(64);
const CLIENT = 'three-kingdoms';
const stream = new FairStream(SEED, CLIENT);
const CAP = 600_000;

/** Nonce 0 pays nothing; nonce 47 triggers the free games (200 credits) and, in Wu, 15 of them win 12,000 more. */
const KNOWN = { lost: [57, 59, 42, 27, 106], triggered: 47, base: [105, 58, 50, 18, 72], firstFree: [103, 60, 66, 73, 13], win: 12_200 };

/** A round on the fair stream, the kingdom chosen when the free games trigger. */
function play(nonce: number, kingdom: Kingdom = 'shu') {
  const draw = stream.draw(nonce);
  const started = engine.start(draw, {});
  if (started.status !== 'open') return { started, step: started, draw };
  return { started, step: engine.act(draw, started.state, 'choose', { kingdom }), draw };
}

/** The first nonce from `from` whose round (with `kingdom`) passes `test`. */
function find(test: (state: ThreeKingdomsState) => boolean, kingdom: Kingdom = 'shu', from = 0): number {
  for (let nonce = from; nonce < from + 200_000; nonce++) if (test(play(nonce, kingdom).step.state)) return nonce;
  throw new Error('no such round in 200,000 nonces');
}

/** Floats that make the reels of `set` stop at `stops`. */
const floatsFor = (set: ReelSet, stops: readonly number[]) => stops.map((stop, reel) => (stop + 0.5) / (set.strips[reel] as readonly string[]).length);

/** On each reel of `set`, the first stop whose window passes `test`. */
const stopsWhere = (set: ReelSet, test: (shown: string[], reel: number) => boolean) =>
  set.strips.map((strip, reel) => {
    for (let stop = 0; stop < strip.length; stop++) if (test(reelWindow(strip, stop, ROWS[reel] as number), reel)) return stop;
    throw new Error(`reel ${reel + 1} has no such stop`);
  });

/** Base stops showing a Command Tally on reels 1 to 3 (the free games trigger) and none on reels 4 and 5. */
const TRIGGER_STOPS = stopsWhere(BASE_REELS, (shown, reel) => shown.includes(SCATTER) === reel < 3);

/**
 * What a window pays, from the rule page, path by path: a symbol's win is its longest run from
 * reel 1 (the symbol or the Seal on each reel) times the number of ways that make it.
 */
function rulePay(grid: Grid, base: boolean): number {
  let total = 0;
  for (const [symbol, pays] of Object.entries(PAYS)) {
    const matches = (reel: number, row: number) => grid[reel]?.[row] === symbol || grid[reel]?.[row] === WILD;
    let longest = 0;
    let paths = 0;
    const each = (reel: number, run: number) => {
      if (reel === grid.length) {
        if (run > longest) [longest, paths] = [run, 0];
        if (run === longest) paths++;
        return;
      }
      (grid[reel] as string[]).forEach((_, row) => each(reel + 1, run === reel && matches(reel, row) ? run + 1 : run));
    };
    each(0, 0);
    if (longest < 3) continue;
    // Paths that share the run's rows differ only on the reels after it.
    const after = ROWS.slice(longest).reduce((product, rows) => product * rows, 1);
    total += (pays[longest - 1] as number) * (paths / after);
  }
  const tallies = grid.flat().filter((symbol) => symbol === SCATTER).length;
  if (tallies > 0) total += SCATTER_PAYS[Math.min(tallies, SCATTER_PAYS.length) - 1] as number;
  if (base && BROTHERS.every((brother) => grid.flat().includes(brother))) total += OATH_PAY;
  return total;
}

describe('Three Kingdoms', () => {
  it('has the figures its detail page publishes', async () => {
    const published = await catalogue('slot-three-kingdoms');
    const exact = figures();
    expect(Math.abs(exact.rtp - published.rtp)).toBeLessThan(0.005);
    expect(Math.abs(exact.hitRate - published.hit_rate)).toBeLessThan(0.05);
    expect(exact.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('slot', exact.sigma as number)).toBe('high');
    expect(exact).toEqual({ rtp: EXACT.rtp, hitRate: EXACT.hitRate, maxWin: EXACT.maxWin, sigma: EXACT.sigma, method: EXACT.method });
  });

  it('returns the same whichever kingdom is chosen, as the rule page says', async () => {
    const returns = KINGDOM_IDS.map((kingdom) => EXACT.kingdoms[kingdom].rtp);
    expect(Math.max(...returns) - Math.min(...returns)).toBeLessThan(0.0001);
    for (const kingdom of KINGDOM_IDS) {
      const { sigma, games } = EXACT.kingdoms[kingdom];
      expect(volatilityOf('slot', sigma)).toBe('high');
      expect(games).toBeGreaterThan(KINGDOMS[kingdom].games);
    }
    // Without the cap they would not: Wei's x5 meets 6,000x most often, so its reels return more below it.
    expect(EXACT.kingdoms.wei.uncapped).toBeGreaterThan(EXACT.kingdoms.wu.uncapped + 0.05);
    // The page gives how often each kingdom's free games bring three Command Tallies (1 in 80, 250, 1,000).
    const stated: Record<Kingdom, number> = { wei: 80, shu: 250, wu: 1_000 };
    const pages = await rulePages('slot-three-kingdoms');
    for (const kingdom of KINGDOM_IDS) {
      expect(Math.abs(1 / EXACT.kingdoms[kingdom].retrigger / stated[kingdom] - 1)).toBeLessThan(0.015);
      for (const page of Object.values(pages)) expect(textOf(page)).toContain(stated[kingdom].toLocaleString('en'));
    }
  });

  it('computes its committed figures from the reels', () => {
    expect(exactFigures()).toEqual(
      expect.objectContaining({
        rtp: expect.closeTo(EXACT.rtp, 9),
        hitRate: expect.closeTo(EXACT.hitRate, 12),
        sigma: expect.closeTo(EXACT.sigma, 9),
        maxWin: EXACT.maxWin,
        triggerRate: expect.closeTo(EXACT.triggerRate, 12),
        kingdoms: Object.fromEntries(
          KINGDOM_IDS.map((kingdom) => [
            kingdom,
            {
              rtp: expect.closeTo(EXACT.kingdoms[kingdom].rtp, 9),
              uncapped: expect.closeTo(EXACT.kingdoms[kingdom].uncapped, 9),
              sigma: expect.closeTo(EXACT.kingdoms[kingdom].sigma, 9),
              games: expect.closeTo(EXACT.kingdoms[kingdom].games, 9),
              retrigger: expect.closeTo(EXACT.kingdoms[kingdom].retrigger, 15),
            },
          ]),
        ),
      }),
    );
  });

  it('computes a spin’s law as the full cycle of small reels does', () => {
    const small: ReelSet = {
      rows: ROWS,
      strips: [
        ['LIUBEI', 'SCATTER', 'GUANYU', 'BOW'],
        ['WILD', 'ZHANGFEI', 'BOW', 'SCATTER', 'LIUBEI'],
        ['WILD', 'WILD', 'WILD', 'WILD', 'WILD', 'GUANYU', 'SCATTER', 'LIUBEI'],
        ['FAN', 'WILD', 'SCATTER', 'ZHANGFEI'],
        ['BOW', 'SCATTER', 'LIUBEI', 'GUANYU'],
      ],
    };
    for (const base of [true, false]) {
      const counts = new Map<number, number>();
      let combination = 0;
      forEachStops(small, (stops) => {
        const spin = spinAt(small, stops, base);
        // The rule page's pays, path by path, on every 7th combination (they are slow).
        if (combination++ % 7 === 0) expect(spin.total).toBe(rulePay(spin.grid, base));
        const index = (spin.total / UNIT) * 2 + (spin.trigger ? 1 : 0);
        counts.set(index, (counts.get(index) ?? 0) + 1);
      });
      const law = spinLaw(small, base);
      const found = new Map<number, number>();
      law.counts.forEach((count, index) => count > 0 && found.set(index, count));
      expect(found).toEqual(counts);
    }
  });

  it('computes a run of free games and the cap as a direct recursion does', () => {
    // A small spin law: wins 0, 1 or 3 units, a retrigger on some; 2 games per award, the cap at 7 units.
    const law: SpinLaw = { cycle: 10, unit: 1, counts: new Float64Array(8) };
    const set = (win: number, trigger: 0 | 1, count: number) => (law.counts[win * 2 + trigger] = count);
    set(0, 0, 5);
    set(1, 0, 2);
    set(3, 0, 1);
    set(0, 1, 1);
    set(1, 1, 1);
    const games = 2;
    const limit = 12;
    // P(the rest of a run with `left` games wins f), by value iteration over the games left.
    const most = 60;
    let rest: number[][] = Array.from({ length: most + 1 }, (_, left) => Array.from({ length: limit }, (_, f) => (left === 0 && f === 0 ? 1 : 0)));
    for (let round = 0; round < 400; round++) {
      rest = rest.map((_, left) =>
        Array.from({ length: limit }, (_, f) => {
          if (left === 0) return f === 0 ? 1 : 0;
          let p = 0;
          law.counts.forEach((count, index) => {
            const win = index >> 1;
            const next = Math.min(most, left - 1 + (index & 1 ? games : 0));
            if (count > 0 && win <= f) p += (count / law.cycle) * (rest[next]?.[f - win] ?? 0);
          });
          return p;
        }),
      );
    }
    const fft = runLaw(law, games, limit);
    rest[games]?.forEach((p, f) => expect(fft[f]).toBeCloseTo(p, 12));
  });

  it('shows the window of its stops and pays as the rule page says', () => {
    for (let nonce = 0; nonce < 1_500; nonce++) {
      const { started, step } = play(nonce);
      const view = engine.view(step.state, true);
      const [paid, ...free] = view.spins;
      expect(paid?.grid).toEqual(windowOf(BASE_REELS, step.state.base));
      expect(paid?.win).toBe(rulePay(paid?.grid ?? [], true));
      expect(paid?.win).toBe(paid?.wins.reduce((sum, win) => sum + win.win, 0));
      const tallies = paid?.grid.flat().filter((symbol) => symbol === SCATTER).length ?? 0;
      expect(started.status === 'open').toBe(tallies >= TRIGGER_COUNT);
      const multiplier = KINGDOMS.shu.multiplier;
      for (const spin of free) {
        expect(spin.grid).toEqual(windowOf(FREE_REELS.shu, spin.stops));
        expect(spin.win).toBe(rulePay(spin.grid, false) * multiplier);
      }
      expect(view.win).toBe(Math.min(CAP, view.spins.reduce((sum, spin) => sum + spin.win, 0)));
      expect(engine.multiplier(step.state)).toBe(view.win * 100);
      expect(engine.payout?.(40, step.state)).toBe(Math.floor((40 * view.win) / CREDITS_PER_BET));
    }
  });

  it('plays known rounds', () => {
    const lost = play(0);
    expect(lost.step.status).toBe('over');
    expect(lost.draw.used).toBe(5);
    expect(lost.step.state).toEqual({ base: KNOWN.lost, triggered: false, kingdom: null, chosenBy: null, free: [], win: 0, capped: false });
    const won = play(KNOWN.triggered, 'wu');
    expect(won.draw.used).toBe(5 + 15 * 5);
    expect(won.step.state).toMatchObject({ base: KNOWN.base, triggered: true, kingdom: 'wu', chosenBy: 'player', win: KNOWN.win, capped: false });
    expect(won.step.state.free).toHaveLength(15);
    expect(won.step.state.free[0]).toEqual(KNOWN.firstFree);
  });

  it('pays the Peach Garden Oath in the paid spin only', () => {
    const nonce = find((state) => engine.view(state, true).spins[0]?.wins.some((win) => win.symbol === OATH) ?? false);
    const paid = engine.view(play(nonce).step.state, true).spins[0];
    const oath = paid?.wins.find((win) => win.symbol === OATH);
    expect(oath).toMatchObject({ kind: 'scatter', symbol: OATH, count: 3, win: OATH_PAY });
    // Its positions stay in the view (the grid has no OATH to find them by): every brother in view.
    const brothers = paid?.grid.flatMap((column, reel) => column.flatMap((symbol, row) => ((BROTHERS as readonly string[]).includes(symbol) ? [[reel, row]] : [])));
    expect(oath?.positions).toEqual(brothers);
    for (const brother of BROTHERS) expect(paid?.grid.flat()).toContain(brother);
    // The same three brothers in a free game pay no oath.
    const stops = stopsWhere(FREE_REELS.wu, (shown, reel) => shown.includes(BROTHERS[reel % 3] as string));
    const spin = spinAt(FREE_REELS.wu, stops, false);
    for (const brother of BROTHERS) expect(spin.grid.flat()).toContain(brother);
    expect(spin.wins.some((win) => win.symbol === OATH)).toBe(false);
  });

  it('waits for the kingdom before it draws the free games', () => {
    const nonce = find((state) => state.triggered);
    const draw = stream.draw(nonce);
    const started = engine.start(draw, {});
    expect(started.status).toBe('open');
    expect(draw.used).toBe(5);
    const open = engine.view(started.state, false);
    expect(open.spins).toHaveLength(1);
    expect(open.spins[0]?.marks).toEqual({ trigger: true });
    expect(open.feature).toEqual({ kingdom: null, chosenBy: null });
    expect(open.free).toBeUndefined();
    expect(open.win).toBe(open.spins[0]?.win);
    // The free games are the stream's next floats, on the chosen kingdom's reels.
    for (const kingdom of KINGDOM_IDS) {
      const again = stream.draw(nonce, 5);
      const step = engine.act(again, started.state, 'choose', { kingdom });
      expect(step.status).toBe('over');
      expect(step.record?.[0]).toEqual({ type: 'choose', kingdom, auto: false });
      const { games, multiplier } = KINGDOMS[kingdom];
      const view = engine.view(step.state, true);
      const free = view.spins.slice(1);
      expect(again.used).toBe(5 + 5 * free.length);
      expect(free[0]?.stops).toEqual(drawStops(stream.draw(nonce, 5), FREE_REELS[kingdom]));
      expect(free.every((spin) => spin.kind === 'free' && spin.multiplier === multiplier)).toBe(true);
      const retriggers = free.filter((spin) => spin.marks?.trigger).length;
      expect(view.free).toEqual({ awarded: games * (1 + retriggers), played: games * (1 + retriggers), multiplier });
      expect(view.feature).toEqual({ kingdom, chosenBy: 'player' });
    }
  });

  it('awards the kingdom’s free games again for three Command Tallies in a free game', () => {
    const nonce = find((state) => state.free.length > KINGDOMS.wei.games, 'wei');
    const view = engine.view(play(nonce, 'wei').step.state, true);
    const retriggers = view.spins.slice(1).filter((spin) => spin.marks?.trigger).length;
    expect(retriggers).toBeGreaterThan(0);
    expect(view.free).toEqual({ awarded: 6 * (1 + retriggers), played: 6 * (1 + retriggers), multiplier: 5 });
  });

  it('lands the Seal as a full stack on reel 3 in the free games only', () => {
    for (let stop = 0; stop < (BASE_REELS.strips[2] as readonly string[]).length; stop++) {
      expect(reelWindow(BASE_REELS.strips[2] as readonly string[], stop, 5).every((symbol) => symbol === WILD)).toBe(false);
    }
    for (const kingdom of KINGDOM_IDS) {
      const set = FREE_REELS[kingdom];
      const stack = stopsWhere(set, (shown, reel) => !shown.includes(SCATTER) && (reel !== 2 || shown.every((symbol) => symbol === WILD)));
      const quiet = stopsWhere(set, (shown) => !shown.includes(SCATTER));
      const games = KINGDOMS[kingdom].games;
      const draw = arrayDraw([...floatsFor(BASE_REELS, TRIGGER_STOPS), ...floatsFor(set, stack), ...Array.from({ length: games - 1 }, () => floatsFor(set, quiet)).flat()]);
      const started = engine.start(draw, {});
      const view = engine.view(engine.act(draw, started.state, 'choose', { kingdom }).state, true);
      expect(view.spins[1]?.grid[2]).toEqual(Array(5).fill(WILD));
      expect(view.spins[1]?.marks).toEqual({ fullStack: true });
      expect(view.spins.slice(2).every((spin) => spin.marks === undefined)).toBe(true);
    }
  });

  it('ends the round at 6,000x, the free games left forfeited', () => {
    // Wei's x5 and the most Liu Bei or Seals each reel shows: far beyond 1,200x in one free game.
    const most = FREE_REELS.wei.strips.map((strip, reel) => {
      const rows = ROWS[reel] as number;
      const score = (stop: number) => reelWindow(strip, stop, rows).filter((symbol) => symbol === 'LIUBEI' || symbol === WILD).length;
      return [...strip.keys()].reduce((best, stop) => (score(stop) > score(best) ? stop : best), 0);
    });
    const draw = arrayDraw([...floatsFor(BASE_REELS, TRIGGER_STOPS), ...floatsFor(FREE_REELS.wei, most)]);
    const started = engine.start(draw, {});
    const step = engine.act(draw, started.state, 'choose', { kingdom: 'wei' });
    expect(spinAt(FREE_REELS.wei, most, false).total * 5).toBeGreaterThan(CAP);
    expect(step.status).toBe('over');
    expect(step.state).toMatchObject({ win: CAP, capped: true, free: [most] });
    expect(step.record).toContainEqual({ type: 'free_games', played: 1, capped: true });
    const view = engine.view(step.state, true);
    expect(view).toMatchObject({ win: CAP, capped: true, free: { awarded: 6, played: 1, multiplier: 5 } });
    expect(engine.multiplier(step.state)).toBe(60_000_000);
    expect(engine.payout?.(40, step.state)).toBe(240_000);
  });

  it('refuses the moves the round does not take', () => {
    const over = play(0).step;
    expect(() => engine.act(stream.draw(0, 5), over.state, 'choose', { kingdom: 'wu' })).toThrow(MoveRefused);
    const nonce = find((state) => state.triggered);
    const started = engine.start(stream.draw(nonce), {});
    expect(() => engine.act(stream.draw(nonce, 5), started.state, 'spin', {})).toThrow(expect.objectContaining({ code: 'invalid_request' }));
    expect(() => engine.act(stream.draw(nonce, 5), started.state, 'choose', { kingdom: 'han' })).toThrow();
    expect(() => engine.act(stream.draw(nonce, 5), started.state, 'choose', { kingdom: 'wu', extra: 1 })).toThrow();
    const chosen = engine.act(stream.draw(nonce, 5), started.state, 'choose', { kingdom: 'wu' });
    expect(() => engine.act(stream.draw(nonce, 5), chosen.state, 'choose', { kingdom: 'wei' })).toThrow(expect.objectContaining({ code: 'round_state' }));
  });

  it('chooses Shu for the player after 24 hours and plays the free games', () => {
    const nonce = find((state) => state.triggered);
    const started = engine.start(stream.draw(nonce), {});
    const expired = engine.expire(stream.draw(nonce, 5), started.state);
    expect(expired.status).toBe('over');
    expect(expired.record?.slice(0, 2)).toEqual([{ type: 'expire' }, { type: 'choose', kingdom: 'shu', auto: true }]);
    expect(expired.state).toEqual({ ...engine.act(stream.draw(nonce, 5), started.state, 'choose', { kingdom: 'shu' }).state, chosenBy: 'expiry' });
    expect(engine.view(expired.state, true).feature).toEqual({ kingdom: 'shu', chosenBy: 'expiry' });
    const over = play(0).step;
    expect(engine.expire(stream.draw(0, 5), over.state)).toEqual({ state: over.state, status: 'over' });
  });

  it('keeps a free-game round within the wallet’s 8 KiB of meta, but for the longest runs', () => {
    const sizes: number[] = [];
    for (let nonce = find((state) => state.triggered, 'wu'); sizes.length < 40; nonce = find((state) => state.triggered, 'wu', nonce + 1)) {
      const view = engine.view(play(nonce, 'wu').step.state, true);
      expect(view.spins.every((spin) => spin.wins.every((win) => win.positions === undefined || win.symbol === OATH))).toBe(true);
      sizes.push(JSON.stringify(view).length);
    }
    sizes.sort((a, b) => a - b);
    // Wu's 15 free games, the most a run without a retrigger plays.
    expect(sizes[36]).toBeLessThan(6_144);
  });

  it('replays from the published recipe in Web Crypto to the same round', async () => {
    const triggered = find((state) => state.triggered);
    for (const [nonce, moves] of [
      [0, []],
      [find((state) => !state.triggered, 'wu', 1), []],
      [triggered, [{ action: 'choose', input: { kingdom: 'wu' } }]],
    ] as const) {
      const replayed = await replayRound(engine, { serverSeed: SEED, clientSeed: CLIENT, nonce, params: {}, moves });
      expect(replayed.step.state).toEqual(play(nonce, 'wu').step.state);
      expect(replayed.multiplier).toBe(engine.multiplier(play(nonce, 'wu').step.state));
    }
    // A round left waiting: the proof's move is the expiry, which chooses Shu.
    const expired = await replayRound(engine, { serverSeed: SEED, clientSeed: CLIENT, nonce: triggered, params: {}, moves: [{ action: EXPIRED }] });
    expect(expired.step.state).toEqual({ ...play(triggered, 'shu').step.state, chosenBy: 'expiry' });
  });

  it('publishes its recipe in every locale, its tables from the math', () => {
    for (const locale of RECIPE_LOCALES) expect(recipe.steps[locale]).toHaveLength(recipe.steps.en.length);
    expect(recipe.steps['de-CH'].join(' ')).not.toContain('ß');
    expect(recipe.steps['de-CH'].join(' ')).toContain("600'000");
    expect(recipe.steps.en.join(' ')).toContain('600,000');
    const [pays, anywhere, kingdoms, base, ...free] = recipe.tables;
    expect(pays?.rows).toEqual(Object.entries(PAYS).map(([symbol, pay]) => [symbol, ...pay.slice(2)]));
    expect(anywhere?.rows).toEqual([
      [SCATTER, 3, 200],
      [SCATTER, 4, 800],
      [SCATTER, 5, 4_000],
      ['LIUBEI + GUANYU + ZHANGFEI', 3, OATH_PAY],
    ]);
    expect(kingdoms?.rows).toEqual(KINGDOM_IDS.map((kingdom) => [kingdom, KINGDOMS[kingdom].games, KINGDOMS[kingdom].multiplier]));
    const sets = [BASE_REELS, ...KINGDOM_IDS.map((kingdom) => FREE_REELS[kingdom])];
    [base, ...free].forEach((table, set) =>
      sets[set]?.strips.forEach((strip, reel) => strip.forEach((symbol, stop) => expect(table?.rows[stop]?.[reel + 1]).toBe(symbol))),
    );
  });

  it('plays its exact RTP: 200,000 rounds hold it in their 99% interval', () => {
    const tally = simulate(engine, { params: {} }, { serverSeed: SEED, clientSeed: 'simulation', from: 0, rounds: 200_000 });
    const { rtpLow, rtpHigh, hitRate } = simulated(tally);
    expect(EXACT.rtp).toBeGreaterThan(rtpLow);
    expect(EXACT.rtp).toBeLessThan(rtpHigh);
    expect(Math.abs(hitRate - EXACT.hitRate)).toBeLessThan(0.3);
  });
});
