import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/hmac-stream.js';
import { shuffled } from '../../engine/draw.js';
import { MoveRefused } from '../../engine/engine.js';
import { replayRound } from '../../engine/replay.js';
import { scratchFigures } from '../../families/scratch/scratch.js';
import { FairStream } from '../../rgs/stream.js';
import { volatilityOf } from '../../sim/volatility.js';
import { engine, WALL } from './engine.js';
import { readHand } from './hand.js';
import { DRAGONS, DRAW_SPOT, HANDS, HONORS, ORPHANS, PRIZES, SPOTS, TIERS, TICKETS_PER_TABLE, TILES, numberOf, suitOf, type Hand, type Tile } from './math.js';

const stream = new FairStream('f'.repeat(64), 'mahjong');

function play(nonce: number) {
  const step = engine.start(stream.draw(nonce), {});
  return engine.act(stream.draw(nonce), step.state, 'reveal_all', {});
}

const at = (tile: Tile) => TILES.indexOf(tile);
const sorted = (tiles: readonly Tile[]) => [...tiles].sort((a, b) => at(a) - at(b));

/**
 * The prize of fourteen tiles worked out again, another way: every split of the sorted tiles
 * into groups from the first tile on (pair, pung or chow), and the rule page's hands on each.
 */
function prizeByHand(tiles: readonly Tile[]): number {
  const counts = new Map<Tile, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  const suits = new Set(tiles.map(suitOf));
  const flush = suits.size === 1 && !suits.has(null) ? PRIZES.FULL_FLUSH : suits.size === 2 && suits.has(null) ? PRIZES.HALF_FLUSH : 0;
  let best = 0;
  if (ORPHANS.every((tile) => counts.has(tile)) && tiles.every((tile) => ORPHANS.includes(tile))) best = PRIZES.THIRTEEN_ORPHANS;
  if ([...counts.values()].filter((count) => count === 2).length === 7) best = Math.max(best, PRIZES.SEVEN_PAIRS, flush);
  const split = (rest: Tile[], pungs: Tile[], chows: number, pair: boolean) => {
    if (rest.length === 0) {
      if (!pair) return;
      let prize = PRIZES.CHICKEN;
      if (pungs.length === 4) prize = PRIZES.ALL_PUNGS;
      if (chows === 4) prize = PRIZES.ALL_CHOWS;
      if (DRAGONS.every((dragon) => pungs.includes(dragon))) prize = PRIZES.BIG_THREE_DRAGONS;
      best = Math.max(best, prize, flush);
      return;
    }
    const [first, second, third] = rest as [Tile, Tile?, Tile?];
    if (!pair && second === first) split(rest.slice(2), pungs, chows, true);
    if (second === first && third === first) split(rest.slice(3), [...pungs, first], chows, pair);
    const next = TILES[at(first) + 1] as Tile;
    const after = TILES[at(first) + 2] as Tile;
    if (numberOf(first) >= 1 && numberOf(first) <= 7 && rest.includes(next) && rest.includes(after)) {
      const left = [...rest.slice(1)];
      left.splice(left.indexOf(next), 1);
      left.splice(left.indexOf(after), 1);
      split(left, pungs, chows + 1, pair);
    }
  };
  split(sorted(tiles), [], 0, false);
  return best;
}

const isPung = (group: Tile[]) => group.length === 3 && group.every((tile) => tile === group[0]);
const isChow = (group: Tile[]) => group.length === 3 && numberOf(group[0] as Tile) > 0 && group.every((tile, n) => at(tile) === at(group[0] as Tile) + n && suitOf(tile) === suitOf(group[0] as Tile));
const isPair = (group: Tile[]) => group.length === 2 && group[0] === group[1];

/** Every statement of the rule page about a ticket's tiles, for a ticket of `hand` (null: a losing ticket). */
function expectRules(tiles: Tile[], hand: Hand | null) {
  expect(tiles).toHaveLength(SPOTS);
  expect(Math.max(...TILES.map((tile) => tiles.filter((shown) => shown === tile).length))).toBeLessThanOrEqual(4);
  expect(tiles.some((tile) => !HONORS.includes(tile))).toBe(true);
  const reading = readHand(tiles);
  expect(reading?.hand ?? null).toBe(hand);
  expect(prizeByHand(tiles)).toBe(hand ? PRIZES[hand] : 0);
  if (!reading) return;
  // The arrangement holds the very tiles, sorted into the hand's sets and pair.
  expect(sorted(reading.groups.flat())).toEqual(sorted(tiles));
  const suits = new Set(tiles.map(suitOf));
  switch (reading.hand) {
    case 'THIRTEEN_ORPHANS':
      expect(new Set(tiles)).toEqual(new Set(ORPHANS));
      break;
    case 'SEVEN_PAIRS':
      expect(reading.groups.every(isPair) && new Set(reading.groups.map((group) => group[0])).size === 7).toBe(true);
      expect(suits.size === 1 && !suits.has(null)).toBe(false);
      break;
    case 'FULL_FLUSH':
      expect(suits.size === 1 && !suits.has(null)).toBe(true);
      break;
    case 'HALF_FLUSH':
      expect(suits.size === 2 && suits.has(null)).toBe(true);
      break;
    default: {
      const sets = reading.groups.slice(0, 4);
      expect(sets.every((group) => isPung(group) || isChow(group)) && isPair(reading.groups[4] as Tile[])).toBe(true);
      if (reading.hand === 'BIG_THREE_DRAGONS') for (const dragon of DRAGONS) expect(sets).toContainEqual([dragon, dragon, dragon]);
      if (reading.hand === 'ALL_PUNGS') expect(sets.every(isPung)).toBe(true);
      if (reading.hand === 'ALL_CHOWS') expect(sets.every(isChow)).toBe(true);
      if (reading.hand === 'CHICKEN') expect(sets.some(isPung) && sets.some(isChow)).toBe(true);
    }
  }
}

describe('Mahjong Scratch', () => {
  it('has the figures its detail page publishes, exactly', async () => {
    const published = (await catalogue('scratch-mahjong-n')) as Awaited<ReturnType<typeof catalogue>> & { volatility: string };
    const figures = scratchFigures(TIERS);
    expect(figures.tickets).toBe(TICKETS_PER_TABLE);
    expect(Math.abs(figures.rtp * 100 - published.rtp)).toBeLessThan(0.005);
    expect(Math.abs(figures.hitRate * 100 - published.hit_rate)).toBeLessThan(0.005);
    expect(figures.maxWin).toBe(published.max_win * 10_000);
    expect(engine.maxWin).toBe(published.max_win * 10_000);
    expect(volatilityOf('scratch', figures.sigma)).toBe(published.volatility);
    // The rule page's own sums: 965,000 prices back, 675,282 losing tickets.
    expect(TIERS.reduce((sum, tier) => sum + (tier.weight * tier.multiplier) / 10_000, 0)).toBe(965_000);
    expect(TIERS[0]).toEqual({ weight: 675_282, multiplier: 0, detail: { hand: null } });
  });

  it('reads hands as the rule page says, the highest-paying fit only', () => {
    const hand = (text: string) => readHand(text.split(' ') as Tile[])?.hand ?? null;
    expect(hand('DOT1 DOT1 DOT1 DOT2 DOT2 DOT2 DOT3 DOT3 DOT3 DOT5 DOT5 DOT5 DOT9 DOT9')).toBe('FULL_FLUSH');
    expect(hand('DOT1 DOT1 DOT1 DOT2 DOT2 DOT2 DOT3 DOT3 DOT3 BAM4 BAM5 BAM6 CHR9 CHR9')).toBe('ALL_CHOWS');
    expect(hand('DOT1 DOT1 DOT1 DOT2 DOT2 DOT2 DOT3 DOT3 DOT3 BAM4 BAM4 BAM4 CHR9 CHR9')).toBe('ALL_PUNGS');
    expect(hand('DOT1 DOT1 DOT2 DOT2 DOT3 DOT3 BAM4 BAM4 BAM5 BAM5 BAM6 BAM6 CHR9 CHR9')).toBe('SEVEN_PAIRS');
    expect(hand('DOT1 DOT1 DOT1 DOT1 DOT2 DOT2 BAM4 BAM4 BAM5 BAM5 BAM6 BAM6 CHR9 CHR9')).toBe(null);
    expect(hand('RED RED RED GREEN GREEN GREEN WHITE WHITE WHITE DOT1 DOT2 DOT3 DOT9 DOT9')).toBe('BIG_THREE_DRAGONS');
    expect(hand('RED RED RED GREEN GREEN GREEN DOT1 DOT2 DOT3 DOT4 DOT5 DOT6 DOT9 DOT9')).toBe('HALF_FLUSH');
    expect(hand('RED RED RED GREEN GREEN GREEN DOT1 DOT2 DOT3 DOT4 DOT5 DOT6 BAM9 BAM9')).toBe('CHICKEN');
    expect(hand('DOT1 DOT9 BAM1 BAM9 CHR1 CHR9 EAST SOUTH WEST NORTH RED GREEN WHITE WHITE')).toBe('THIRTEEN_ORPHANS');
    expect(hand('DOT1 DOT9 BAM1 BAM9 CHR1 CHR9 EAST SOUTH WEST NORTH RED GREEN DOT5 WHITE')).toBe(null);
    // Random deals from the set: the two readings agree.
    for (let nonce = 0; nonce < 3_000; nonce++) {
      const tiles = shuffled(stream.draw(nonce + 1_000_000), WALL, SPOTS);
      expect(readHand(tiles) ? PRIZES[(readHand(tiles) as { hand: Hand }).hand] : 0).toBe(prizeByHand(tiles));
    }
  });

  it('lays out every ticket to show its prize and no other, by the rule page', () => {
    for (let nonce = 0; nonce < 3_000; nonce++) {
      const { state, status } = play(nonce);
      expect(status).toBe('over');
      const tier = TIERS[state.tier] as (typeof TIERS)[number];
      expectRules(state.spots, tier.detail.hand);
      expect(engine.multiplier(state)).toBe(tier.multiplier);
    }
  });

  it.each(HANDS)('deals %s tickets that form that hand and no higher one', (hand) => {
    for (let nonce = 0; nonce < 300; nonce++) expectRules(engine.definition.layout(stream.draw(nonce), { hand }), hand);
  });

  it('shows nothing of a ticket until it is scratched, the Draw last, and pays once it is all revealed', () => {
    let step = engine.start(stream.draw(7), {});
    expect(engine.view(step.state, false)).toEqual({ spots: Array(SPOTS).fill(null), revealed: [], multiplier: null });
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: DRAW_SPOT })).toThrow(MoveRefused);
    for (let spot = 12; spot >= 0; spot--) {
      step = engine.act(stream.draw(7), step.state, 'scratch', { spot });
      expect(step.status).toBe('open');
      expect(engine.view(step.state, false).spots.filter((shown) => shown !== null)).toHaveLength(13 - spot);
      expect(engine.view(step.state, false).multiplier).toBeNull();
    }
    expect(() => engine.act(stream.draw(7), step.state, 'scratch', { spot: 3 })).toThrow(/revealed already/);
    expect(engine.view(step.state, false).spots[DRAW_SPOT]).toBeNull();
    step = engine.act(stream.draw(7), step.state, 'scratch', { spot: DRAW_SPOT });
    expect(step.status).toBe('over');
    expect(engine.view(step.state, true)).toEqual({ spots: step.state.spots, revealed: [...Array(13).keys()].reverse().concat(DRAW_SPOT), multiplier: engine.multiplier(step.state) });
  });

  it('reveals the hand before the Draw on Reveal All and when a ticket expires', () => {
    const started = engine.start(stream.draw(8), {});
    const scratched = engine.act(stream.draw(8), started.state, 'scratch', { spot: 5 });
    expect(engine.act(stream.draw(8), scratched.state, 'reveal_all', {}).state.revealed).toEqual([5, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, DRAW_SPOT]);
    const expired = engine.expire(stream.draw(8), scratched.state);
    expect(expired.status).toBe('over');
    expect(expired.state.revealed.at(-1)).toBe(DRAW_SPOT);
  });

  it('replays from the published recipe in Web Crypto to the same ticket', async () => {
    for (const nonce of [0, 1, 2, 3]) {
      const replayed = await replayRound(engine, { serverSeed: 'f'.repeat(64), clientSeed: 'mahjong', nonce, params: {}, moves: [{ action: 'reveal_all', input: {} }] });
      expect(replayed.step.state).toEqual(play(nonce).state);
      expect(replayed.multiplier).toBe(engine.multiplier(play(nonce).state));
    }
  });
});
