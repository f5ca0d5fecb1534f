import { describe, expect, it } from 'vitest';
import { catalogue, rulePages, tableOf } from '../../../test/hmac-stream.js';
import { replayRound } from '../../engine/replay.js';
import { scratchFigures } from '../../families/scratch/scratch.js';
import { FairStream } from '../../rgs/stream.js';
import { volatilityOf } from '../../sim/volatility.js';
import { MOON_SPOT, MOST_SHOT, SUNS, TIERS, TICKETS_PER_TABLE, prizeOf, shotCount, type HouyiSpot } from './math.js';
import { engine } from './engine.js';
import { recipe } from './recipe.js';

const stream = new FairStream('e'.repeat(64), 'houyi');

function play(nonce: number) {
  const step = engine.start(stream.draw(nonce), {});
  return engine.act(stream.draw(nonce), step.state, 'reveal_all', {});
}

describe('Hou Yi Shoots the Suns', () => {
  it('has the figures its detail page publishes, exactly', async () => {
    const published = (await catalogue('scratch-houyi-n')) as Awaited<ReturnType<typeof catalogue>> & { volatility: string };
    const figures = scratchFigures(TIERS);
    expect(figures.tickets).toBe(TICKETS_PER_TABLE);
    expect(Math.abs(figures.rtp * 100 - published.rtp)).toBeLessThan(0.005);
    expect(Math.abs(figures.hitRate * 100 - published.hit_rate)).toBeLessThan(0.005);
    expect(figures.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('scratch', figures.sigma)).toBe(published.volatility);
  });

  it('has the rule page\'s table: 652,452 losing tickets, 955,000 prices back, 347,548 winners', () => {
    expect(TIERS[0]).toEqual({ weight: 652_452, multiplier: 0, detail: { shot: null, moon: 'CLOUD' } });
    expect(TIERS.reduce((sum, tier) => sum + tier.weight * tier.multiplier, 0)).toBe(955_000 * 10_000);
    expect(TIERS.filter((tier) => tier.multiplier > 0).reduce((sum, tier) => sum + tier.weight, 0)).toBe(347_548);
  });

  it('plays the rule page\'s prize table, row by row, in each of its languages', async () => {
    const pages = await rulePages('scratch-houyi-n');
    const winning = TIERS.filter((tier) => tier.multiplier > 0).map((tier) => [tier.multiplier / 10_000, tier.weight]);
    for (const page of Object.values(pages)) {
      const rows = tableOf(page).rows.map(([, prize, tickets]) => [Number.parseInt(prize as string, 10), Number((tickets as string).replaceAll(',', ''))]);
      expect(rows).toEqual(winning);
    }
  });

  it('lays out every ticket to show its prize and no other, as the rule page says', () => {
    const shotCounts = new Set<number>();
    for (let nonce = 0; nonce < 6_000; nonce++) {
      const { state, status } = play(nonce);
      expect(status).toBe('over');
      const tier = TIERS[state.tier] as (typeof TIERS)[number];
      const spots = state.spots as HouyiSpot[];
      expect(spots).toHaveLength(SUNS + 1);
      expect(spots.slice(0, SUNS).every((spot) => spot === 'SHOT' || spot === 'BURNING')).toBe(true);
      expect(['ELIXIR', 'RABBIT', 'CLOUD']).toContain(spots[MOON_SPOT]);
      const shot = shotCount(spots);
      shotCounts.add(shot);
      // Hou Yi leaves one sun burning.
      expect(shot).toBeLessThanOrEqual(MOST_SHOT);
      // The count of the tier, or none or one where the sky wins nothing.
      if (tier.detail.shot === null) expect(shot).toBeLessThan(2);
      else expect(shot).toBe(tier.detail.shot);
      // One area at most: a prize in the sky comes with a cloud.
      if (shot >= 2) expect(spots[MOON_SPOT]).toBe('CLOUD');
      expect(spots[MOON_SPOT]).toBe(tier.detail.moon);
      expect(prizeOf(spots) * 10_000).toBe(tier.multiplier);
      expect(engine.multiplier(state)).toBe(tier.multiplier);
    }
    // Every count of the sky appears but the rarest (9 suns: 4 in 1,000,000); none or one both appear.
    for (const count of [0, 1, 2, 3, 4, 5, 6]) expect(shotCounts.has(count)).toBe(true);
  });

  it('shows nothing of a ticket until it is scratched, and pays once it is all revealed', () => {
    let step = engine.start(stream.draw(7), {});
    expect(engine.view(step.state, false)).toEqual({ spots: Array(SUNS + 1).fill(null), revealed: [], multiplier: null });
    for (let sun = 0; sun < SUNS; sun++) {
      step = engine.act(stream.draw(7), step.state, 'scratch', { spot: sun });
      expect(step.status).toBe('open');
      const view = engine.view(step.state, false);
      expect(view.spots.filter((spot) => spot !== null)).toHaveLength(sun + 1);
      expect(view.multiplier).toBeNull();
    }
    expect(engine.view(step.state, false).spots[MOON_SPOT]).toBeNull();
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: 3 })).toThrow(/revealed already/);
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: MOON_SPOT + 1 })).toThrow(/no spot/);
    step = engine.act(stream.draw(7), step.state, 'scratch', { spot: MOON_SPOT });
    expect(step.status).toBe('over');
    expect(engine.view(step.state, true).multiplier).toBe(engine.multiplier(step.state));
  });

  it('reveals a ticket left unfinished when it expires', () => {
    const started = engine.start(stream.draw(3), {});
    const scratched = engine.act(stream.draw(3), started.state, 'scratch', { spot: 4 });
    const expired = engine.expire(stream.draw(3), scratched.state);
    expect(expired.status).toBe('over');
    expect(expired.state.revealed).toHaveLength(SUNS + 1);
    expect(expired.state.spots).toEqual(started.state.spots);
  });

  it('replays from the published recipe in Web Crypto to the same ticket', async () => {
    for (const nonce of [0, 1, 2, 3, 4, 5]) {
      const replayed = await replayRound(engine, { serverSeed: 'e'.repeat(64), clientSeed: 'houyi', nonce, params: {}, moves: [{ action: 'reveal_all', input: {} }] });
      expect(replayed.step.state).toEqual(play(nonce).state);
    }
  });

  it('publishes its recipe in the four languages, with the table the engine plays', () => {
    const lengths = Object.values(recipe.steps).map((steps) => steps.length);
    expect(new Set(lengths).size).toBe(1);
    expect(recipe.tables[0]?.rows.map((row) => row[4])).toEqual(TIERS.map((tier) => tier.weight));
    expect(recipe.tables[0]?.rows.map((row) => row[3])).toEqual(TIERS.map((tier) => tier.multiplier / 10_000));
  });
});
