import * as v from 'valibot';
import { MINES_TILES } from '../../contract.js';
import { MoveRefused, type GameEngine, type Step } from '../../engine/engine.js';
import { MINES_MAX, MINES_MAX_WIN, MINES_MIN, minesMultiplier, minesPayout, minesPositions, minesRoundComplete } from './math.js';

export const MINES_BETS = { kind: 'range', min: 0.1, max: 1000 } as const;

export const MinesParamsSchema = v.strictObject({ mines: v.pipe(v.number(), v.safeInteger(), v.minValue(MINES_MIN), v.maxValue(MINES_MAX)) });
export type MinesParams = v.InferOutput<typeof MinesParamsSchema>;

export const MinesRevealSchema = v.strictObject({ tile: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MINES_TILES - 1)) });

export interface MinesState {
  mines: number;
  /** Secret until the round is over. */
  mine_tiles: number[];
  /** Gems uncovered, in order. */
  revealed: number[];
  /** How it ended; null while open. */
  ending: 'busted' | 'cashed_out' | 'expired' | null;
}

export interface MinesView {
  mines: number;
  revealed: number[];
  state: 'open' | 'busted' | 'cashed_out';
  /** Ten-thousandths: what a cash-out pays now. */
  multiplier: number;
  /** Ten-thousandths: after one more gem (open rounds). */
  next_multiplier: number | null;
  /** Every mine, once the round is over. */
  mine_tiles: number[] | null;
}

function cashout(state: MinesState, auto: boolean): Step<MinesState> {
  const gems = state.revealed.length;
  return {
    state: { ...state, ending: 'cashed_out' },
    status: 'over',
    record: [{ type: 'cashout', gems, multiplier: minesMultiplier(state.mines, gems), auto }],
  };
}

/** Mines: the mines are placed by the round's first floats when it starts; the player uncovers tiles and cashes out. */
export const engine: GameEngine<MinesParams, MinesState, MinesView> = {
  id: 'original-mines',
  family: 'cashout',
  params: MinesParamsSchema,
  actions: { reveal: MinesRevealSchema, cashout: v.strictObject({}) },
  bets: MINES_BETS,
  maxWin: MINES_MAX_WIN * 10_000,
  start(draw, { mines }) {
    const floats = Array.from({ length: mines }, () => draw.float());
    return { state: { mines, mine_tiles: minesPositions(floats, mines), revealed: [], ending: null }, status: 'open' };
  },
  act(_draw, state, action, input) {
    if (action === 'cashout') {
      if (state.revealed.length === 0) throw new MoveRefused('round_state', 'uncover at least one gem before cashing out');
      return cashout(state, false);
    }
    const { tile } = v.parse(MinesRevealSchema, input);
    if (state.revealed.includes(tile)) throw new MoveRefused('invalid_request', 'that tile is uncovered already');
    if (state.mine_tiles.includes(tile)) {
      return { state: { ...state, ending: 'busted' }, status: 'over', record: [{ type: 'reveal', tile, mine: true }] };
    }
    const next = { ...state, revealed: [...state.revealed, tile] };
    const record = [{ type: 'reveal', tile, mine: false }];
    if (!minesRoundComplete(state.mines, next.revealed.length)) return { state: next, status: 'open', record };
    const ended = cashout(next, true);
    return { ...ended, record: [...record, ...(ended.record ?? [])] };
  },
  // The rule page: after 24 hours a round with a gem is cashed out, one without gets its bet back.
  expire(_draw, state) {
    if (state.revealed.length === 0) return { state: { ...state, ending: 'expired' }, status: 'void', record: [{ type: 'expire' }] };
    const ended = cashout(state, true);
    return { ...ended, record: [{ type: 'expire' }, ...(ended.record ?? [])] };
  },
  ending: (state) => state.ending ?? 'open',
  multiplier: (state) => (state.ending === 'busted' ? 0 : minesMultiplier(state.mines, state.revealed.length)),
  payout: (amount, state) => (state.ending === 'busted' ? 0 : minesPayout(amount, state.mines, state.revealed.length)),
  view(state, over) {
    const gems = state.revealed.length;
    const open = !over;
    return {
      mines: state.mines,
      revealed: state.revealed,
      state: open ? 'open' : state.ending === 'busted' ? 'busted' : 'cashed_out',
      multiplier: minesMultiplier(state.mines, gems),
      next_multiplier: open && !minesRoundComplete(state.mines, gems) ? minesMultiplier(state.mines, gems + 1) : null,
      mine_tiles: open ? null : [...state.mine_tiles],
    };
  },
};
