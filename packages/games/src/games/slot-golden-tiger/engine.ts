import * as v from 'valibot';
import type { Draw } from '../../engine/draw.js';
import { noActions, type GameEngine } from '../../engine/engine.js';
import { slotMultiplier, slotPayout, totalOf, waysWins } from '../../families/slot/pays.js';
import { drawStops, windowOf, type Grid } from '../../families/slot/reels.js';
import { capped, type SlotRoundView, type SpinView } from '../../families/slot/round.js';
import {
  BETS,
  COIN,
  COIN_PRIZES,
  CREDITS_PER_BET,
  GRAND_CREDITS,
  MAX_WIN,
  PAYS,
  POSITIONS,
  REELS,
  RESPIN_WEIGHTS,
  RESPINS,
  TRIGGER_COINS,
  WILDS,
  type CoinPrize,
} from './math.js';

/*
 * A round is one paid spin and, when it shows six or more coins, Hold & Win, all decided when it
 * starts (the player chooses nothing). The reads, in order:
 * 1. the stops, one per reel: below(strip length);
 * 2. each coin in view, by position (reel 1 top to bottom, then reel 2, ...): weighted(prize weights);
 * 3. Hold & Win, respin after respin: each empty position in order reads weighted(respin weights)
 *    (blank or coin), and a coin that lands reads its prize next.
 */

/** Positions 0 .. 14: reel 1's rows top to bottom are 0, 1, 2; reel 2's 3, 4, 5; and so on. */
const ROWS = REELS.rows[0] as number;
const positionOf = (reel: number, row: number): number => reel * ROWS + row;
const PRIZE_WEIGHTS = COIN_PRIZES.map((prize) => prize.weight);
const CAP = MAX_WIN * CREDITS_PER_BET;

export interface GoldenTigerState {
  stops: number[];
  /** The prize (index in COIN_PRIZES) of each coin in view, by position. */
  prizes: number[];
  /** Hold & Win's respins, each the coins it landed as [position, prize index]; null when it did not start. */
  respins: [number, number][][] | null;
  /** Credits after the cap. */
  win: number;
  capped: boolean;
}

/** A Gold Coin on the screen. */
export interface GoldenTigerCoin {
  /** [reel, row], as the wins' positions. */
  at: [number, number];
  /** What it shows: a cash value (`0.5x`) or a jackpot (`MINI`, `MINOR`, `MAJOR`). */
  prize: string;
  credits: number;
}

/** The paid spin's marks: every coin in view with its prize (they lock when Hold & Win starts). */
export interface GoldenTigerMarks {
  coins: GoldenTigerCoin[];
}

/** Hold & Win, respin by respin: it starts with the paid spin's coins (spins[0].marks.coins) locked. */
export interface HoldAndWinView {
  respins: {
    /** The coins this respin landed (they lock); none when it landed nothing. */
    landed: GoldenTigerCoin[];
    /** Respins left after it (back to 3 when a coin landed). */
    left: number;
  }[];
  /** Coins locked at the end. */
  coins: number;
  /** All 15 positions filled: GRAND on top of the coins. */
  grand: boolean;
  /** The coins' prizes plus GRAND, in credits (before the round's cap). */
  win: number;
}

export type GoldenTigerView = SlotRoundView<HoldAndWinView>;

const coinOf = (position: number, prizeIndex: number): GoldenTigerCoin => {
  const prize = COIN_PRIZES[prizeIndex] as CoinPrize;
  return { at: [Math.floor(position / ROWS), position % ROWS], prize: prize.label, credits: prize.credits };
};

/** Every position showing a coin, in position order. */
function coinPositions(grid: Grid): number[] {
  const out: number[] = [];
  grid.forEach((column, reel) => column.forEach((shown, row) => shown === COIN && out.push(positionOf(reel, row))));
  return out;
}

/** Plays Hold & Win from the coins locked by the paid spin; stops once the round reaches the cap. */
function holdAndWin(draw: Draw, locked: Map<number, number>, roundCredits: () => number): [number, number][][] {
  const respins: [number, number][][] = [];
  let left = RESPINS;
  while (left > 0 && locked.size < POSITIONS && roundCredits() < CAP) {
    const landed: [number, number][] = [];
    for (let position = 0; position < POSITIONS; position++) {
      if (locked.has(position) || draw.weighted(RESPIN_WEIGHTS) === 0) continue;
      landed.push([position, draw.weighted(PRIZE_WEIGHTS)]);
    }
    for (const [position, prize] of landed) locked.set(position, prize);
    respins.push(landed);
    left = landed.length > 0 ? RESPINS : left - 1;
  }
  return respins;
}

/** Hold & Win's prize in credits: its coins, plus GRAND when they fill the screen. */
function featureCredits(prizes: Iterable<number>, count: number): number {
  let total = count === POSITIONS ? GRAND_CREDITS : 0;
  for (const prize of prizes) total += (COIN_PRIZES[prize] as CoinPrize).credits;
  return total;
}

function baseOf(stops: readonly number[]) {
  const grid = windowOf(REELS, stops);
  const wins = waysWins(grid, PAYS, WILDS);
  return { grid, wins, win: totalOf(wins) };
}

export const engine: GameEngine<Record<string, never>, GoldenTigerState, GoldenTigerView> = {
  id: 'slot-golden-tiger',
  family: 'slot',
  params: v.strictObject({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
  ...noActions<GoldenTigerState>(),
  bets: BETS,
  maxWin: MAX_WIN * 10_000,
  start(draw) {
    const stops = drawStops(draw, REELS);
    const { grid, win: base } = baseOf(stops);
    const positions = coinPositions(grid);
    const prizes = positions.map(() => draw.weighted(PRIZE_WEIGHTS));
    let total = base;
    let respins: [number, number][][] | null = null;
    if (positions.length >= TRIGGER_COINS) {
      const locked = new Map(positions.map((position, i) => [position, prizes[i] as number]));
      respins = holdAndWin(draw, locked, () => base + featureCredits(locked.values(), locked.size));
      total = base + featureCredits(locked.values(), locked.size);
    }
    const round = capped(total, engine.maxWin, CREDITS_PER_BET);
    return { state: { stops, prizes, respins, win: round.win, capped: round.capped }, status: 'over' };
  },
  // Every round is over when it starts: nothing is left to do after 24 hours.
  expire: (_draw, state) => ({ state, status: 'over' }),
  multiplier: (state) => slotMultiplier(state.win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, state.win, CREDITS_PER_BET),
  view(state) {
    const { grid, wins, win } = baseOf(state.stops);
    const positions = coinPositions(grid);
    const coins = positions.map((position, i) => coinOf(position, state.prizes[i] as number));
    const spin: SpinView = { kind: 'base', stops: [...state.stops], grid, wins, multiplier: 1, win, marks: { coins } satisfies GoldenTigerMarks };
    const view: GoldenTigerView = { spins: [spin], credits: CREDITS_PER_BET, win: state.win, capped: state.capped };
    if (state.respins) {
      let left = RESPINS;
      const prizes = [...state.prizes];
      const respins = state.respins.map((landed) => {
        left = landed.length > 0 ? RESPINS : left - 1;
        prizes.push(...landed.map(([, prize]) => prize));
        return { landed: landed.map(([position, prize]) => coinOf(position, prize)), left };
      });
      view.feature = { respins, coins: prizes.length, grand: prizes.length === POSITIONS, win: featureCredits(prizes, prizes.length) };
    }
    return view;
  },
};
