import * as v from 'valibot';
import type { Draw } from '../../engine/draw.js';
import { MoveRefused, type GameEngine, type RoundRecord, type Step } from '../../engine/engine.js';
import { scatterWin, slotMultiplier, slotPayout, totalOf, waysWins, type ScatterWin, type SlotWin, type Wilds } from '../../families/slot/pays.js';
import { drawStops, positionsOf, windowOf, type Grid, type ReelSet } from '../../families/slot/reels.js';
import { capped, shownWins, type SlotRoundView, type SpinView } from '../../families/slot/round.js';
import {
  BASE_REELS,
  BETS,
  BROTHERS,
  CREDITS_PER_BET,
  EXPIRY_KINGDOM,
  FREE_REELS,
  GAME_ID,
  KINGDOM_IDS,
  KINGDOMS,
  MAX_WIN,
  OATH_PAY,
  PAYS,
  SCATTER,
  SCATTER_PAYS,
  TRIGGER_COUNT,
  WILD,
  type Kingdom,
} from './math.js';

/*
 * A round: the paid spin (5 floats, one stop per reel). Three or more Command Tallies pay and
 * open the choice of a kingdom; the round then waits for `choose` (or its expiry, which chooses
 * Shu), and only then draws the free games, 5 floats each, in order, until none are left. The
 * round's win is the base spin's plus every free game's times the kingdom's multiplier; when it
 * reaches 6,000x the round ends there.
 */

export const ParamsSchema = v.strictObject({});
export type ThreeKingdomsParams = v.InferOutput<typeof ParamsSchema>;

export const ChooseSchema = v.strictObject({ kingdom: v.picklist(KINGDOM_IDS) });
export type ThreeKingdomsChoice = v.InferOutput<typeof ChooseSchema>;

/** The round as stored: stops only (grids and wins follow from them and the strips). */
export interface ThreeKingdomsState {
  /** The paid spin's stops. */
  base: number[];
  /** Whether the paid spin triggered the free games. */
  triggered: boolean;
  /** The kingdom fought for; null until chosen. */
  kingdom: Kingdom | null;
  /** Who chose: the player, or the round's expiry. */
  chosenBy: 'player' | 'expiry' | null;
  /** Each free game's stops, in the order played. */
  free: number[][];
  /** The round's win in credits (hundredths of the bet), capped. */
  win: number;
  /** The win reached the maximum and the round ended there. */
  capped: boolean;
}

/** What a spin shows besides its window and wins. */
export type ThreeKingdomsMarks = {
  /** Three or more Command Tallies: the free games are triggered (paid spin) or awarded again (free game). */
  trigger?: true;
  /** The Imperial Seal covers all 5 rows of reel 3 (free games). */
  fullStack?: true;
};

/** The round's feature: the choice of a kingdom, once the free games are triggered. */
export interface ThreeKingdomsFeature {
  /** The kingdom chosen; null while the choice is open. */
  kingdom: Kingdom | null;
  /** The player chose, or the round's expiry chose Shu; null while open. */
  chosenBy: 'player' | 'expiry' | null;
}

export type ThreeKingdomsView = SlotRoundView<ThreeKingdomsFeature> & {
  spins: (SpinView & { marks?: ThreeKingdomsMarks })[];
};

/**
 * The Peach Garden Oath, paid like a scatter (anywhere in view): `symbol` is `OATH`, `count` 3
 * and `positions` every brother in view (kept in the view, unlike the other wins' positions).
 */
export const OATH = 'OATH';

const WILDS: Wilds = { symbols: [WILD], except: [SCATTER] };
const MAX_WIN_UNITS = MAX_WIN * 10_000;

interface Spin {
  grid: Grid;
  wins: SlotWin[];
  /** Credits, before the free games' multiplier. */
  total: number;
  trigger: boolean;
}

function oathWin(grid: Grid): ScatterWin | undefined {
  const positions = BROTHERS.map((brother) => positionsOf(grid, brother));
  if (positions.some((found) => found.length === 0)) return undefined;
  return { kind: 'scatter', symbol: OATH, count: BROTHERS.length, win: OATH_PAY, positions: positions.flat().sort((a, b) => a[0] - b[0] || a[1] - b[1]) };
}

/** A spin's window and wins: ways, the Command Tally, and in the base game the oath. */
export function spinAt(set: ReelSet, stops: readonly number[], base: boolean): Spin {
  const grid = windowOf(set, stops);
  const wins: SlotWin[] = waysWins(grid, PAYS, WILDS);
  const tallies = scatterWin(grid, SCATTER, SCATTER_PAYS);
  if (tallies) wins.push(tallies);
  const oath = base ? oathWin(grid) : undefined;
  if (oath) wins.push(oath);
  return { grid, wins, total: totalOf(wins), trigger: (tallies?.count ?? 0) >= TRIGGER_COUNT };
}

/** Plays the kingdom's free games from `draw`, retriggers included, until none are left or the cap is reached. */
function playFreeGames(draw: Draw, state: ThreeKingdomsState, kingdom: Kingdom, chosenBy: 'player' | 'expiry'): Step<ThreeKingdomsState> {
  const { games, multiplier } = KINGDOMS[kingdom];
  const set = FREE_REELS[kingdom];
  const free: number[][] = [];
  let win = state.win;
  let left = games;
  let reached = false;
  while (left > 0) {
    const stops = drawStops(draw, set);
    free.push(stops);
    const spin = spinAt(set, stops, false);
    const capping = capped(win + spin.total * multiplier, MAX_WIN_UNITS, CREDITS_PER_BET);
    win = capping.win;
    if (capping.capped) {
      reached = true;
      break;
    }
    left += (spin.trigger ? games : 0) - 1;
  }
  const record: RoundRecord[] = [{ type: 'choose', kingdom, auto: chosenBy === 'expiry' }, { type: 'free_games', played: free.length, capped: reached }];
  return { state: { ...state, kingdom, chosenBy, free, win, capped: reached }, status: 'over', record };
}

function spinView(kind: 'base' | 'free', set: ReelSet, stops: number[], multiplier: number): SpinView & { marks?: ThreeKingdomsMarks } {
  const spin = spinAt(set, stops, kind === 'base');
  const marks: ThreeKingdomsMarks = {};
  if (spin.trigger) marks.trigger = true;
  if (kind === 'free' && spin.grid[2]?.every((symbol) => symbol === WILD)) marks.fullStack = true;
  // Without the wins' positions, which the grid shows (a long run must fit the wallet's 8 KiB of
  // meta), but for the oath's: no symbol in view is called OATH.
  const wins = shownWins(spin.wins).map((win, index) => (win.symbol === OATH ? (spin.wins[index] as SlotWin) : win));
  const view: SpinView & { marks?: ThreeKingdomsMarks } = { kind, stops: [...stops], grid: spin.grid, wins, multiplier, win: spin.total * multiplier };
  if (marks.trigger || marks.fullStack) view.marks = marks;
  return view;
}

/** Three Kingdoms: 720 ways, the Imperial Seal, the Peach Garden Oath and free games of the chosen kingdom. */
export const engine: GameEngine<ThreeKingdomsParams, ThreeKingdomsState, ThreeKingdomsView> = {
  id: GAME_ID,
  family: 'slot',
  params: ParamsSchema,
  actions: { choose: ChooseSchema },
  bets: BETS,
  maxWin: MAX_WIN_UNITS,
  start(draw) {
    const base = drawStops(draw, BASE_REELS);
    const spin = spinAt(BASE_REELS, base, true);
    const { win, capped: reached } = capped(spin.total, MAX_WIN_UNITS, CREDITS_PER_BET);
    const state: ThreeKingdomsState = { base, triggered: spin.trigger, kingdom: null, chosenBy: null, free: [], win, capped: reached };
    return { state, status: spin.trigger && !reached ? 'open' : 'over' };
  },
  act(draw, state, action, input) {
    if (action !== 'choose') throw new MoveRefused('invalid_request', `no action ${action} in this game`);
    const { kingdom } = v.parse(ChooseSchema, input);
    if (!state.triggered || state.kingdom !== null) throw new MoveRefused('round_state', 'there is no kingdom to choose now');
    return playFreeGames(draw, state, kingdom, 'player');
  },
  // The rule page: after 24 hours Shu is chosen and the free games are played.
  expire(draw, state) {
    if (!state.triggered || state.kingdom !== null) return { state, status: 'over' };
    const step = playFreeGames(draw, state, EXPIRY_KINGDOM, 'expiry');
    return { ...step, record: [{ type: 'expire' }, ...(step.record ?? [])] };
  },
  multiplier: (state) => slotMultiplier(state.win, CREDITS_PER_BET),
  payout: (amount, state) => slotPayout(amount, state.win, CREDITS_PER_BET),
  view(state) {
    const spins = [spinView('base', BASE_REELS, state.base, 1)];
    const view: ThreeKingdomsView = { spins, credits: CREDITS_PER_BET, win: state.win, capped: state.capped };
    if (!state.triggered) return view;
    view.feature = { kingdom: state.kingdom, chosenBy: state.chosenBy };
    if (state.kingdom === null) return view;
    const { games, multiplier } = KINGDOMS[state.kingdom];
    const set = FREE_REELS[state.kingdom];
    let retriggers = 0;
    for (const stops of state.free) {
      const spin = spinView('free', set, stops, multiplier);
      if (spin.marks?.trigger) retriggers++;
      spins.push(spin);
    }
    // A spin that reached the cap awarded nothing more: the round ended with it.
    if (state.capped && spins.at(-1)?.marks?.trigger) retriggers--;
    view.free = { awarded: games * (1 + retriggers), played: state.free.length, multiplier };
    return view;
  },
};
