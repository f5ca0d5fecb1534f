import { shuffled, type Draw } from '../../engine/draw.js';
import { scratchEngine } from '../../families/scratch/scratch.js';
import { GRID_SPOTS, PRICE_LEVELS, SYMBOLS, TIERS, TOAD_ON_LOSING, type CoinSymbol, type FortuneSymbol, type FortuneTier } from './math.js';

/**
 * The layout recipe, after the tier's float:
 * - Winning ticket of symbol S: its three spots are the first 3 picks of a partial shuffle (shuffled) of
 *   the spots 0..8; the other six spots, in ascending order, take the first 6 picks of a partial
 *   shuffle of the other seven symbols, each listed twice (so none shows three times).
 * - Losing ticket: the nine spots take the first 9 picks of a partial shuffle of all eight
 *   symbols, each listed twice.
 * - The coin: the toad on a toad tier; on a losing ticket the toad when below(10) is 0, else a
 *   plain coin; on a winning ticket without the toad, a plain coin.
 */
function layout(draw: Draw, { symbol, toad }: FortuneTier): (FortuneSymbol | CoinSymbol)[] {
  const grid: FortuneSymbol[] = [];
  if (symbol === null) {
    grid.push(...shuffled(draw, [...SYMBOLS, ...SYMBOLS], GRID_SPOTS));
  } else {
    const spots = Array.from({ length: GRID_SPOTS }, (_, spot) => spot);
    const winning = new Set(shuffled(draw, spots, 3));
    const others = SYMBOLS.filter((other) => other !== symbol);
    const fill = shuffled(draw, [...others, ...others], GRID_SPOTS - 3);
    let next = 0;
    for (let spot = 0; spot < GRID_SPOTS; spot++) grid.push(winning.has(spot) ? symbol : (fill[next++] as FortuneSymbol));
  }
  const coin: CoinSymbol = toad || (symbol === null && draw.below(TOAD_ON_LOSING) === 0) ? 'TOAD' : 'COIN';
  return [...grid, coin];
}

export const engine = scratchEngine({
  id: 'scratch-fortune-n',
  bets: { kind: 'levels', levels: PRICE_LEVELS },
  tiers: TIERS,
  spots: GRID_SPOTS + 1,
  layout,
});
