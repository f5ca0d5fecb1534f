import * as v from 'valibot';
import { WHEEL_RISKS } from '../../contract.js';
import { noActions, type GameEngine } from '../../engine/engine.js';
import { WHEEL_SEGMENTS, wheelOutcome, wheelPayout, type WheelOutcome, type WheelParams } from './math.js';

export const WHEEL_BETS = { kind: 'range', min: 0.1, max: 200 } as const;

export const WheelParamsSchema = v.strictObject({ risk: v.picklist(WHEEL_RISKS) });

/** A spin is decided at once by the round's first float. */
export const engine: GameEngine<WheelParams, WheelOutcome, WheelOutcome> = {
  id: 'original-wheel',
  family: 'instant',
  params: WheelParamsSchema,
  ...noActions<WheelOutcome>(),
  bets: WHEEL_BETS,
  maxWin: Math.max(...Object.values(WHEEL_SEGMENTS).flat()),
  start(draw, params) {
    const outcome = wheelOutcome([draw.float()], params);
    return { state: outcome, status: 'over', record: [{ type: 'spin', segment: outcome.segment, multiplier: outcome.multiplier }] };
  },
  expire: (_draw, state) => ({ state, status: 'over' }),
  multiplier: (outcome) => outcome.multiplier,
  payout: (amount, outcome) => wheelPayout(amount, outcome),
  view: (outcome) => outcome,
};
