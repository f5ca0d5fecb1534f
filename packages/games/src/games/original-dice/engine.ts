import * as v from 'valibot';
import { noActions, type GameEngine } from '../../engine/engine.js';
import { dicePayout, diceOutcome, isDiceTarget, DICE_TARGETS, type DiceOutcome, type DiceParams } from './math.js';

/** The rule page's bets, in major units. */
export const DICE_BETS = { kind: 'range', min: 0.1, max: 2000 } as const;

export const DiceParamsSchema = v.pipe(
  v.strictObject({
    direction: v.picklist(['under', 'over']),
    /** Hundredths: 10..9500 under, 499..9989 over. */
    target: v.pipe(v.number(), v.safeInteger()),
  }),
  v.check(isDiceTarget, 'the target is outside the allowed range'),
);

/** A roll is decided at once by the round's first float. */
export const engine: GameEngine<DiceParams, DiceOutcome, DiceOutcome> = {
  id: 'original-dice',
  family: 'instant',
  params: DiceParamsSchema,
  ...noActions<DiceOutcome>(),
  bets: DICE_BETS,
  // The best setting: 0.10% to win at 990x.
  maxWin: Math.floor(99_000_000 / Math.min(DICE_TARGETS.under.min, 9999 - DICE_TARGETS.over.max)),
  start(draw, params) {
    const outcome = diceOutcome([draw.float()], params);
    return { state: outcome, status: 'over', record: [{ type: 'roll', result: outcome.result, won: outcome.won }] };
  },
  expire: (_draw, state) => ({ state, status: 'over' }),
  multiplier: (outcome) => (outcome.won ? outcome.multiplier : 0),
  payout: (amount, outcome) => dicePayout(amount, outcome),
  view: (outcome) => outcome,
};
