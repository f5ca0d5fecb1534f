import * as v from 'valibot';
import { shuffled, type Draw } from '../../engine/draw.js';
import { MoveRefused } from '../../engine/engine.js';
import { scratchEngine, ScratchSpotSchema } from '../../families/scratch/scratch.js';
import { CHOWS, MELDS, PUNGS, meldTiles, readHand, suitMelds, suitTiles, type Meld } from './hand.js';
import { COPIES, DRAGONS, DRAW_SPOT, HAND_TILES, HONORS, ORPHANS, PRICE_LEVELS, SPOTS, SUITS, TIERS, TILES, suitOf, type Hand, type MahjongTier, type Tile } from './math.js';

/** The 136-tile set: every tile four times, in table order (a losing ticket is dealt from it). */
export const WALL: readonly Tile[] = TILES.flatMap((tile) => Array<Tile>(COPIES).fill(tile));

/** The pungs of the winds and dragons (a Half Flush's honours). */
const HONOR_PUNGS: readonly Meld[] = PUNGS.filter((meld) => HONORS.includes(meld.tile));

/** A drawn layout is redrawn at most this often; past it the round fails rather than loop (never met: the likeliest redraw is about one in two). */
const MAX_DEALS = 10_000;

const pick = <T>(draw: Draw, list: readonly T[]): T => list[draw.below(list.length)] as T;

/** `fixed` sets, then `count` sets each picked from `melds`, then a pair picked from `pairs`. */
function sets(draw: Draw, fixed: readonly Meld[], count: number, melds: readonly Meld[], pairs: readonly Tile[]): Tile[] {
  const chosen = [...fixed];
  for (let n = 0; n < count; n++) chosen.push(pick(draw, melds));
  const pair = pick(draw, pairs);
  return [...chosen.flatMap(meldTiles), pair, pair];
}

/** One deal of a tier's fourteen tiles (recipe.ts says it in words), before the check. */
function deal(draw: Draw, hand: Hand | null): Tile[] {
  switch (hand) {
    case null:
      return shuffled(draw, WALL, SPOTS);
    case 'THIRTEEN_ORPHANS':
      return [...ORPHANS, pick(draw, ORPHANS)];
    case 'BIG_THREE_DRAGONS':
      return sets(draw, DRAGONS.map((tile) => ({ kind: 'pung', tile })), 1, MELDS, TILES);
    case 'FULL_FLUSH': {
      const suit = pick(draw, SUITS);
      return sets(draw, [], 4, suitMelds(suit), suitTiles(suit));
    }
    case 'SEVEN_PAIRS':
      return shuffled(draw, TILES, 7).flatMap((tile) => [tile, tile]);
    case 'HALF_FLUSH': {
      const suit = pick(draw, SUITS);
      return sets(draw, [], 4, [...suitMelds(suit), ...HONOR_PUNGS], [...suitTiles(suit), ...HONORS]);
    }
    case 'ALL_PUNGS':
      return sets(draw, [], 4, PUNGS, TILES);
    case 'ALL_CHOWS':
      return sets(draw, [], 4, CHOWS, TILES);
    case 'CHICKEN':
      return sets(draw, [], 4, MELDS, TILES);
  }
}

/**
 * Whether a deal may be the ticket: no tile more than four times, not winds and dragons only
 * (the page names no such hand), and the hand it forms is the tier's exactly (none for a losing
 * tier), so that the tiles show the tier's prize and no other.
 */
export function fits(tiles: readonly Tile[], hand: Hand | null): boolean {
  const counts = new Map<Tile, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  if ([...counts.values()].some((count) => count > COPIES)) return false;
  if (tiles.every((tile) => suitOf(tile) === null)) return false;
  return (readHand(tiles)?.hand ?? null) === hand;
}

/**
 * The layout recipe, after the tier's float: deal the tier's fourteen tiles (deal()) until a deal
 * fits (fits()), then shuffled(those fourteen tiles) places them: spots 0..12 are the hand, spot
 * 13 the Draw.
 */
function layout(draw: Draw, { hand }: MahjongTier): Tile[] {
  for (let deals = 0; deals < MAX_DEALS; deals++) {
    const tiles = deal(draw, hand);
    if (fits(tiles, hand)) return shuffled(draw, tiles);
  }
  throw new RangeError(`scratch-mahjong-n: no ${hand ?? 'losing'} deal in ${MAX_DEALS}`);
}

const family = scratchEngine({
  id: 'scratch-mahjong-n',
  bets: { kind: 'levels', levels: PRICE_LEVELS },
  tiers: TIERS,
  spots: SPOTS,
  layout,
});

/** The family's scratch card, with the rule page's Draw: its tile is scratched after the thirteen hand tiles. */
export const engine: typeof family = {
  ...family,
  act(draw, state, action, input) {
    if (action === 'scratch' && v.is(ScratchSpotSchema, input) && input.spot === DRAW_SPOT && state.revealed.length < HAND_TILES) {
      throw new MoveRefused('round_state', 'the Draw is scratched after the thirteen hand tiles');
    }
    return family.act(draw, state, action, input);
  },
};
