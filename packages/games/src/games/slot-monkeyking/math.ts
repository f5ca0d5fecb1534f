import type { BetRule } from '../../engine/engine.js';
import { hundredthsOf, type PayTable } from '../../families/slot/pays.js';
import type { ReelSet, Strip } from '../../families/slot/reels.js';

/*
 * Monkey King (slot-monkeyking rule page): 5 reels of 4 rows, 1,024 ways. The Golden Staff (wild,
 * reels 2 to 4) fills its reel and carries a multiplier; the Somersault Cloud (scatter) pays the
 * total bet and opens the 72 Transformations free games, where one card symbol per game turns
 * into the Monkey King. Wins are in credits of a hundredth of the total bet.
 */

/** The symbols that pay by ways, highest first (the rule page's order). */
export const WAY_SYMBOLS = ['KING', 'PIG', 'SHA', 'PEACH', 'BAND', 'A', 'K', 'Q', 'J', '10', '9'] as const;
export type WaySymbol = (typeof WAY_SYMBOLS)[number];
/** The Golden Staff: wild for every symbol but the cloud. */
export const STAFF = 'STAFF';
/** The Somersault Cloud: the scatter. */
export const CLOUD = 'CLOUD';
export const WILDS = { symbols: [STAFF], except: [CLOUD] } as const;

/** The card symbols, one of which turns into the Monkey King before each free game (below(6) picks it). */
export const CARDS = ['A', 'K', 'Q', 'J', '10', '9'] as const;
export type Card = (typeof CARDS)[number];
/** What the chosen card becomes. */
export const TRANSFORMED_TO = 'KING';

export const ROWS = 4;
export const CREDITS_PER_BET = 100;
/** The rule page's maximum win, x the total bet. */
export const MAX_WIN = 8888;

/** The rule page's pay table: x the total bet per way, for 3, 4 and 5 of a kind. */
export const WAY_PAYS_X: Readonly<Record<WaySymbol, readonly number[]>> = {
  KING: [0, 0, 0.4, 1.2, 4],
  PIG: [0, 0, 0.3, 0.8, 2.5],
  SHA: [0, 0, 0.25, 0.6, 2],
  PEACH: [0, 0, 0.2, 0.5, 1.5],
  BAND: [0, 0, 0.15, 0.4, 1.2],
  A: [0, 0, 0.08, 0.2, 0.6],
  K: [0, 0, 0.08, 0.2, 0.6],
  Q: [0, 0, 0.05, 0.15, 0.5],
  J: [0, 0, 0.05, 0.15, 0.5],
  10: [0, 0, 0.04, 0.12, 0.4],
  9: [0, 0, 0.04, 0.12, 0.4],
};
/** The same in credits (hundredths of the total bet). */
export const WAY_PAYS: PayTable = hundredthsOf(WAY_PAYS_X);
/** The cloud anywhere: 3, 4, 5 pay 1x, 5x, 20x the total bet (credits; index = clouds - 1). */
export const CLOUD_PAYS: readonly number[] = [0, 0, 100, 500, 2000];
/** Free games awarded by the clouds in view (index = clouds): 3, 4, 5 award 8, 12, 20. */
export const FREE_GAMES: readonly number[] = [0, 0, 0, 8, 12, 20];
/** Three or more clouds in a free game add this many. */
export const RETRIGGER = 8;
export const CLOUDS_TO_TRIGGER = 3;

/** A Golden Staff's multiplier: picked by weight, one draw per staff in view. */
export interface StaffRule {
  multipliers: readonly number[];
  weights: readonly number[];
}

/** Everything the figures are computed from (the tuning passes candidates of the same shape). */
export interface MonkeyDesign {
  base: ReelSet;
  free: ReelSet;
  baseStaff: StaffRule;
  freeStaff: StaffRule;
}

const strip = (symbols: string): Strip => symbols.split(' ');

/*
 * The reels, the window's top row at the stop. A staff or a cloud stands at least 4 stops from
 * any other, so a reel shows at most one of them (one multiplier per reel, 5 clouds at most).
 * Paid spin: 87 to 93 stops, one staff on each of reels 2 to 4, 2 clouds on every reel, the
 * cards the most common and the Monkey King the rarest (1 to 3 a reel): the free games come about
 * once in 168 spins. Free games: 107 or 108 stops with the same symbols on every reel, 14 Monkey
 * Kings and every card 10 to 12 times in stacks of at most 2 (a transformed card adds to the
 * Monkey Kings without piling them up), one staff on each of reels 2 to 4, 3, 2, 3, 2, 3 clouds
 * (a retrigger about once in 130 free games).
 */
export const BASE_REELS: ReelSet = {
  strips: [
    strip('J J J BAND SHA Q PEACH J 10 9 9 J J A Q Q SHA SHA 9 K 10 SHA BAND 9 PIG KING PEACH PEACH BAND CLOUD Q Q Q A A 9 PEACH 10 BAND A A A A K BAND BAND K BAND K PIG PEACH SHA 9 J 10 10 K K J 10 10 BAND 9 9 9 SHA Q K K PEACH PEACH 9 10 10 Q 10 10 9 J J J CLOUD PIG SHA PIG Q K 9 A 10'),
    strip('PEACH K SHA Q J PEACH A 9 KING CLOUD SHA Q BAND BAND K 10 SHA SHA K J SHA PEACH PEACH 9 PEACH 10 10 K 9 K K PIG PIG Q 10 J J J 10 J SHA CLOUD 9 K K A A PEACH BAND 9 10 Q Q A A A A 9 9 9 BAND 9 BAND 10 J J Q BAND Q Q Q J J J 9 SHA 10 10 PIG BAND STAFF PEACH BAND 10 10 10 PIG 9 9 KING K A'),
    strip('J 10 BAND Q Q J J SHA CLOUD KING KING KING 10 9 9 9 SHA SHA A A BAND 9 A 9 K BAND BAND 9 J J SHA PEACH PEACH PEACH PEACH 10 10 9 SHA J J J J STAFF Q Q Q 10 10 A BAND 10 K K Q SHA 9 A K 10 BAND PEACH PEACH J 9 PEACH K K K K CLOUD J 10 10 Q PIG PIG PIG PIG A A BAND 9 9 10 10 BAND Q K Q SHA A 9'),
    strip('9 K K CLOUD Q 9 PIG 9 J A A K PIG PEACH PEACH PEACH PEACH K J Q Q Q SHA J 10 10 K J J 9 J J STAFF Q Q Q 9 BAND A PEACH PEACH 10 10 SHA A 9 9 KING KING KING J 9 BAND 9 K K BAND PIG 10 10 K SHA BAND BAND CLOUD A Q Q SHA BAND PIG 9 9 9 10 10 10 10 SHA J PEACH K BAND 10 BAND SHA SHA A 10 J J A A'),
    strip('SHA SHA BAND K K 9 SHA PIG J CLOUD K J K Q J J 10 10 A 9 SHA 9 PEACH PEACH Q Q 10 10 10 SHA J PIG J KING J J 9 9 9 BAND 10 PIG BAND BAND 9 CLOUD BAND Q Q Q 9 J J SHA A Q Q Q 9 A A PEACH 9 9 J K 10 10 10 10 PIG 9 PEACH SHA K K PEACH K 10 10 K PEACH A A A A PEACH'),
  ],
  rows: [4, 4, 4, 4, 4],
};
export const FREE_REELS: ReelSet = {
  strips: [
    strip('A A Q A KING K KING KING 10 10 BAND BAND A KING J A SHA CLOUD BAND KING KING 10 K PEACH PEACH Q J BAND K PIG 9 Q J 10 A PEACH SHA PEACH A Q SHA PIG J 9 PEACH 9 9 CLOUD BAND PIG PIG K 10 J J 10 SHA SHA K K BAND BAND PEACH KING PEACH 9 J 10 K KING J 9 9 A A SHA Q CLOUD 10 KING 10 10 9 K K Q BAND Q Q KING 9 KING 9 K 10 9 KING KING Q Q 10 A 9 PIG J J KING'),
    strip('J J SHA SHA 10 9 Q Q A K 10 10 A K K PIG PIG KING PEACH K K 9 BAND BAND KING K SHA CLOUD J BAND A 10 Q A A 9 PIG 9 Q Q KING A SHA 9 10 SHA Q PEACH PEACH BAND Q KING KING BAND J 10 J KING KING J 9 PEACH CLOUD K 9 SHA PIG Q A 10 PEACH BAND J KING 10 Q J J KING 10 KING BAND BAND J PEACH A A PIG 10 10 K KING Q STAFF 10 K A KING KING 9 9 K PEACH 9 9 KING 9'),
    strip('K PEACH Q 9 9 A 10 K K Q PIG PIG 10 CLOUD A 9 J Q J A KING PEACH PEACH 10 SHA 9 SHA SHA 10 Q BAND Q Q KING CLOUD K PEACH SHA 9 PEACH J A A BAND BAND 10 10 9 PIG BAND BAND 9 K 10 J KING KING A KING K PIG CLOUD PEACH 9 9 KING J 9 SHA J K K Q BAND 9 10 BAND KING J J 10 9 A A K STAFF BAND KING KING Q Q A 10 PIG KING 10 10 A J J PEACH K KING SHA KING KING Q KING'),
    strip('10 J J KING BAND BAND A KING KING J 10 PIG KING KING 9 KING KING Q PIG 10 K K A Q KING K BAND BAND 10 10 J PEACH A 9 BAND CLOUD 10 9 SHA Q 9 10 K SHA PEACH Q 10 PEACH Q Q 9 9 KING 10 10 J PEACH PEACH J 9 9 SHA SHA K K BAND K BAND PIG CLOUD SHA K 9 A PEACH KING 9 PIG PIG PEACH A KING K SHA 9 Q Q J Q K KING BAND 9 10 A J KING A A J J A A 10 STAFF Q KING'),
    strip('9 KING KING Q 9 9 Q Q BAND J K PEACH BAND BAND 10 SHA KING 9 9 A A J PEACH CLOUD K K 9 KING KING Q J PEACH BAND BAND KING A BAND 9 SHA SHA PIG PIG KING 10 K SHA J Q KING PEACH 9 Q Q KING SHA CLOUD BAND 10 10 A 10 J J KING 9 PIG KING KING A A 10 K 10 K 9 KING PIG PEACH Q K K 10 10 KING Q SHA A J PIG 10 J J A PEACH PEACH K J Q K A 9 BAND A CLOUD 10 9 10'),
  ],
  rows: [4, 4, 4, 4, 4],
};
/** The paid spin's staffs: x1, x2, x3 (65%, 25%, 10%). */
export const BASE_STAFF: StaffRule = { multipliers: [1, 2, 3], weights: [65, 25, 10] };
/** The free games' staffs: x2, x3, x5 (70%, 25%, 5%); three x5 staffs (x125) come about once in 150 million free games. */
export const FREE_STAFF: StaffRule = { multipliers: [2, 3, 5], weights: [70, 25, 5] };

/** Everything the figures are computed from. */
export const DESIGN: MonkeyDesign = { base: BASE_REELS, free: FREE_REELS, baseStaff: BASE_STAFF, freeStaff: FREE_STAFF };

/** The total bets of the + and - buttons, in major units. */
export const BETS: BetRule = { kind: 'levels', levels: [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500] };
