import type { PrizeTier } from '../../families/scratch/scratch.js';

/*
 * Year of the Dragon Scratch (scratch-year-of-dragon-n rule page): nine symbols in a 3x3 grid
 * and the Dragon Pearl box. Three of a symbol win its prize, times the pearl (x1, x2, x3 or x5),
 * which does not depend on the grid. The pay table gives each symbol's tickets per
 * 1,000,000 and the pearl its chance in percent, so the table of tiers (symbol and pearl) is per
 * 100,000,000 tickets: 77.25% of the price from the grid, times the pearl's mean 1.24, is 95.79%.
 */

/** The eight symbols, highest prize first (the rule page's order). */
export const SYMBOLS = ['DRAGON', 'PHOENIX', 'JADE', 'KOI', 'ENVELOPE', 'FIRECRACKER', 'LANTERN', 'COIN'] as const;
export type DragonSymbol = (typeof SYMBOLS)[number];

/** What the Dragon Pearl box shows. */
export const PEARLS = ['X1', 'X2', 'X3', 'X5'] as const;
export type PearlValue = (typeof PEARLS)[number];

/** Grid spots 0..8 (row by row from the top left), then the Dragon Pearl box. */
export const GRID_SPOTS = 9;
export const PEARL_SPOT = 9;

/** Prize for three of each symbol, in x the ticket price (before the pearl). */
export const PRIZES: Readonly<Record<DragonSymbol, number>> = {
  DRAGON: 1_000,
  PHOENIX: 100,
  JADE: 25,
  KOI: 10,
  ENVELOPE: 5,
  FIRECRACKER: 3,
  LANTERN: 2,
  COIN: 1,
};

/** Tickets per 1,000,000 that show three of each symbol (the rule page's odds: 1 in 200,000 is 5). */
export const TICKETS: Readonly<Record<DragonSymbol, number>> = {
  DRAGON: 5,
  PHOENIX: 250,
  JADE: 2_500,
  KOI: 8_000,
  ENVELOPE: 25_000,
  FIRECRACKER: 50_000,
  LANTERN: 100_000,
  COIN: 125_000,
};
export const SYMBOL_TICKETS = 1_000_000;

/** Each pearl's multiplier and its chance in percent (the rule page's table). */
export const PEARL_MULTIPLIERS: Readonly<Record<PearlValue, number>> = { X1: 1, X2: 2, X3: 3, X5: 5 };
export const PEARL_PERCENT: Readonly<Record<PearlValue, number>> = { X1: 85, X2: 10, X3: 3, X5: 2 };

/** Tiers are per SYMBOL_TICKETS x 100 tickets: a symbol's tickets times the pearl's percent. */
export const TICKETS_PER_TABLE = SYMBOL_TICKETS * 100;

/** A tier's detail: the symbol that wins (null: a losing ticket) and the pearl it shows (null: drawn apart). */
export interface DragonTier {
  symbol: DragonSymbol | null;
  pearl: PearlValue | null;
}

/** The tiers in the order the first float picks them: losing tickets, then each symbol with each pearl. */
export const TIERS: readonly PrizeTier<DragonTier>[] = (() => {
  const winning = SYMBOLS.flatMap((symbol) =>
    PEARLS.map((pearl) => ({
      weight: TICKETS[symbol] * PEARL_PERCENT[pearl],
      multiplier: PRIZES[symbol] * PEARL_MULTIPLIERS[pearl] * 10_000,
      detail: { symbol, pearl } as DragonTier,
    })),
  );
  const losing = TICKETS_PER_TABLE - winning.reduce((sum, tier) => sum + tier.weight, 0);
  return [{ weight: losing, multiplier: 0, detail: { symbol: null, pearl: null } }, ...winning];
})();

/** Ticket prices in major units (the rule page's list). */
export const PRICE_LEVELS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

/** The symbol shown three times on a ticket's grid (null: none), from the spots shown so far. */
export function threeOf(spots: readonly (string | null)[]): DragonSymbol | null {
  return SYMBOLS.find((symbol) => spots.slice(0, GRID_SPOTS).filter((spot) => spot === symbol).length >= 3) ?? null;
}
