import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/hmac-stream.js';
import { replayRound } from '../../engine/replay.js';
import { scratchFigures } from '../../families/scratch/scratch.js';
import { FairStream } from '../../rgs/stream.js';
import { volatilityOf } from '../../sim/volatility.js';
import { GRID_SPOTS, PEARL_MULTIPLIERS, PEARL_PERCENT, PEARL_SPOT, PEARLS, PRIZES, SYMBOLS, TIERS, TICKETS_PER_TABLE, threeOf, type PearlValue } from './math.js';
import { engine } from './engine.js';

const stream = new FairStream('d'.repeat(64), 'dragon');

function play(nonce: number) {
  const step = engine.start(stream.draw(nonce), {});
  return engine.act(stream.draw(nonce), step.state, 'reveal_all', {});
}

describe('Year of the Dragon Scratch', () => {
  it('has the figures its detail page publishes, exactly', async () => {
    const published = (await catalogue('scratch-year-of-dragon-n')) as Awaited<ReturnType<typeof catalogue>> & { volatility: string };
    const figures = scratchFigures(TIERS);
    expect(figures.tickets).toBe(TICKETS_PER_TABLE);
    expect(Math.abs(figures.rtp * 100 - published.rtp)).toBeLessThan(0.005);
    expect(Math.abs(figures.hitRate * 100 - published.hit_rate)).toBeLessThan(0.005);
    expect(figures.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('scratch', figures.sigma)).toBe(published.volatility);
  });

  it('has the rule page\'s own figures: 77.25% from the grid, a mean pearl of 1.24, 5,000x once in 10,000,000', () => {
    const percent = PEARLS.reduce((sum, pearl) => sum + PEARL_PERCENT[pearl], 0);
    const mean = PEARLS.reduce((sum, pearl) => sum + PEARL_PERCENT[pearl] * PEARL_MULTIPLIERS[pearl], 0) / percent;
    expect(percent).toBe(100);
    expect(mean).toBeCloseTo(1.24, 12);
    const grid = TIERS.filter((tier) => tier.detail.pearl === 'X1').reduce((sum, tier) => sum + (tier.weight / 85) * (tier.multiplier / 10_000), 0);
    expect(grid / 1_000_000).toBeCloseTo(0.7725, 12);
    const top = TIERS.find((tier) => tier.multiplier === 5_000 * 10_000);
    expect(top?.weight).toBe(TICKETS_PER_TABLE / 10_000_000);
  });

  it('lays out every ticket to show its prize and no other, as the rule page says', () => {
    const broken: string[] = [];
    const losingPearls = new Map<PearlValue, number>();
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const { state, status } = play(nonce);
      const fail = (why: string) => broken.push(`ticket ${nonce}: ${why}`);
      if (status !== 'over') fail('not over');
      const grid = state.spots.slice(0, GRID_SPOTS);
      const tier = TIERS[state.tier] as (typeof TIERS)[number];
      const triples = SYMBOLS.filter((symbol) => grid.filter((shown) => shown === symbol).length >= 3);
      // At most one set of three: the tier's symbol, and no symbol four times.
      if (triples.join() !== (tier.detail.symbol ?? '') || threeOf(grid) !== tier.detail.symbol) fail(`shows ${triples.join() || 'no three'}`);
      if (!grid.every((shown) => (SYMBOLS as readonly string[]).includes(shown) && grid.filter((other) => other === shown).length <= 3)) fail('a symbol more than three times');
      const pearl = state.spots[PEARL_SPOT] as PearlValue;
      if (!PEARLS.includes(pearl)) fail('no Dragon Pearl');
      if (tier.detail.pearl !== null && pearl !== tier.detail.pearl) fail('the tier\'s pearl');
      if (tier.detail.symbol === null) losingPearls.set(pearl, (losingPearls.get(pearl) ?? 0) + 1);
      const paid = tier.detail.symbol === null ? 0 : PRIZES[tier.detail.symbol] * PEARL_MULTIPLIERS[pearl] * 10_000;
      if (engine.multiplier(state) !== paid || tier.multiplier !== paid) fail(`pays ${engine.multiplier(state)}, shows ${paid}`);
    }
    expect(broken).toEqual([]);
    // A losing ticket's pearl shows every value, x1 most often.
    expect([...losingPearls.keys()].sort()).toEqual([...PEARLS]);
    expect(Math.max(...losingPearls.values())).toBe(losingPearls.get('X1'));
  });

  it('shows nothing of a ticket until it is scratched, and pays once it is all revealed', () => {
    let step = engine.start(stream.draw(7), {});
    expect(engine.view(step.state, false)).toEqual({ spots: Array(10).fill(null), revealed: [], multiplier: null });
    for (let spot = 0; spot < GRID_SPOTS; spot++) {
      step = engine.act(stream.draw(7), step.state, 'scratch', { spot });
      expect(step.status).toBe('open');
    }
    expect(engine.view(step.state, false).spots[PEARL_SPOT]).toBeNull();
    expect(engine.view(step.state, false).multiplier).toBeNull();
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: 3 })).toThrow(/revealed already/);
    step = engine.act(stream.draw(7), step.state, 'scratch', { spot: PEARL_SPOT });
    expect(step.status).toBe('over');
    expect(engine.view(step.state, true).multiplier).toBe(engine.multiplier(step.state));
  });

  it('replays from the published recipe in Web Crypto to the same ticket', async () => {
    for (const nonce of [0, 1, 2, 3]) {
      const replayed = await replayRound(engine, { serverSeed: 'd'.repeat(64), clientSeed: 'dragon', nonce, params: {}, moves: [{ action: 'reveal_all', input: {} }] });
      expect(replayed.step.state).toEqual(play(nonce).state);
    }
  });
});
