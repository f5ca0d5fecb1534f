import type { BetRule } from '../../engine/engine.js';
import type { PayTable, Wilds } from '../../families/slot/pays.js';
import type { ReelSet, Strip } from '../../families/slot/reels.js';

/*
 * Fortune FaFaFa (slot-fortune-fafafa rule page): 3 reels of 3 rows, 5 fixed lines, three of a
 * kind only. The Golden FA (WILD) is on every reel and stands in for every symbol; a line of Red,
 * Green and Blue FA mixed (wilds allowed) pays Any FA. The strips carry blank stops, as classic
 * reels do: a blank pays nothing and counts for no symbol. Most symbols land in stacks of three,
 * which is what makes the Fortune Respin (reels 1 and 2 showing one symbol) and the Full Screen
 * bonus (all nine) happen.
 */

/** The symbols, highest pay first (the rule page's order), then the blank. */
export const SYMBOLS = ['WILD', 'RED', 'GREEN', 'BLUE', 'INGOT', 'COIN', 'BLANK'] as const;
export type FortuneSymbol = (typeof SYMBOLS)[number];
export const WILD = 'WILD';
export const BLANK = 'BLANK';

/** A line game pays in line bets: the total bet is 5 credits. */
export const CREDITS_PER_BET = 5;

/** Three of a kind on a line, in credits (line bets); a line of three wilds pays WILD's. */
export const PAYS: PayTable = {
  WILD: [0, 0, 100],
  RED: [0, 0, 50],
  GREEN: [0, 0, 25],
  BLUE: [0, 0, 15],
  INGOT: [0, 0, 8],
  COIN: [0, 0, 4],
};

export const WILDS: Wilds = { symbols: [WILD], except: [BLANK] };

/** Any FA: a line showing only these, not already three of one kind, pays ANY_FA_PAY credits. */
export const ANY_FA = 'ANY_FA';
export const ANY_FA_SYMBOLS: readonly string[] = ['RED', 'GREEN', 'BLUE', WILD];
export const ANY_FA_PAY = 3;

/** The Full Screen bonus multiplies the spin's win by this. */
export const FULL_SCREEN_MULTIPLIER = 2;

/** The 5 lines: the row (0 = top) on reels 1, 2 and 3 (the rule page's table, 1-based there). */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const strip = (symbols: string): Strip => symbols.trim().split(/\s+/);

/** The reel strips, reel 1 to 3 (top row's symbol at each stop). */
export const REELS: ReelSet = {
  strips: [
    strip(`
      WILD WILD WILD BLANK COIN COIN COIN BLANK COIN COIN COIN BLANK BLANK GREEN GREEN BLANK RED RED
      RED BLANK GREEN BLUE BLUE BLUE GREEN GREEN GREEN BLUE BLUE BLUE BLANK BLANK BLANK INGOT INGOT
      INGOT COIN COIN COIN BLANK INGOT INGOT INGOT BLANK
    `),
    strip(`
      WILD WILD WILD BLANK COIN COIN COIN BLANK COIN COIN BLANK BLANK BLANK GREEN GREEN GREEN BLUE
      BLUE BLUE RED RED RED BLANK WILD BLANK BLANK INGOT INGOT INGOT BLANK INGOT BLANK
    `),
    strip(`
      WILD WILD WILD BLANK GREEN GREEN GREEN BLUE BLUE BLUE GREEN BLUE BLUE BLUE BLANK BLANK BLANK
      GREEN RED RED RED BLANK COIN COIN BLANK INGOT INGOT INGOT BLANK COIN COIN COIN BLANK INGOT INGOT
      INGOT COIN COIN COIN BLANK BLANK
    `),
  ],
  rows: [3, 3, 3],
};

/** The largest win, x the total bet: nine wilds pay 100 on each of the 5 lines, doubled. */
export const MAX_WIN = 200;

/** Total bets in major units (the rule page's + and - buttons). */
export const BETS: BetRule = { kind: 'levels', levels: [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500] };
