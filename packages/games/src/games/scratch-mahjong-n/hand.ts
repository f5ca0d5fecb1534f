import { DRAGONS, ORPHANS, PRIZES, SUITS, TILES, numberOf, suitOf, type Hand, type Suit, type Tile } from './math.js';

/*
 * The rule page's hands, as code: what fourteen tiles form, read the way the page says. A
 * complete hand is four sets (pungs or chows) and a pair, Seven Pairs (seven different pairs) or
 * Thirteen Orphans; it is paid as the highest-paying hand it fits, over every way of reading it
 * (1-1-1 2-2-2 3-3-3 of a suit is three pungs and also three chows).
 */

/** A set of a hand: a pung (three of `tile`) or a chow (`tile` and the next two of its suit). */
export interface Meld {
  kind: 'pung' | 'chow';
  /** The pung's tile, or the chow's lowest. */
  tile: Tile;
}

/** A set's three tiles. */
export function meldTiles({ kind, tile }: Meld): Tile[] {
  if (kind === 'pung') return [tile, tile, tile];
  const at = TILES.indexOf(tile);
  return [tile, TILES[at + 1] as Tile, TILES[at + 2] as Tile];
}

/** The pung of every tile, in table order (34). */
export const PUNGS: readonly Meld[] = TILES.map((tile) => ({ kind: 'pung', tile }));
/** Every chow: each suit in order, from 1-2-3 to 7-8-9 (21). */
export const CHOWS: readonly Meld[] = SUITS.flatMap((suit) => [1, 2, 3, 4, 5, 6, 7].map((n) => ({ kind: 'chow' as const, tile: `${suit}${n}` as Tile })));
/** Every set: the pungs, then the chows (55). */
export const MELDS: readonly Meld[] = [...PUNGS, ...CHOWS];

/** A suit's tiles 1 to 9. */
export const suitTiles = (suit: Suit): Tile[] => TILES.filter((tile) => suitOf(tile) === suit);
/** A suit's sets: its nine pungs, then its seven chows (16). */
export const suitMelds = (suit: Suit): Meld[] => MELDS.filter((meld) => suitOf(meld.tile) === suit);

/** What fourteen tiles form: the hand that pays, and its tiles sorted into its sets and pair. */
export interface HandReading {
  hand: Hand;
  /**
   * The tiles as the hand reads them, in table order: four sets then the pair; seven pairs; or
   * Thirteen Orphans' thirteen tiles with the second copy beside its twin (one group).
   */
  groups: Tile[][];
}

const INDEX = new Map<Tile, number>(TILES.map((tile, index) => [tile, index]));
const index = (tile: Tile) => INDEX.get(tile) as number;
const byTable = (a: Tile, b: Tile) => index(a) - index(b);

/** Every way of reading `counts` (by table index) as sets only, each as its list of sets in table order. */
function setReadings(counts: number[], from = 0): Meld[][] {
  let first = from;
  while (first < counts.length && counts[first] === 0) first++;
  if (first === counts.length) return [[]];
  const tile = TILES[first] as Tile;
  const readings: Meld[][] = [];
  if ((counts[first] as number) >= 3) {
    counts[first] = (counts[first] as number) - 3;
    for (const rest of setReadings(counts, first)) readings.push([{ kind: 'pung', tile }, ...rest]);
    counts[first] = (counts[first] as number) + 3;
  }
  const number = numberOf(tile);
  if (number >= 1 && number <= 7 && (counts[first + 1] as number) > 0 && (counts[first + 2] as number) > 0) {
    for (const at of [first, first + 1, first + 2]) counts[at] = (counts[at] as number) - 1;
    for (const rest of setReadings(counts, first)) readings.push([{ kind: 'chow', tile }, ...rest]);
    for (const at of [first, first + 1, first + 2]) counts[at] = (counts[at] as number) + 1;
  }
  return readings;
}

/**
 * The hand fourteen tiles form, or null when they form none (or are not fourteen). Flushes:
 * Full Flush is every tile of one suit; Half Flush is tiles of exactly one suit and at least one
 * wind or dragon. Both need a complete hand.
 */
export function readHand(tiles: readonly Tile[]): HandReading | null {
  if (tiles.length !== 14) return null;
  const counts = TILES.map(() => 0);
  for (const tile of tiles) counts[index(tile)] = (counts[index(tile)] as number) + 1;
  const suits = new Set(tiles.map(suitOf));
  const flush: Hand | null = suits.size === 1 && !suits.has(null) ? 'FULL_FLUSH' : suits.size === 2 && suits.has(null) ? 'HALF_FLUSH' : null;

  let best: HandReading | null = null;
  const offer = (hand: Hand, groups: Tile[][]) => {
    if (!best || PRIZES[hand] > PRIZES[best.hand]) best = { hand, groups };
  };

  if (ORPHANS.every((tile) => (counts[index(tile)] as number) >= 1) && tiles.every((tile) => ORPHANS.includes(tile))) {
    offer('THIRTEEN_ORPHANS', [[...tiles].sort(byTable)]);
  }
  if (counts.filter((count) => count === 2).length === 7) {
    const pairs = TILES.filter((_, at) => counts[at] === 2).map((tile) => [tile, tile]);
    offer('SEVEN_PAIRS', pairs);
    if (flush) offer(flush, pairs);
  }
  TILES.forEach((pair, at) => {
    if ((counts[at] as number) < 2) return;
    counts[at] = (counts[at] as number) - 2;
    for (const melds of setReadings(counts)) {
      const groups = [...melds.map(meldTiles), [pair, pair]];
      const pungs = melds.filter((meld) => meld.kind === 'pung');
      offer('CHICKEN', groups);
      if (pungs.length === 4) offer('ALL_PUNGS', groups);
      if (pungs.length === 0) offer('ALL_CHOWS', groups);
      if (DRAGONS.every((dragon) => pungs.some((pung) => pung.tile === dragon))) offer('BIG_THREE_DRAGONS', groups);
      if (flush) offer(flush, groups);
    }
    counts[at] = (counts[at] as number) + 2;
  });
  return best;
}

/** The prize of fourteen tiles in x the ticket price (0: no complete hand). */
export function prizeOf(tiles: readonly Tile[]): number {
  const reading = readHand(tiles);
  return reading ? PRIZES[reading.hand] : 0;
}
