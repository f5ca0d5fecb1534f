import type { BetRule } from '../../engine/engine.js';
import type { PayTable, ReelSet, Strip, Wilds } from '../../families/slot/index.js';

/*
 * Lucky Panda (slot-lucky-panda rule page): 5 reels of 3 rows, 25 fixed lines. The Panda is wild
 * on reels 2 to 4 only, on the strips as stacks of three and as single Pandas; a stack partly in
 * view nudges to fill its reel when that makes the spin win more. Three or more Golden Bamboos
 * (the scatter, at most one per reel in view) pay the total bet and start 8, 12 or 15 free games
 * on their own strips, where every Panda in view stays until the feature ends; three or more
 * during them add 8. A round pays at most 1,500x the total bet.
 *
 * The strips were searched by a tuning script for the exact base game (full cycle), the rule
 * page's hit rate and the free games' simulated value (figures.ts); only their data is here.
 */

/** The symbols, the rule page's pay table order, then the wild and the scatter. */
export const SYMBOLS = ['DUMPLING', 'KOI', 'LANTERN', 'TEA', 'A', 'K', 'Q', 'J', 'PANDA', 'BAMBOO'] as const;
export type LuckyPandaSymbol = (typeof SYMBOLS)[number];

export const WILD = 'PANDA';
export const SCATTER = 'BAMBOO';
export const WILDS: Wilds = { symbols: [WILD], except: [SCATTER] };

/** A line bet is one credit: the total bet is 25 credits, and the pay table is in line bets. */
export const LINE_COUNT = 25;
export const CREDITS_PER_BET = LINE_COUNT;

/** Line pays in line bets (credits): `[k - 1]` for k of a kind from reel 1. */
export const PAYS: PayTable = {
  DUMPLING: [0, 0, 20, 75, 300],
  KOI: [0, 0, 15, 50, 200],
  LANTERN: [0, 0, 12, 40, 150],
  TEA: [0, 0, 10, 30, 120],
  A: [0, 0, 5, 15, 60],
  K: [0, 0, 5, 15, 60],
  Q: [0, 0, 4, 10, 40],
  J: [0, 0, 4, 10, 40],
};

/** The Golden Bamboo's pays for 1..5 in view, in total bets (the rule page's table). */
export const SCATTER_PAYS_X = [0, 0, 2, 10, 50] as const;
/** The same in credits. */
export const SCATTER_PAYS: readonly number[] = SCATTER_PAYS_X.map((pay) => pay * CREDITS_PER_BET);

/** The rule page's 25 lines: the row on reels 1 to 5, 0 = top (its table counts from 1). */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1], [0, 2, 2, 2, 0], [2, 0, 0, 0, 2],
];

const strip = (symbols: string): Strip => symbols.split(' ');

/**
 * The paid spin's reels. Reels 2 to 4 carry Pandas in stacks of three (and no Golden Bamboo within
 * two stops of a stack, so a nudge never moves one into or out of view); no reel shows two
 * Golden Bamboos at once.
 */
export const BASE_REELS: ReelSet = {
  strips: [
    strip('BAMBOO J Q A A K K TEA TEA TEA J KOI KOI KOI Q LANTERN LANTERN LANTERN J DUMPLING BAMBOO DUMPLING DUMPLING Q J A A K K J TEA TEA TEA Q J A A K K Q BAMBOO J KOI KOI LANTERN LANTERN LANTERN J A DUMPLING DUMPLING Q TEA TEA J A A K Q J'),
    strip('PANDA PANDA PANDA Q J A K KOI KOI KOI Q A A TEA TEA TEA DUMPLING DUMPLING DUMPLING K Q J BAMBOO A LANTERN LANTERN LANTERN Q J K A KOI J A K Q J KOI KOI KOI A Q PANDA PANDA PANDA TEA TEA TEA K J DUMPLING DUMPLING DUMPLING Q A J Q K A J Q LANTERN A BAMBOO K J Q KOI KOI A J Q K TEA DUMPLING DUMPLING A J Q K A J K'),
    strip('BAMBOO Q J A K DUMPLING DUMPLING DUMPLING Q J A KOI KOI KOI TEA TEA TEA K Q J PANDA PANDA PANDA A LANTERN LANTERN LANTERN Q J K A Q J A K Q J DUMPLING DUMPLING DUMPLING A Q BAMBOO KOI KOI KOI K J TEA TEA TEA Q A J Q K A J Q LANTERN A PANDA PANDA PANDA K J Q DUMPLING DUMPLING A J Q K KOI KOI TEA A J Q K A J Q'),
    strip('PANDA PANDA PANDA Q J A K DUMPLING DUMPLING DUMPLING Q J A KOI KOI KOI TEA TEA TEA K Q J BAMBOO A LANTERN LANTERN LANTERN Q J K A Q J A K Q J DUMPLING DUMPLING DUMPLING A Q PANDA PANDA PANDA KOI KOI KOI J K TEA TEA TEA Q A J Q K A J Q LANTERN A BAMBOO K J Q DUMPLING DUMPLING A J Q K KOI KOI TEA A J Q K A J Q'),
    strip('BAMBOO J Q A A K K LANTERN LANTERN LANTERN TEA TEA TEA J Q KOI KOI KOI DUMPLING DUMPLING DUMPLING J A A Q K K J K LANTERN BAMBOO LANTERN LANTERN TEA TEA TEA J A A Q K K J KOI KOI Q A A J DUMPLING LANTERN LANTERN Q J TEA K K A Q J'),
  ],
  rows: [3, 3, 3, 3, 3],
};

/** The free games' reels: richer in stacked high symbols on reels 1 and 5, fewer Pandas (they stick). */
export const FREE_REELS: ReelSet = {
  strips: [
    strip('BAMBOO A K Q J KOI KOI KOI LANTERN LANTERN LANTERN TEA TEA TEA DUMPLING DUMPLING DUMPLING A K Q J BAMBOO A K Q J KOI KOI KOI LANTERN LANTERN LANTERN TEA TEA TEA DUMPLING DUMPLING DUMPLING A K Q J BAMBOO A K Q J KOI KOI KOI LANTERN LANTERN LANTERN TEA TEA TEA DUMPLING DUMPLING DUMPLING A K Q J'),
    strip('BAMBOO Q J A K KOI KOI KOI LANTERN LANTERN LANTERN Q J A K TEA PANDA PANDA PANDA TEA TEA Q J A K DUMPLING DUMPLING DUMPLING Q J A K Q J PANDA A K Q J A K KOI KOI Q J LANTERN LANTERN LANTERN TEA BAMBOO TEA TEA A K Q J DUMPLING A K Q J A K Q J'),
    strip('PANDA PANDA PANDA Q J A K DUMPLING DUMPLING DUMPLING KOI KOI KOI Q J A K LANTERN PANDA LANTERN LANTERN Q J A K TEA TEA TEA Q J A K Q J BAMBOO A K Q J A K DUMPLING Q J KOI KOI LANTERN LANTERN LANTERN BAMBOO A K Q J TEA TEA TEA A K Q J A K Q J'),
    strip('PANDA J Q A K DUMPLING DUMPLING DUMPLING KOI KOI KOI J Q A K LANTERN BAMBOO LANTERN LANTERN J Q A K TEA TEA TEA J Q A K J Q BAMBOO A K J Q A K DUMPLING J Q KOI KOI LANTERN LANTERN LANTERN PANDA PANDA PANDA A K J Q TEA TEA TEA A K J Q A K J Q'),
    strip('BAMBOO A K Q J DUMPLING DUMPLING DUMPLING KOI KOI KOI LANTERN LANTERN LANTERN TEA TEA TEA A K Q J BAMBOO A K Q J DUMPLING DUMPLING DUMPLING KOI KOI KOI LANTERN LANTERN LANTERN TEA TEA TEA A K Q J BAMBOO A K Q J DUMPLING DUMPLING DUMPLING KOI KOI KOI LANTERN LANTERN LANTERN TEA TEA TEA A K Q J'),
  ],
  rows: [3, 3, 3, 3, 3],
};

/** Free games awarded by 3, 4 or 5 Golden Bamboos on the paid spin. */
export const FREE_GAMES: Readonly<Record<number, number>> = { 3: 8, 4: 12, 5: 15 };
/** Free games added by 3 or more Golden Bamboos during the free games. */
export const RETRIGGER_GAMES = 8;
/** Golden Bamboos that start (or add) free games. */
export const TRIGGER_COUNT = 3;

/** The largest win of a round, in total bets: the round ends there. */
export const MAX_WIN_X = 1_500;

/** Total bets: 25 line bets of 0.01 to 8 (the rule page), 0.25 to 200 in steps of a line bet of 0.01. */
export const BETS: BetRule = { kind: 'range', min: 0.25, max: 200, step: 0.25 };
