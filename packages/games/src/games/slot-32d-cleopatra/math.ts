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
 * worth about 73x the bet): on their reels Cleopatra stacks three high on reels 1 to 3 and four
 * high on reels 4 and 5, so that a line of three often runs on to a doubled five and a whole
 * screen of her (7,500x) can land. Few lines win in a free game (0.92 on average), which keeps a
 * long run of them small to record.
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
      J A EYE PYRAMID A A J J J A A A K SPHINX SPHINX Q Q Q EYE PYRAMID
      ANKH WILD ANKH ANKH J J K K ANKH EYE SCARAB K K K TEN TEN EYE SCARAB SCARAB ANKH
      TEN WILD TEN J J SCARAB K WILD J J J Q Q ANKH TEN Q Q LOTUS LOTUS Q
      TEN Q TEN TEN LOTUS SPHINX
    `),
    strip(`
      TEN TEN K K Q Q Q K J J J TEN TEN LOTUS LOTUS A A A TEN TEN
      TEN WILD J A TEN K TEN ANKH ANKH EYE SCARAB A Q Q PYRAMID WILD K TEN TEN SCARAB
      EYE A Q Q WILD A A ANKH EYE PYRAMID K K TEN TEN TEN LOTUS J J SPHINX Q
      Q Q J J LOTUS SCARAB
    `),
    strip(`
      LOTUS LOTUS K SPHINX TEN TEN WILD J J J SCARAB A A A WILD LOTUS J J TEN TEN
      Q Q Q ANKH J SCARAB K K K ANKH K K TEN Q PYRAMID LOTUS Q SPHINX J Q
      Q EYE EYE TEN TEN ANKH K A A SPHINX ANKH ANKH TEN K TEN A WILD J J PYRAMID
      A A SCARAB Q K Q
    `),
    strip(`
      SPHINX SCARAB Q Q EYE PYRAMID Q Q Q TEN A Q Q LOTUS PYRAMID Q Q K SCARAB TEN
      WILD K K TEN J ANKH TEN TEN A ANKH SPHINX ANKH A ANKH Q J J J TEN WILD
      SCARAB SCARAB K J J K Q A K A SPHINX SPHINX WILD Q K TEN LOTUS LOTUS TEN TEN
      J J J EYE A TEN
    `),
    strip(`
      TEN A TEN J A TEN K ANKH SCARAB J K J WILD J Q J TEN PYRAMID K SPHINX
      PYRAMID EYE J TEN TEN K A A J SCARAB Q SCARAB Q WILD TEN Q Q SCARAB ANKH SPHINX
      K J K J TEN J J EYE Q SPHINX A J K K TEN ANKH Q WILD LOTUS K
      K ANKH J A Q K
    `),
  ],
  rows: [3, 3, 3, 3, 3],
};

/** The free games' reels: a stack of three Cleopatras on reels 1 to 3, three stacks of four on reels 4 and 5. */
export const FREE_REELS: ReelSet = {
  strips: [
    strip(`
      EYE EYE SPHINX SPHINX ANKH ANKH J J LOTUS LOTUS A A SPHINX SPHINX ANKH ANKH SPHINX SPHINX Q SCARAB
      SCARAB A A LOTUS LOTUS TEN K Q Q WILD WILD WILD K K EYE EYE LOTUS LOTUS J J
      TEN TEN ANKH SCARAB SCARAB A A PYRAMID TEN TEN J SCARAB SCARAB EYE EYE Q Q K K SPHINX
    `),
    strip(`
      SPHINX SPHINX LOTUS LOTUS Q Q EYE EYE WILD WILD WILD J J ANKH A A PYRAMID LOTUS LOTUS SPHINX
      SPHINX TEN TEN ANKH ANKH SCARAB SCARAB K K Q Q K K J J TEN ANKH ANKH A A
      SCARAB SCARAB SPHINX A A Q SCARAB SCARAB EYE EYE TEN TEN K J EYE EYE SPHINX SPHINX LOTUS LOTUS
    `),
    strip(`
      SCARAB SCARAB ANKH ANKH A A EYE EYE SPHINX ANKH ANKH J J Q Q WILD WILD WILD TEN K
      K SPHINX SPHINX TEN TEN ANKH LOTUS LOTUS J EYE EYE SCARAB SCARAB LOTUS LOTUS TEN TEN A A SCARAB
      SCARAB Q Q J J A A SPHINX SPHINX LOTUS LOTUS EYE EYE K PYRAMID K K Q SPHINX SPHINX
    `),
    strip(`
      K SCARAB SCARAB Q LOTUS LOTUS SCARAB SCARAB A A EYE WILD WILD WILD WILD SCARAB SCARAB Q Q ANKH
      SPHINX SPHINX TEN TEN SPHINX SPHINX WILD WILD WILD WILD ANKH ANKH EYE EYE A A LOTUS LOTUS TEN WILD
      WILD WILD WILD SPHINX PYRAMID J J K K Q Q J TEN TEN SPHINX SPHINX
    `),
    strip(`
      SPHINX SPHINX SCARAB SCARAB SPHINX WILD WILD WILD WILD EYE LOTUS LOTUS WILD WILD WILD WILD J J SCARAB SCARAB
      Q SPHINX SPHINX K ANKH ANKH TEN TEN Q Q LOTUS LOTUS A A PYRAMID TEN TEN EYE EYE SCARAB
      SCARAB K K ANKH J TEN WILD WILD WILD WILD A A SPHINX SPHINX Q Q
    `),
  ],
  rows: [3, 3, 3, 3, 3],
};
