import type { PrizeTier } from '../../families/scratch/scratch.js';

/*
 * Mahjong Scratch (scratch-mahjong-n rule page): thirteen hand tiles and the Draw, from a
 * 136-tile set without flowers. Fourteen tiles that form a complete hand win that hand's prize.
 * The prize table is the rule page's, per 1,000,000 tickets: 965,000 ticket prices back
 * (96.50%), 324,718 winning tickets.
 */

/** The three suits: dots, bamboo, characters. */
export const SUITS = ['DOT', 'BAM', 'CHR'] as const;
export type Suit = (typeof SUITS)[number];

/** The 34 tiles, in table order: each suit 1 to 9, the four winds, the three dragons. */
export const TILES = [
  'DOT1', 'DOT2', 'DOT3', 'DOT4', 'DOT5', 'DOT6', 'DOT7', 'DOT8', 'DOT9',
  'BAM1', 'BAM2', 'BAM3', 'BAM4', 'BAM5', 'BAM6', 'BAM7', 'BAM8', 'BAM9',
  'CHR1', 'CHR2', 'CHR3', 'CHR4', 'CHR5', 'CHR6', 'CHR7', 'CHR8', 'CHR9',
  'EAST', 'SOUTH', 'WEST', 'NORTH', 'RED', 'GREEN', 'WHITE',
] as const;
export type Tile = (typeof TILES)[number];

export const WINDS = ['EAST', 'SOUTH', 'WEST', 'NORTH'] as const satisfies readonly Tile[];
export const DRAGONS = ['RED', 'GREEN', 'WHITE'] as const satisfies readonly Tile[];
/** Winds and dragons, in table order. */
export const HONORS: readonly Tile[] = [...WINDS, ...DRAGONS];
/** The 1 and 9 of every suit, the winds and the dragons (Thirteen Orphans' tiles), in table order. */
export const ORPHANS: readonly Tile[] = TILES.filter((tile) => HONORS.includes(tile) || tile.endsWith('1') || tile.endsWith('9'));

/** Copies of each tile in the set. */
export const COPIES = 4;

/** A tile's suit, or null for a wind or a dragon. */
export function suitOf(tile: Tile): Suit | null {
  return (SUITS as readonly string[]).includes(tile.slice(0, 3)) ? (tile.slice(0, 3) as Suit) : null;
}

/** A suited tile's number (1..9); 0 for a wind or a dragon. */
export function numberOf(tile: Tile): number {
  return suitOf(tile) ? Number(tile.slice(3)) : 0;
}

/** The hands of the prize table, highest prize first (the rule page's order). */
export const HANDS = ['THIRTEEN_ORPHANS', 'BIG_THREE_DRAGONS', 'FULL_FLUSH', 'SEVEN_PAIRS', 'HALF_FLUSH', 'ALL_PUNGS', 'ALL_CHOWS', 'CHICKEN'] as const;
export type Hand = (typeof HANDS)[number];

/** Each hand's prize, in x the ticket price. */
export const PRIZES: Readonly<Record<Hand, number>> = {
  THIRTEEN_ORPHANS: 2_000,
  BIG_THREE_DRAGONS: 500,
  FULL_FLUSH: 100,
  SEVEN_PAIRS: 30,
  HALF_FLUSH: 15,
  ALL_PUNGS: 8,
  ALL_CHOWS: 3,
  CHICKEN: 1,
};

/** Tickets per 1,000,000 that win each hand. */
export const TICKETS: Readonly<Record<Hand, number>> = {
  THIRTEEN_ORPHANS: 3,
  BIG_THREE_DRAGONS: 15,
  FULL_FLUSH: 200,
  SEVEN_PAIRS: 3_000,
  HALF_FLUSH: 12_000,
  ALL_PUNGS: 26_000,
  ALL_CHOWS: 85_000,
  CHICKEN: 198_500,
};

export const TICKETS_PER_TABLE = 1_000_000;

/** A tier's detail: the hand its tiles form (null: a losing ticket). */
export interface MahjongTier {
  hand: Hand | null;
}

/** The tiers in the order the first float picks them: losing tickets, then each hand. */
export const TIERS: readonly PrizeTier<MahjongTier>[] = (() => {
  const winning = HANDS.map((hand) => ({ weight: TICKETS[hand], multiplier: PRIZES[hand] * 10_000, detail: { hand } }));
  const losing = TICKETS_PER_TABLE - winning.reduce((sum, tier) => sum + tier.weight, 0);
  return [{ weight: losing, multiplier: 0, detail: { hand: null } }, ...winning];
})();

/** Ticket prices in major units (the + and - buttons: 0.50 to 100.00). */
export const PRICE_LEVELS = [0.5, 1, 2, 5, 10, 20, 50, 100] as const;

/** Spots 0..12 are the hand's tiles, spot 13 the Draw. */
export const HAND_TILES = 13;
export const DRAW_SPOT = 13;
export const SPOTS = 14;
