import type { PrizeTier } from '../../families/scratch/scratch.js';

/*
 * God of Fortune (scratch-fortune-n rule page): nine spots in a 3x3 grid and the Golden Toad coin.
 * Three of a symbol win its prize; the toad doubles it. The prize table is the rule page's, per
 * 1,000,000 tickets: 960,000 ticket prices back (96.00%), 386,744 winning tickets.
 */

/** The eight symbols, highest prize first (the rule page's order). */
export const SYMBOLS = ['CAISHEN', 'INGOT', 'RUYI', 'FU', 'FIRECRACKERS', 'LANTERN', 'ENVELOPE', 'ORANGE'] as const;
export type FortuneSymbol = (typeof SYMBOLS)[number];

/** What the coin below the grid shows. */
export type CoinSymbol = 'TOAD' | 'COIN';

/** Grid spots 0..8 (row by row from the top left), then the coin. */
export const GRID_SPOTS = 9;
export const COIN_SPOT = 9;

/** Prize for three of each symbol, in x the ticket price. */
export const PRIZES: Readonly<Record<FortuneSymbol, number>> = {
  CAISHEN: 500,
  INGOT: 100,
  RUYI: 40,
  FU: 20,
  FIRECRACKERS: 10,
  LANTERN: 5,
  ENVELOPE: 2,
  ORANGE: 1,
};

/** Tickets per 1,000,000 that win each symbol's prize: without the toad, and with it (prize x2). */
export const TICKETS: Readonly<Record<FortuneSymbol, readonly [plain: number, toad: number]>> = {
  CAISHEN: [3, 1],
  INGOT: [50, 10],
  RUYI: [400, 80],
  FU: [2_200, 400],
  FIRECRACKERS: [10_000, 1_500],
  LANTERN: [40_000, 5_000],
  ENVELOPE: [110_000, 12_000],
  ORANGE: [190_100, 15_000],
};

export const TICKETS_PER_TABLE = 1_000_000;

/** A tier's detail: the symbol that wins (null: a losing ticket) and whether the toad doubles it. */
export interface FortuneTier {
  symbol: FortuneSymbol | null;
  toad: boolean;
}

/** The tiers in the order the first float picks them: losing tickets, then each symbol plain and with the toad. */
export const TIERS: readonly PrizeTier<FortuneTier>[] = (() => {
  const winning = SYMBOLS.flatMap((symbol) => [
    { weight: TICKETS[symbol][0], multiplier: PRIZES[symbol] * 10_000, detail: { symbol, toad: false } },
    { weight: TICKETS[symbol][1], multiplier: PRIZES[symbol] * 2 * 10_000, detail: { symbol, toad: true } },
  ]);
  const losing = TICKETS_PER_TABLE - winning.reduce((sum, tier) => sum + tier.weight, 0);
  return [{ weight: losing, multiplier: 0, detail: { symbol: null, toad: false } }, ...winning];
})();

/** Ticket prices in major units (the + and - buttons: 0.20 to 100.00). */
export const PRICE_LEVELS = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;

/** A losing ticket's coin shows the toad one time in TOAD_ON_LOSING (it has no effect there). */
export const TOAD_ON_LOSING = 10;
