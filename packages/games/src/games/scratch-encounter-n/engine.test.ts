import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/hmac-stream.js';
import { replayRound } from '../../engine/replay.js';
import { scratchFigures } from '../../families/scratch/scratch.js';
import { FairStream } from '../../rgs/stream.js';
import { volatilityOf } from '../../sim/volatility.js';
import { BRIDGE, MAGPIE_PRIZES, MAGPIES, NUMBERS, SPLITS, SPOTS, STAR_SPOTS, TICKETS_PER_TABLE, TIERS, winsOf, type Magpie } from './math.js';
import { engine } from './engine.js';

const stream = new FairStream('e'.repeat(64), 'encounter');

function play(nonce: number) {
  const step = engine.start(stream.draw(nonce), {});
  return engine.act(stream.draw(nonce), step.state, 'reveal_all', {});
}

describe('Encounter', () => {
  it('has the figures its detail page publishes, exactly', async () => {
    const published = (await catalogue('scratch-encounter-n')) as Awaited<ReturnType<typeof catalogue>> & { volatility: string };
    const figures = scratchFigures(TIERS);
    expect(figures.tickets).toBe(TICKETS_PER_TABLE);
    expect(Math.abs(figures.rtp * 100 - published.rtp)).toBeLessThan(0.005);
    expect(Math.abs(figures.hitRate * 100 - published.hit_rate)).toBeLessThan(0.005);
    expect(figures.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('scratch', figures.sigma)).toBe(published.volatility);
    // The rule page's own sums: 609,655 losing tickets, 950,000 prices back.
    expect(TIERS[0]?.weight).toBe(609_655);
    expect(TIERS.reduce((sum, tier) => sum + tier.weight * tier.multiplier, 0)).toBe(950_000 * 10_000);
  });

  it('splits every total into one to three prizes a magpie may carry', () => {
    for (const tier of TIERS.slice(1)) {
      const splits = SPLITS[tier.detail.total] ?? [];
      expect(splits.length).toBeGreaterThan(0);
      for (const parts of splits) {
        expect(parts.length).toBeGreaterThanOrEqual(1);
        expect(parts.length).toBeLessThanOrEqual(3);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(tier.detail.total);
        for (const part of parts) expect(MAGPIE_PRIZES).toContain(part);
      }
    }
  });

  it('lays out every ticket to show its prize and no other, as the rule page says', () => {
    const totals = new Set(TIERS.map((tier) => tier.multiplier));
    const seen = { bridge: 0, two: 0, three: 0 };
    const broken: string[] = [];
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const { state, status } = play(nonce);
      const fail = (why: string) => broken.push(`ticket ${nonce}: ${why}`);
      if (status !== 'over' || state.spots.length !== SPOTS) fail('not a whole ticket');
      const [altair, vega] = state.spots as [number, number];
      const magpies = state.spots.slice(STAR_SPOTS) as Magpie[];
      const isNumber = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= NUMBERS;
      if (!isNumber(altair) || !isNumber(vega) || altair === vega) fail('two different star numbers from 1 to 30');
      // The magpies' numbers are all different, from 1 to 30; the bridge stands in for one.
      const numbers = magpies.map((magpie) => magpie.number).filter((number) => number !== BRIDGE);
      if (magpies.length !== MAGPIES || new Set(numbers).size !== numbers.length || !numbers.every(isNumber)) fail('ten magpies, all numbers different');
      if (!magpies.every((magpie) => (MAGPIE_PRIZES as readonly number[]).includes(magpie.prize))) fail('a prize a magpie may carry');
      // The prizes won add up to the tier's total, one of the table's amounts.
      const tier = TIERS[state.tier] as (typeof TIERS)[number];
      const { places, total } = winsOf(state.spots);
      if (total * 10_000 !== tier.multiplier || !totals.has(total * 10_000) || engine.multiplier(state) !== tier.multiplier) fail(`wins ${total}x, its tier ${tier.multiplier / 10_000}x`);
      // A losing ticket has no bridge; a winning one at most one, and at most one magpie per star.
      const bridges = magpies.filter((magpie) => magpie.number === BRIDGE).length;
      if (bridges > (tier.multiplier > 0 ? 1 : 0) || places.length > 3) fail('bridges or matches');
      if (bridges) seen.bridge++;
      if (places.length === 2) seen.two++;
      if (places.length === 3) seen.three++;
    }
    expect(broken).toEqual([]);
    // Every way of winning shows up.
    expect(seen.bridge).toBeGreaterThan(0);
    expect(seen.two).toBeGreaterThan(0);
    expect(seen.three).toBeGreaterThan(0);
  });

  it('shows nothing of a ticket until it is scratched, and pays once it is all revealed', () => {
    let step = engine.start(stream.draw(7), {});
    expect(engine.view(step.state, false)).toEqual({ spots: Array(SPOTS).fill(null), revealed: [], multiplier: null });
    step = engine.act(stream.draw(7), step.state, 'scratch', { spot: 4 });
    const view = engine.view(step.state, false);
    expect(view.spots.filter((spot) => spot !== null)).toEqual([step.state.spots[4]]);
    expect(view.multiplier).toBeNull();
    for (let spot = 0; spot < SPOTS - 1; spot++) {
      if (spot === 4) continue;
      step = engine.act(stream.draw(7), step.state, 'scratch', { spot });
      expect(step.status).toBe('open');
    }
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: 4 })).toThrow(/revealed already/);
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: SPOTS })).toThrow(/no spot/);
    step = engine.act(stream.draw(7), step.state, 'scratch', { spot: SPOTS - 1 });
    expect(step.status).toBe('over');
    expect(engine.view(step.state, true).multiplier).toBe(engine.multiplier(step.state));
  });

  it('reveals the star numbers first, then the magpies in order, on Reveal All and on expiry', () => {
    const start = engine.start(stream.draw(3), {});
    const scratched = engine.act(stream.draw(3), start.state, 'scratch', { spot: 6 });
    const all = engine.act(stream.draw(3), scratched.state, 'reveal_all', {});
    expect(all.state.revealed).toEqual([6, 0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
    expect(engine.expire(stream.draw(3), start.state).state.revealed).toEqual(Array.from({ length: SPOTS }, (_, spot) => spot));
  });

  it('replays from the published recipe in Web Crypto to the same ticket', async () => {
    for (const nonce of [0, 1, 2, 3]) {
      const replayed = await replayRound(engine, { serverSeed: 'e'.repeat(64), clientSeed: 'encounter', nonce, params: {}, moves: [{ action: 'reveal_all', input: {} }] });
      expect(replayed.step.state).toEqual(play(nonce).state);
    }
  });
});
