import type { BetRule } from '../../engine/engine.js';
import type { PayTable, ReelSet, Strip, Wilds } from '../../families/slot/index.js';

/*
 * Gold Digger (slot-gold-digger rule page): 5 reels of 3 rows, 20 fixed lines paid left to right
 * in line bets (the total bet is 20 credits). TNT is wild on reels 2-4 for everything but the
 * Mine Cart. On one base spin in 40 a Dynamite Blast turns 3 to 8 random positions wild before
 * the lines are counted. A Mine Cart on each of reels 1, 3 and 5 starts the Mine Cart Bonus: 15
 * rocks whose contents are drawn when it starts, and 3 picks for the player.
 */

/** The paying symbols, highest first (the rule page's pay table), then the wild and the bonus symbol. */
export const PAYING = ['PROSPECTOR', 'NUGGET', 'PICKAXE', 'LANTERN', 'SHOVEL', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export const SYMBOLS = [...PAYING, 'TNT', 'CART'] as const;
export type GoldSymbol = (typeof SYMBOLS)[number];

export const WILD = 'TNT';
export const CART = 'CART';
export const WILDS: Wilds = { symbols: [WILD], except: [CART] };

/** Line pays in line bets for 3, 4 and 5 of a kind (`pays[k - 1]`). */
export const PAYS: PayTable = {
  PROSPECTOR: [0, 0, 25, 100, 500],
  NUGGET: [0, 0, 20, 80, 300],
  PICKAXE: [0, 0, 15, 50, 200],
  LANTERN: [0, 0, 10, 40, 150],
  SHOVEL: [0, 0, 8, 30, 100],
  A: [0, 0, 5, 20, 80],
  K: [0, 0, 5, 20, 80],
  Q: [0, 0, 4, 15, 60],
  J: [0, 0, 4, 15, 60],
  TEN: [0, 0, 3, 10, 50],
};

/** The 20 lines: the row (0 = top) on reels 1 to 5, in the rule page's order. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** A line game's credit is its line bet: the total bet is 20 credits. */
export const CREDITS_PER_BET = LINES.length;

/** Line bets 0.01 to 10, so total bets 0.20 to 200 in steps of one line bet on every line. */
export const BETS: BetRule = { kind: 'range', min: 0.2, max: 200, step: 0.2 };

/** The largest win of a round, in x the total bet (the cap ends the round there). */
export const MAX_WIN = 2_500;

export const ROWS = [3, 3, 3, 3, 3] as const;

/** Blast counts from BLAST_MIN: `blastCountWeights[i]` is the weight of BLAST_MIN + i positions. */
export const BLAST_MIN = 3;
export const BLAST_MAX = 8;

/** The rock face of the Mine Cart Bonus. */
export const ROCKS = 15;
export const START_PICKS = 3;
/** What a Mother Lode's multiplier starts at; 4 lodes at most take it to x5. */
export const START_MULTIPLIER = 1;
export const MAX_LODES = 4;
export const MAX_LANTERNS = 6;

/** A gold nugget's worth in x the total bet. */
export const NUGGET_VALUES = [1, 2, 3, 5, 10, 25, 50, 100] as const;

/**
 * What a rock holds: a gold nugget (its worth in x the total bet), a Miner's Lantern (the pick
 * that found it back, and 1 more) or a Mother Lode (+1 to the bonus multiplier).
 */
export type Rock = number | 'LANTERN' | 'LODE';

/** Everything the tuning of the game decides: the strips and the features' weights. */
export interface GoldDiggerMath {
  reels: ReelSet;
  /** A base spin has a Dynamite Blast when below(blastOneIn) is 0. */
  blastOneIn: number;
  /** Weights of BLAST_MIN .. BLAST_MAX positions. */
  blastCountWeights: readonly number[];
  /** Weights of 0 .. MAX_LANTERNS lanterns among the 15 rocks. */
  lanternWeights: readonly number[];
  /** Weights of 0 .. MAX_LODES Mother Lodes among the 15 rocks. */
  lodeWeights: readonly number[];
  /** Weights of NUGGET_VALUES, for each of the other rocks. */
  nuggetWeights: readonly number[];
}

const strip = (text: string): Strip => text.trim().split(/\s+/);

/** Reel strips, ten positions a line (a window shows the stop and the two positions after it). */
export const STRIPS: readonly Strip[] = [
  strip(`
    NUGGET NUGGET K K J J K K LANTERN LANTERN
    LANTERN LANTERN Q Q PICKAXE PICKAXE J J TEN TEN
    TEN NUGGET CART K K A A J J A
    A CART SHOVEL SHOVEL SHOVEL SHOVEL TEN TEN TEN Q
    Q PROSPECTOR PICKAXE PROSPECTOR PROSPECTOR Q Q CART
  `),
  strip(`
    A A TEN TEN TEN A A K K TEN
    TEN TEN J J Q Q J J LANTERN LANTERN
    LANTERN LANTERN TNT K K TNT NUGGET PROSPECTOR TNT Q
    Q K K TNT J J Q Q TNT PICKAXE
    SHOVEL SHOVEL SHOVEL SHOVEL PICKAXE PICKAXE PROSPECTOR PROSPECTOR TNT NUGGET
    NUGGET
  `),
  strip(`
    TNT LANTERN LANTERN LANTERN LANTERN PICKAXE Q Q J J
    TNT PICKAXE PICKAXE A A PROSPECTOR PROSPECTOR Q Q TNT
    PROSPECTOR J J TEN TEN TEN Q Q NUGGET CART
    TNT K K TEN TEN TEN CART TNT K K
    A A J J NUGGET NUGGET TNT CART SHOVEL SHOVEL
    SHOVEL SHOVEL K K
  `),
  strip(`
    PROSPECTOR K K Q Q TNT K K A TNT
    TEN TEN TEN A A NUGGET PROSPECTOR PROSPECTOR J J
    TNT J J SHOVEL SHOVEL SHOVEL TEN TNT PICKAXE Q
    Q TNT J J LANTERN LANTERN LANTERN K K TNT
    TEN TEN TEN Q Q TNT NUGGET NUGGET PICKAXE PICKAXE
  `),
  strip(`
    J J K K CART PROSPECTOR PROSPECTOR Q Q A
    A Q Q NUGGET NUGGET PICKAXE SHOVEL SHOVEL SHOVEL SHOVEL
    K K Q Q J J LANTERN LANTERN LANTERN TEN
    TEN TEN PICKAXE PICKAXE J J CART A A TEN
    TEN TEN CART K K
  `),
];

export const REELS: ReelSet = { strips: STRIPS, rows: ROWS };

export const MATH: GoldDiggerMath = {
  reels: REELS,
  blastOneIn: 40,
  blastCountWeights: [60, 22, 10, 5, 2, 1],
  lanternWeights: [15, 25, 25, 18, 10, 5, 2],
  lodeWeights: [10, 30, 32, 20, 8],
  nuggetWeights: [236, 209, 181, 142, 112, 70, 35, 15],
};
