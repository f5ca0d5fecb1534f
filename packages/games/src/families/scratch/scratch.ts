import * as v from 'valibot';
import type { Draw } from '../../engine/draw.js';
import { MoveRefused, type BetRule, type GameEngine, type Step } from '../../engine/engine.js';

/*
 * Scratch cards (the scratch family's recipe). A ticket is decided when it is bought, prize
 * first: the first float picks its prize tier by weight (the rule page's "tickets per 1,000,000",
 * the losing tickets included), with weighted(); the following floats lay out the spots so that
 * they show exactly that prize (each game's layout recipe). Scratching only reveals spots; the
 * order makes no difference. The prize is paid when the last spot is revealed (or when the ticket
 * is revealed for the player after 24 hours).
 */

export interface PrizeTier<T = unknown> {
  /** Tickets of this tier per `TICKETS` (the rule page's table). */
  weight: number;
  /** The ticket's prize in ten-thousandths of its price (0 for a losing ticket). */
  multiplier: number;
  /** What the layout needs to show this prize (the symbol that wins, the Golden Toad). */
  detail: T;
}

export interface ScratchDefinition<T, Spot> {
  id: string;
  bets: BetRule;
  /** Every tier, losing tickets included; weights sum to the table's ticket count. */
  tiers: readonly PrizeTier<T>[];
  /** How many spots the ticket has (scratched one by one, 0-based). */
  spots: number;
  /** The spots of a ticket of a tier (its detail), from the stream after the tier's float. */
  layout: (draw: Draw, detail: T) => Spot[];
}

export interface ScratchState<Spot> {
  /** The tier's index in the definition's table. */
  tier: number;
  spots: Spot[];
  /** Revealed spots, in the order the player scratched them. */
  revealed: number[];
}

export interface ScratchView<Spot> {
  /** Each spot's content once revealed; null while hidden. */
  spots: (Spot | null)[];
  revealed: number[];
  /** The prize in ten-thousandths of the price, once the ticket is revealed; null before. */
  multiplier: number | null;
}

export const ScratchSpotSchema = v.strictObject({ spot: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99)) });

/** A scratch card's engine from its table and layout. */
export function scratchEngine<T, Spot>(definition: ScratchDefinition<T, Spot>): GameEngine<Record<string, never>, ScratchState<Spot>, ScratchView<Spot>> & {
  definition: ScratchDefinition<T, Spot>;
} {
  const weights = definition.tiers.map((tier) => tier.weight);
  const maxWin = Math.max(...definition.tiers.map((tier) => tier.multiplier));
  const step = (state: ScratchState<Spot>): Step<ScratchState<Spot>> => ({
    state,
    status: state.revealed.length === definition.spots ? 'over' : 'open',
  });
  const revealAll = (state: ScratchState<Spot>): ScratchState<Spot> => {
    const revealed = [...state.revealed];
    for (let spot = 0; spot < definition.spots; spot++) if (!revealed.includes(spot)) revealed.push(spot);
    return { ...state, revealed };
  };
  return {
    id: definition.id,
    family: 'scratch',
    definition,
    params: v.strictObject({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
    actions: { scratch: ScratchSpotSchema, reveal_all: v.strictObject({}) },
    bets: definition.bets,
    maxWin,
    start(draw) {
      const tier = draw.weighted(weights);
      const spots = definition.layout(draw, (definition.tiers[tier] as PrizeTier<T>).detail);
      if (spots.length !== definition.spots) throw new RangeError(`${definition.id}: a layout of ${spots.length} spots`);
      return { state: { tier, spots, revealed: [] }, status: 'open' };
    },
    act(_draw, state, action, input) {
      if (action === 'reveal_all') return { ...step(revealAll(state)), record: [{ type: 'reveal_all' }] };
      const { spot } = v.parse(ScratchSpotSchema, input);
      if (spot >= definition.spots) throw new MoveRefused('invalid_request', `the ticket has no spot ${spot}`);
      if (state.revealed.includes(spot)) throw new MoveRefused('invalid_request', 'that spot is revealed already');
      return { ...step({ ...state, revealed: [...state.revealed, spot] }), record: [{ type: 'scratch', spot }] };
    },
    expire(_draw, state) {
      return { ...step(revealAll(state)), record: [{ type: 'reveal_all', auto: true }] };
    },
    multiplier(state) {
      return definition.tiers[state.tier]?.multiplier ?? 0;
    },
    view(state, over) {
      const shown = over ? revealAll(state) : state;
      return {
        spots: state.spots.map((spot, index) => (shown.revealed.includes(index) ? spot : null)),
        revealed: state.revealed,
        multiplier: over ? (definition.tiers[state.tier]?.multiplier ?? 0) : null,
      };
    },
  };
}

/** A table's exact figures: RTP and hit rate as fractions, sigma in prices, the largest prize (ten-thousandths). */
export function scratchFigures(tiers: readonly PrizeTier[]): { rtp: number; hitRate: number; sigma: number; maxWin: number; tickets: number } {
  let tickets = 0;
  let returned = 0;
  let squares = 0;
  let winning = 0;
  for (const tier of tiers) {
    const prize = tier.multiplier / 10_000;
    tickets += tier.weight;
    returned += tier.weight * prize;
    squares += tier.weight * prize * prize;
    if (tier.multiplier > 0) winning += tier.weight;
  }
  const rtp = returned / tickets;
  return {
    rtp,
    hitRate: winning / tickets,
    sigma: Math.sqrt(squares / tickets - rtp * rtp),
    maxWin: Math.max(...tiers.map((tier) => tier.multiplier)),
    tickets,
  };
}
