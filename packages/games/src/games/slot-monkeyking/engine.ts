import * as v from 'valibot';
import type { Draw } from '../../engine/draw.js';
import { MoveRefused, type GameEngine } from '../../engine/engine.js';
import { scatterWin, slotMultiplier, slotPayout, waysWins, type SlotWin } from '../../families/slot/pays.js';
import { spinReels } from '../../families/slot/reels.js';
import { capped, shownWins, type SlotRoundView, type SpinView } from '../../families/slot/round.js';
import {
  BASE_REELS,
  BASE_STAFF,
  BETS,
  CARDS,
  CLOUD,
  CLOUD_PAYS,
  CLOUDS_TO_TRIGGER,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_REELS,
  FREE_STAFF,
  MAX_WIN,
  RETRIGGER,
  STAFF,
  TRANSFORMED_TO,
  WAY_PAYS,
  WILDS,
  type Card,
} from './math.js';

/** A Golden Staff in view: it landed on `row` of `reel` (0-based) and fills the reel with its multiplier. */
export interface StaffMark {
  reel: number;
  row: number;
  multiplier: number;
}

/** What a Monkey King spin adds to the generic view (`marks`). */
export type MonkeyMarks = {
  /** The staffs in view, left to right; a win through them is multiplied by all their multipliers. */
  staffs?: StaffMark[];
  /**
   * A free game's transformation: the card chosen before it. It showed where the free-game strips
   * at `stops` show it; the grid shows the Monkey King there.
   */
  card?: Card;
};

/** The round's free games (`feature`), when the clouds opened them. */
export interface MonkeyFeature {
  /** Clouds in the paid spin (3, 4 or 5) and the free games they awarded (8, 12 or 20). */
  trigger: { clouds: number; games: number };
  /** The free games (1-based) whose 3 or more clouds added 8 more. */
  retriggers: number[];
  /** Free games left unplayed because the round reached the maximum win. */
  forfeited: number;
}

export type MonkeySpin = SpinView & { marks?: MonkeyMarks };
export type MonkeyView = SlotRoundView<MonkeyFeature> & { spins: MonkeySpin[] };
/** The round is decided when it starts and never waits: its state is what it shows. */
export type MonkeyState = MonkeyView;

const CAP = (MAX_WIN * CREDITS_PER_BET) as number;

/**
 * One spin: for a free game first the card (below(6)), then one stop per reel (below(strip
 * length)), then for each staff in view, left to right, its multiplier (weighted). The staff
 * fills its reel; the chosen card shows as the Monkey King; then the ways and the clouds pay.
 */
export function playSpin(draw: Draw, kind: 'base' | 'free'): { spin: MonkeySpin; clouds: number } {
  const free = kind === 'free';
  const card = free ? (CARDS[draw.below(CARDS.length)] as Card) : undefined;
  const { stops, grid } = spinReels(draw, free ? FREE_REELS : BASE_REELS);
  const rule = free ? FREE_STAFF : BASE_STAFF;
  const marks: MonkeyMarks = {};
  const multipliers: number[] = [];
  grid.forEach((column, reel) => {
    const row = column.indexOf(STAFF);
    if (row < 0) return;
    const multiplier = rule.multipliers[draw.weighted(rule.weights)] as number;
    (marks.staffs ??= []).push({ reel, row, multiplier });
    multipliers[reel] = multiplier;
    column.fill(STAFF);
  });
  if (card !== undefined) {
    for (const column of grid) for (let row = 0; row < column.length; row++) if (column[row] === card) column[row] = TRANSFORMED_TO;
    marks.card = card;
  }
  const wins: SlotWin[] = waysWins(grid, WAY_PAYS, WILDS, (reel) => multipliers[reel] ?? 1);
  const scatter = scatterWin(grid, CLOUD, CLOUD_PAYS);
  if (scatter) wins.push(scatter);
  let win = 0;
  for (const one of wins) win += one.win;
  // The grid shows where each win lies: the view leaves its positions out (a long run stays small).
  const spin: MonkeySpin = { kind, stops, grid, wins: shownWins(wins), multiplier: 1, win };
  if (marks.staffs || marks.card) spin.marks = marks;
  return { spin, clouds: scatter?.count ?? 0 };
}

/** The paid spin, then the free games it opened (retriggers included) until they run out or the round reaches the cap. */
export function playRound(draw: Draw): MonkeyState {
  const first = playSpin(draw, 'base');
  const spins: MonkeySpin[] = [first.spin];
  let total = first.spin.win;
  let left = FREE_GAMES[first.clouds] ?? 0;
  if (left === 0) return { spins, credits: CREDITS_PER_BET, ...capped(total, MAX_WIN * 10_000, CREDITS_PER_BET) };
  const feature: MonkeyFeature = { trigger: { clouds: first.clouds, games: left }, retriggers: [], forfeited: 0 };
  let awarded = left;
  let played = 0;
  while (left > 0 && total < CAP) {
    const { spin, clouds } = playSpin(draw, 'free');
    spins.push(spin);
    left--;
    played++;
    total += spin.win;
    if (clouds >= CLOUDS_TO_TRIGGER) {
      left += RETRIGGER;
      awarded += RETRIGGER;
      feature.retriggers.push(played);
    }
  }
  feature.forfeited = left;
  return { spins, free: { awarded, played }, feature, credits: CREDITS_PER_BET, ...capped(total, MAX_WIN * 10_000, CREDITS_PER_BET) };
}

/** Monkey King: a spin and everything it leads to (free games, retriggers) is decided when the round starts. */
export const engine: GameEngine<Record<string, never>, MonkeyState, MonkeyView> = {
  id: 'slot-monkeyking',
  family: 'slot',
  params: v.strictObject({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
  actions: {},
  bets: BETS,
  maxWin: MAX_WIN * 10_000,
  start(draw) {
    const state = playRound(draw);
    return { state, status: 'over', record: [{ type: 'spin', free_games: state.free?.played ?? 0, win: state.win, capped: state.capped }] };
  },
  act() {
    throw new MoveRefused('invalid_request', 'a Monkey King round takes no actions: it is decided when it starts');
  },
  // Never open: nothing is left to decide after 24 hours.
  expire: (_draw, state) => ({ state, status: 'over' }),
  multiplier: (state) => slotMultiplier(state.win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, state.win, CREDITS_PER_BET),
  view: (state) => state,
};
