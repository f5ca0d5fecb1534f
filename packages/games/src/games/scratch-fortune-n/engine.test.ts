import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/hmac-stream.js';
import { replayRound } from '../../engine/replay.js';
import { scratchFigures } from '../../families/scratch/scratch.js';
import { FairStream } from '../../rgs/stream.js';
import { COIN_SPOT, GRID_SPOTS, SYMBOLS, TIERS, TICKETS_PER_TABLE } from './math.js';
import { engine } from './engine.js';

const stream = new FairStream('f'.repeat(64), 'fortune');

function play(nonce: number) {
  const step = engine.start(stream.draw(nonce), {});
  return engine.act(stream.draw(nonce), step.state, 'reveal_all', {});
}

describe('God of Fortune', () => {
  it('has the figures its detail page publishes, exactly', async () => {
    const published = await catalogue('scratch-fortune-n');
    const figures = scratchFigures(TIERS);
    expect(figures.tickets).toBe(TICKETS_PER_TABLE);
    expect(Math.abs(figures.rtp * 100 - published.rtp)).toBeLessThan(0.005);
    expect(Math.abs(figures.hitRate * 100 - published.hit_rate)).toBeLessThan(0.005);
    expect(figures.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
  });

  it('lays out every ticket to show its prize and no other', () => {
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const { state, status } = play(nonce);
      expect(status).toBe('over');
      const grid = state.spots.slice(0, GRID_SPOTS);
      const triples = SYMBOLS.filter((symbol) => grid.filter((shown) => shown === symbol).length >= 3);
      const tier = TIERS[state.tier] as (typeof TIERS)[number];
      expect(triples).toEqual(tier.detail.symbol === null ? [] : [tier.detail.symbol]);
      expect(grid.every((shown) => grid.filter((other) => other === shown).length <= 3)).toBe(true);
      if (tier.detail.toad) expect(state.spots[COIN_SPOT]).toBe('TOAD');
      if (tier.detail.symbol !== null && !tier.detail.toad) expect(state.spots[COIN_SPOT]).toBe('COIN');
      expect(engine.multiplier(state)).toBe(tier.multiplier);
    }
  });

  it('shows nothing of a ticket until it is scratched, and pays once it is all revealed', () => {
    let step = engine.start(stream.draw(7), {});
    expect(engine.view(step.state, false)).toEqual({ spots: Array(10).fill(null), revealed: [], multiplier: null });
    for (let spot = 0; spot < 9; spot++) {
      step = engine.act(stream.draw(7), step.state, 'scratch', { spot });
      expect(step.status).toBe('open');
    }
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: 3 })).toThrow(/revealed already/);
    step = engine.act(stream.draw(7), step.state, 'scratch', { spot: COIN_SPOT });
    expect(step.status).toBe('over');
    expect(engine.view(step.state, true).multiplier).toBe(engine.multiplier(step.state));
  });

  it('replays from the published recipe in Web Crypto to the same ticket', async () => {
    for (const nonce of [0, 1, 2, 3]) {
      const replayed = await replayRound(engine, { serverSeed: 'f'.repeat(64), clientSeed: 'fortune', nonce, params: {}, moves: [{ action: 'reveal_all', input: {} }] });
      expect(replayed.step.state).toEqual(play(nonce).state);
    }
  });
});
