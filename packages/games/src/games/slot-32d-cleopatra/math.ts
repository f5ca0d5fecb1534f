import type { BetRule } from '../../engine/engine.js';
import type { PayTable, Wilds } from '../../families/slot/pays.js';
import type { ReelSet, Strip } from '../../families/slot/reels.js';

/*
 * Cleopatra 32 (slot-32d-cleopatra rule page): 5 reels of 3 rows, 32 fixed lines. Cleopatra
 * (WILD) is on every reel, stands in for every symbol but the Pyramid and doubles the line wins
 * it completes; the Pyramid (PYRAMID) pays anywhere and starts 10, 15 or 20 free games, played on
 * their own reels, where every win is tripled and Pyramids award more free games.
 *
 * The free games pay about half of the return (they start about once in 153 paid spins and are
 * worth about 73x the bet): their reels hold more Sphinxes on reels 1 to 3 and Cleopatra stacked
 * four high on reels 4 and 5, so that a line of three there often runs on to a doubled five. Few
 * lines win in a free game (0.73 on average), which keeps a long run of them small to record.
 */

/** The line symbols, highest first (the rule page's order; TEN is its "10"). */
export const SYMBOLS = ['WILD', 'SPHINX', 'EYE', 'SCARAB', 'ANKH', 'LOTUS', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export const WILD = 'WILD';
export const PYRAMID = 'PYRAMID';

/** A line game pays in line bets: the total bet is 32 of them. */
export const CREDITS_PER_BET = 32;

/** Each line's row on reels 1 to 5 (0 = top), in the rule page's order. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0], [1, 2, 1, 0, 1], [1, 0, 1, 2, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1], [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2], [0, 1, 2, 2, 2], [2, 1, 0, 0, 0], [1, 0, 0, 1, 2], [1, 2, 2, 1, 0], [1, 0, 1, 0, 1], [1, 2, 1, 2, 1], [0, 0, 1, 0, 0],
];

/** Line pays for 3, 4 and 5 of a kind, in line bets (credits). */
export const PAYS: PayTable = {
  WILD: [0, 0, 50, 400, 2500],
  SPHINX: [0, 0, 25, 150, 750],
  EYE: [0, 0, 20, 100, 400],
  SCARAB: [0, 0, 15, 75, 250],
  ANKH: [0, 0, 10, 50, 150],
  LOTUS: [0, 0, 8, 30, 100],
  A: [0, 0, 5, 15, 75],
  K: [0, 0, 5, 15, 75],
  Q: [0, 0, 3, 10, 50],
  J: [0, 0, 3, 10, 50],
  TEN: [0, 0, 2, 8, 40],
};

/** Cleopatra doubles a line win she helps complete; five of her pay her own 2,500, not doubled. */
export const WILD_MULTIPLIER = 2;
export const WILDS: Wilds = { symbols: [WILD], except: [PYRAMID], multiplier: WILD_MULTIPLIER };

/** Pyramids anywhere: 3, 4 or 5 pay 2, 10 or 50 times the total bet (in credits, `[k - 1]` for k). */
export const PYRAMID_PAYS: readonly number[] = [0, 0, 2, 10, 50].map((times) => times * CREDITS_PER_BET);

/** Free games that 3, 4 or 5 Pyramids award (`[k - 1]` for k), in the paid spin and in free games. */
export const FREE_GAMES: readonly number[] = [0, 0, 10, 15, 20];

/** Every win of a free game, Pyramids included, is tripled (a line with Cleopatra: x6). */
export const FREE_MULTIPLIER = 3;

/** The largest win of a round: 8,000x the total bet (it ends the round, free games left unplayed). */
export const MAX_WIN = 8_000;

/** Total bets in major units: a line bet of 0.01 to 10 on all 32 lines, in steps of one 0.01 line bet. */
export const BETS: BetRule = { kind: 'range', min: 0.32, max: 320, step: 0.32 };

const strip = (symbols: string): Strip => symbols.trim().split(/\s+/);

/** The paid spin's reels, reel 1 to 5 (top row's symbol at each stop). */
export const BASE_REELS: ReelSet = {
  strips: [
    strip(`
      Q A A PYRAMID A A A J J A ANKH A ANKH LOTUS SPHINX Q Q Q ANKH PYRAMID
      K WILD ANKH ANKH J J K K EYE EYE SCARAB K K K TEN TEN EYE SCARAB TEN TEN
      TEN WILD TEN J J Q SPHINX WILD J J J TEN Q LOTUS EYE Q Q LOTUS EYE Q
      Q Q TEN TEN LOTUS SPHINX
    `),
    strip(`
      TEN K K K Q Q Q K J J J TEN TEN LOTUS LOTUS A A A TEN TEN
      TEN WILD A Q TEN ANKH TEN ANKH ANKH EYE J J SCARAB Q PYRAMID WILD K TEN TEN SCARAB
      J A EYE Q WILD A A J K PYRAMID K K TEN TEN A J J J SPHINX Q
      Q Q LOTUS J J SCARAB
    `),
    strip(`
      LOTUS LOTUS K SPHINX TEN TEN WILD J J J SCARAB SCARAB A A WILD Q J ANKH TEN TEN
      Q Q Q J J ANKH K K K SPHINX TEN TEN K TEN PYRAMID Q Q SPHINX J Q
      SCARAB Q Q Q TEN K K EYE ANKH A A ANKH TEN TEN TEN A WILD J J PYRAMID
      ANKH A A Q LOTUS EYE
    `),
    strip(`
      A TEN TEN SPHINX EYE PYRAMID Q J K LOTUS SCARAB Q Q J PYRAMID K A A TEN ANKH
      WILD J J TEN K SPHINX Q Q EYE SPHINX EYE K A J TEN SCARAB J A LOTUS WILD
      Q LOTUS SCARAB SPHINX ANKH K Q TEN K ANKH A EYE WILD Q Q Q J LOTUS EYE K
      J J J TEN A SCARAB
    `),
    strip(`
      J EYE J Q J J TEN K TEN J LOTUS J WILD TEN LOTUS K ANKH PYRAMID SCARAB K
      PYRAMID SPHINX K K SPHINX K K Q SPHINX Q Q SPHINX Q WILD A ANKH SPHINX K Q TEN
      TEN TEN EYE J EYE J TEN TEN Q K Q A Q Q A Q Q WILD SPHINX ANKH
      A SCARAB J K LOTUS ANKH
    `),
  ],
  rows: [3, 3, 3, 3, 3],
};

/** The free games' reels: reels 4 and 5 carry three stacks of four Cleopatras each. */
export const FREE_REELS: ReelSet = {
  strips: [
    strip(`
      ANKH ANKH TEN WILD PYRAMID SPHINX SPHINX Q Q J J LOTUS WILD A A SCARAB Q Q EYE EYE
      A SCARAB SCARAB K J J SCARAB SCARAB LOTUS LOTUS EYE EYE SPHINX SPHINX TEN TEN K K EYE EYE
      SPHINX J A A K K TEN TEN SPHINX SPHINX ANKH ANKH Q SCARAB SCARAB SPHINX SPHINX ANKH LOTUS LOTUS
    `),
    strip(`
      J J TEN LOTUS LOTUS EYE EYE K K SPHINX SPHINX ANKH Q SCARAB SCARAB SPHINX SCARAB SCARAB Q Q
      EYE EYE ANKH ANKH Q Q TEN TEN WILD SPHINX SPHINX EYE EYE SCARAB J J LOTUS LOTUS SPHINX SPHINX
      LOTUS SCARAB SCARAB K K A A ANKH ANKH WILD TEN TEN A A J K A PYRAMID SPHINX SPHINX
    `),
    strip(`
      K LOTUS LOTUS SCARAB Q Q EYE EYE PYRAMID Q A A ANKH ANKH EYE EYE ANKH J J WILD
      SCARAB SCARAB SPHINX SPHINX A A Q Q SCARAB SCARAB WILD LOTUS TEN TEN SPHINX SPHINX A K K SPHINX
      SPHINX ANKH ANKH J EYE EYE K K SPHINX TEN SPHINX SPHINX LOTUS LOTUS J J SCARAB SCARAB TEN TEN
    `),
    strip(`
      SPHINX SPHINX EYE EYE WILD WILD WILD WILD TEN J J WILD WILD WILD WILD EYE EYE LOTUS LOTUS PYRAMID
      SCARAB SCARAB J J TEN TEN K K SCARAB Q Q A A LOTUS LOTUS ANKH SPHINX SPHINX WILD WILD
      WILD WILD A A ANKH ANKH SPHINX SPHINX LOTUS LOTUS K K SPHINX Q K K
    `),
    strip(`
      WILD WILD WILD WILD ANKH ANKH SPHINX SPHINX A A LOTUS LOTUS TEN TEN LOTUS LOTUS WILD WILD WILD WILD
      LOTUS LOTUS SPHINX SPHINX ANKH SPHINX K K SPHINX SPHINX WILD WILD WILD WILD TEN EYE EYE K K J
      J K K Q J J PYRAMID SCARAB EYE EYE A A SCARAB SCARAB Q Q
    `),
  ],
  rows: [3, 3, 3, 3, 3],
};
