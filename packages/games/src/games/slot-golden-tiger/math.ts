import type { BetRule } from '../../engine/engine.js';
import { hundredthsOf, type PayTable, type Wilds } from '../../families/slot/pays.js';
import type { ReelSet, Strip } from '../../families/slot/reels.js';

/*
 * Golden Tiger (slot-golden-tiger rule page): 5 reels of 3 rows, 243 ways. TIGER lands in stacks
 * of four on every reel; the Golden Paw (WILD) is on reels 2 to 4 only and stands in for every
 * paying symbol; COIN is on every reel, mostly in pairs, pays no ways and starts Hold & Win when
 * six or more show (about once in 78 spins). The way wins return about 62% of the bets and Hold &
 * Win 34%, the jackpots included; figures.ts computes them exactly.
 */

/** The paying symbols, highest first (the rule page's order; TEN is its "10"). */
export const SYMBOLS = ['TIGER', 'INGOT', 'KOI', 'KNOT', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export type PayingSymbol = (typeof SYMBOLS)[number];
export const WILD = 'WILD';
export const COIN = 'COIN';

/** A ways game pays in hundredths of the total bet. */
export const CREDITS_PER_BET = 100;

/** Per way for 3, 4 and 5 of a kind, in credits (the rule page's multiples of the total bet). */
export const PAYS: PayTable = hundredthsOf({
  TIGER: [0, 0, 0.5, 1.5, 5],
  INGOT: [0, 0, 0.4, 1, 3],
  KOI: [0, 0, 0.3, 0.8, 2],
  KNOT: [0, 0, 0.25, 0.6, 1.5],
  A: [0, 0, 0.1, 0.25, 0.8],
  K: [0, 0, 0.1, 0.25, 0.8],
  Q: [0, 0, 0.05, 0.2, 0.6],
  J: [0, 0, 0.05, 0.2, 0.6],
  TEN: [0, 0, 0.05, 0.15, 0.5],
});

export const WILDS: Wilds = { symbols: [WILD], except: [COIN] };

const strip = (symbols: string): Strip => symbols.trim().split(/\s+/);

/**
 * The reel strips, reel 1 to 5 (top row's symbol at each stop): 95, 87, 68, 87 and 95 stops.
 * Reels 4 and 5 are reels 2 and 1 read backwards: the same windows upside down, a different look.
 */
export const REELS: ReelSet = {
  strips: [
    strip(`
      TIGER TIGER TIGER TIGER TEN J Q COIN COIN TEN TIGER KOI K K J TEN Q INGOT TEN J TIGER Q K K K
      TEN A A COIN COIN J A A A Q TEN J TIGER TEN KNOT KNOT KNOT TEN TEN KNOT KNOT Q TEN J Q TIGER TEN
      COIN COIN TEN J KOI Q TEN TIGER INGOT J Q TEN INGOT INGOT K K K J TEN Q TIGER COIN COIN A A A
      TEN J COIN TEN TEN Q TEN KNOT KNOT KNOT KOI KOI KOI TIGER J TEN Q
    `),
    strip(`
      TIGER TIGER TIGER TIGER J COIN COIN Q WILD TEN TEN TEN K K J TEN Q INGOT KOI WILD TEN TEN J COIN
      COIN K K K Q A A WILD J A A A Q KNOT KNOT KNOT J COIN COIN Q WILD TIGER TIGER TIGER TIGER J Q
      TEN TEN TIGER WILD J COIN COIN TEN Q INGOT K K K J INGOT INGOT Q WILD A A A J COIN COIN Q TEN
      TEN KNOT KNOT KNOT WILD KOI KOI KOI J Q
    `),
    strip(`
      TIGER TIGER TIGER TIGER KNOT TEN TEN TEN COIN COIN WILD TIGER TIGER TIGER TIGER J J J WILD TEN
      COIN COIN WILD INGOT Q Q Q WILD TIGER TIGER TIGER TIGER K K K TEN TEN TEN COIN COIN WILD TIGER A
      A A WILD INGOT INGOT K TIGER TIGER TIGER TIGER KNOT KNOT KNOT COIN COIN WILD J J A WILD KOI KOI
      KOI Q Q
    `),
    strip(`
      Q J KOI KOI KOI WILD KNOT KNOT KNOT TEN TEN Q COIN COIN J A A A WILD Q INGOT INGOT J K K K INGOT
      Q TEN COIN COIN J WILD TIGER TEN TEN Q J TIGER TIGER TIGER TIGER WILD Q COIN COIN J KNOT KNOT
      KNOT Q A A A J WILD A A Q K K K COIN COIN J TEN TEN WILD KOI INGOT Q TEN J K K TEN TEN TEN WILD
      Q COIN COIN J TIGER TIGER TIGER TIGER
    `),
    strip(`
      Q TEN J TIGER KOI KOI KOI KNOT KNOT KNOT TEN Q TEN TEN COIN J TEN A A A COIN COIN TIGER Q TEN J
      K K K INGOT INGOT TEN Q J INGOT TIGER TEN Q KOI J TEN COIN COIN TEN TIGER Q J TEN Q KNOT KNOT
      TEN TEN KNOT KNOT KNOT TEN TIGER J TEN Q A A A J COIN COIN A A TEN K K K Q TIGER J TEN INGOT Q
      TEN J K K KOI TIGER TEN COIN COIN Q J TEN TIGER TIGER TIGER TIGER
    `),
  ],
  rows: [3, 3, 3, 3, 3],
};

/** Hold & Win: coins that start it, respins it gives (and resets to on a new coin), its positions. */
export const TRIGGER_COINS = 6;
export const RESPINS = 3;
export const POSITIONS = 15;

export type Jackpot = 'MINI' | 'MINOR' | 'MAJOR' | 'GRAND';

/** What a Gold Coin can show: a cash value or a jackpot, its prize in credits, and its weight. */
export interface CoinPrize {
  /** As the coin shows it (`0.5x`, `MINI`). */
  label: string;
  credits: number;
  jackpot?: Exclude<Jackpot, 'GRAND'>;
  weight: number;
}

/** Every coin's prize is drawn from this table: the coins of the paid spin and each new coin of a respin. */
export const COIN_PRIZES: readonly CoinPrize[] = [
  { label: '0.5x', credits: 50, weight: 267 },
  { label: '1x', credits: 100, weight: 227 },
  { label: '2x', credits: 200, weight: 180 },
  { label: '3x', credits: 300, weight: 100 },
  { label: '5x', credits: 500, weight: 70 },
  { label: '8x', credits: 800, weight: 58 },
  { label: '10x', credits: 1000, weight: 35 },
  { label: '20x', credits: 2000, weight: 17 },
  { label: 'MINI', credits: 1000, jackpot: 'MINI', weight: 32 },
  { label: 'MINOR', credits: 2500, jackpot: 'MINOR', weight: 12 },
  { label: 'MAJOR', credits: 10_000, jackpot: 'MAJOR', weight: 2 },
];

/** GRAND, on top of the coins, for all 15 positions: 1,000x. */
export const GRAND_CREDITS = 100_000;

/** On a respin, each empty position shows a blank or a coin with these weights. */
export const RESPIN_WEIGHTS: readonly [blank: number, coin: number] = [25, 1];

/** The largest win of a round: 2,000x the total bet. */
export const MAX_WIN = 2_000;

/** Total bets in major units (the + and - buttons). */
export const BETS: BetRule = { kind: 'levels', levels: [0.3, 0.6, 0.9, 1.5, 3, 6, 9, 15, 30, 60, 150, 300] };

/** Everything the figures are computed from (the tuning tries others of the same shape). */
export interface GoldenTigerMath {
  reels: ReelSet;
  pays: PayTable;
  coinPrizes: readonly CoinPrize[];
  respinWeights: readonly [number, number];
}

export const MATH: GoldenTigerMath = { reels: REELS, pays: PAYS, coinPrizes: COIN_PRIZES, respinWeights: RESPIN_WEIGHTS };
