import type { PrizeTier } from '../../families/scratch/scratch.js';

/*
 * Hou Yi Shoots the Suns (scratch-houyi-n rule page): ten suns in the sky, each shot down or
 * still burning, and the Moon Palace box. Two to nine suns shot down win the sky's prize for
 * that count; the box wins with the Elixir or the Jade Rabbit, on a ticket whose sky wins
 * nothing. The prize table is the rule page's, per 1,000,000 tickets: 955,000 ticket prices back
 * (95.50%), 347,548 winning tickets.
 */

/** What a sun hides: shot down by Hou Yi's arrow, or still burning. */
export type SunSymbol = 'SHOT' | 'BURNING';
/** What the Moon Palace box hides. */
export type MoonSymbol = 'ELIXIR' | 'RABBIT' | 'CLOUD';
export type HouyiSpot = SunSymbol | MoonSymbol;

/** The suns are spots 0..9, left to right; the Moon Palace box is spot 10. */
export const SUNS = 10;
export const MOON_SPOT = 10;

/** Hou Yi leaves one sun to light the world. */
export const MOST_SHOT = 9;
/** The fewest suns shot down that win in the sky. */
export const LEAST_WINNING = 2;

/** The sky's prize for each count of suns shot down, in x the ticket price (the rule page's table). */
export const SKY_PRIZES: Readonly<Record<number, number>> = { 9: 999, 8: 200, 7: 60, 6: 25, 5: 10, 4: 4, 3: 2, 2: 1 };

/** The Moon Palace's prizes, in x the ticket price; a cloud wins nothing. */
export const MOON_PRIZES: Readonly<Record<Exclude<MoonSymbol, 'CLOUD'>, number>> = { ELIXIR: 30, RABBIT: 2 };

/** Tickets per 1,000,000 that win each prize: the sky by count of suns shot down, then the box. */
export const SKY_TICKETS: Readonly<Record<number, number>> = { 9: 4, 8: 40, 7: 500, 6: 2_500, 5: 18_000, 4: 70_000, 3: 95_000, 2: 150_504 };
export const MOON_TICKETS: Readonly<Record<Exclude<MoonSymbol, 'CLOUD'>, number>> = { ELIXIR: 1_000, RABBIT: 10_000 };

export const TICKETS_PER_TABLE = 1_000_000;

/**
 * A tier's detail: how many suns are shot down (null: none or one, which the layout draws) and
 * what the box shows. A prize in the sky always comes with a cloud: a ticket wins in one area.
 */
export interface HouyiTier {
  shot: number | null;
  moon: MoonSymbol;
}

/** The tiers in the order the first float picks them: losing tickets, the sky from nine suns down, then the box. */
export const TIERS: readonly PrizeTier<HouyiTier>[] = (() => {
  const sky = Array.from({ length: MOST_SHOT - LEAST_WINNING + 1 }, (_, index) => MOST_SHOT - index).map((shot) => ({
    weight: SKY_TICKETS[shot] as number,
    multiplier: (SKY_PRIZES[shot] as number) * 10_000,
    detail: { shot, moon: 'CLOUD' as MoonSymbol },
  }));
  const moon = (['ELIXIR', 'RABBIT'] as const).map((symbol) => ({
    weight: MOON_TICKETS[symbol],
    multiplier: MOON_PRIZES[symbol] * 10_000,
    detail: { shot: null, moon: symbol },
  }));
  const winning = [...sky, ...moon];
  const losing = TICKETS_PER_TABLE - winning.reduce((sum, tier) => sum + tier.weight, 0);
  return [{ weight: losing, multiplier: 0, detail: { shot: null, moon: 'CLOUD' } }, ...winning];
})();

/** Ticket prices in major units (the + and - buttons: 0.20 to 100.00). */
export const PRICE_LEVELS = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;

/** How many suns a ticket that wins nothing in the sky shows shot down: below(NO_SKY_PRIZE), none or one. */
export const NO_SKY_PRIZE = LEAST_WINNING;

/** How many suns a ticket shows shot down. */
export function shotCount(spots: readonly (HouyiSpot | null)[]): number {
  return spots.slice(0, SUNS).filter((spot) => spot === 'SHOT').length;
}

/** A revealed ticket's prize by the rule page, in x the ticket price: the sky's, else the box's. */
export function prizeOf(spots: readonly HouyiSpot[]): number {
  const sky = SKY_PRIZES[shotCount(spots)] ?? 0;
  const moon = spots[MOON_SPOT];
  return sky + (moon === 'ELIXIR' || moon === 'RABBIT' ? MOON_PRIZES[moon] : 0);
}
