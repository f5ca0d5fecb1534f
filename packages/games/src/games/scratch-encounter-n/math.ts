import type { PrizeTier } from '../../families/scratch/scratch.js';

/*
 * Encounter (scratch-encounter-n rule page): two star numbers, Altair's and Vega's, and ten
 * magpies, each with a number from 1 to 30 (or the Magpie Bridge) and a prize. A magpie whose
 * number is a star number wins its prize, the bridge wins its prize by itself, and the ticket
 * pays the sum. The prize table is the rule page's, per 1,000,000 tickets: 950,000 ticket prices
 * back (95.00%), 390,345 winning tickets.
 */

/** The star numbers (spots 0 and 1: Altair, then Vega), then the ten magpies (spots 2 to 11). */
export const STAR_SPOTS = 2;
export const MAGPIES = 10;
export const SPOTS = STAR_SPOTS + MAGPIES;
export const ALTAIR_SPOT = 0;
export const VEGA_SPOT = 1;

/** Star and magpie numbers run from 1 to NUMBERS. */
export const NUMBERS = 30;

/** What a magpie shows in place of a number when it wins by itself. */
export const BRIDGE = 'BRIDGE';

/** A magpie: its number (or the Magpie Bridge) and the prize under it, in x the ticket price. */
export interface Magpie {
  number: number | typeof BRIDGE;
  prize: number;
}

/** A spot's content: a star number (spots 0 and 1) or a magpie. */
export type EncounterSpot = number | Magpie;

/** How a winning magpie wins: it carries Altair's number, Vega's, or the bridge. */
export type Way = 'ALTAIR' | 'VEGA' | 'BRIDGE';
export const WAYS: readonly Way[] = ['ALTAIR', 'VEGA', 'BRIDGE'];

/** The prizes a magpie may carry, in x the ticket price (the table's totals). */
export const MAGPIE_PRIZES = [1, 2, 5, 10, 20, 50, 77, 100, 520] as const;

/** How often a magpie that does not win carries each prize of MAGPIE_PRIZES (weights, in that order). */
export const DECOY_WEIGHTS = [24, 22, 18, 14, 10, 6, 2, 2, 2] as const;

/** The top prize, in x the price: won, it plays the Reunion (520 sounds like "I love you"). */
export const REUNION_TOTAL = 520;

/** The rule page's table: winning tickets per 1,000,000 for each total prize (x the price). */
export const TICKETS: Readonly<Record<number, number>> = {
  520: 5,
  100: 40,
  77: 100,
  50: 500,
  20: 4_000,
  10: 15_000,
  5: 45_000,
  2: 130_000,
  1: 195_700,
};

/**
 * The ways a ticket's total is split among its winning magpies (each a prize of MAGPIE_PRIZES):
 * one, two or three magpies, so each can win a way of its own (Altair, Vega, the bridge).
 */
export const SPLITS: Readonly<Record<number, readonly (readonly number[])[]>> = {
  520: [[520]],
  100: [[100], [50, 50]],
  77: [[77]],
  50: [[50], [20, 20, 10]],
  20: [[20], [10, 10], [10, 5, 5]],
  10: [[10], [5, 5]],
  5: [[5], [2, 2, 1]],
  2: [[2], [1, 1]],
  1: [[1]],
};

export const TICKETS_PER_TABLE = 1_000_000;

/** A tier's detail: the ticket's total prize in x the price (0: a losing ticket). */
export interface EncounterTier {
  total: number;
}

/** The tiers in the order the first float picks them: losing tickets, then the totals from the top prize down. */
export const TIERS: readonly PrizeTier<EncounterTier>[] = (() => {
  const totals = Object.keys(TICKETS)
    .map(Number)
    .sort((a, b) => b - a);
  const winning = totals.map((total) => ({ weight: TICKETS[total] as number, multiplier: total * 10_000, detail: { total } }));
  const losing = TICKETS_PER_TABLE - winning.reduce((sum, tier) => sum + tier.weight, 0);
  return [{ weight: losing, multiplier: 0, detail: { total: 0 } }, ...winning];
})();

/** Ticket prices in major units (the + and - buttons: 0.10 to 50.00). */
export const PRICE_LEVELS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50] as const;

/**
 * What a ticket's spots win (shown so far, null while hidden): the winning magpies' places
 * (0..9) and their prizes' sum in x the price. The client marks the matches with it.
 */
export function winsOf(spots: readonly (EncounterSpot | null)[]): { places: number[]; total: number } {
  const [altair, vega] = spots;
  const places: number[] = [];
  let total = 0;
  spots.slice(STAR_SPOTS).forEach((spot, place) => {
    if (spot === null || spot === undefined || typeof spot === 'number') return;
    if (spot.number === BRIDGE || spot.number === altair || spot.number === vega) {
      places.push(place);
      total += spot.prize;
    }
  });
  return { places, total };
}
