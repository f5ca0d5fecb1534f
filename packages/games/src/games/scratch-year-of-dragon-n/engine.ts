import { shuffled, type Draw } from '../../engine/draw.js';
import { scratchEngine } from '../../families/scratch/scratch.js';
import { GRID_SPOTS, PEARL_PERCENT, PEARLS, PRICE_LEVELS, SYMBOLS, TIERS, type DragonSymbol, type DragonTier, type PearlValue } from './math.js';

const PEARL_WEIGHTS = PEARLS.map((pearl) => PEARL_PERCENT[pearl]);

/**
 * The layout recipe, after the tier's float:
 * - Winning ticket of symbol S: its three spots are the first 3 picks of shuffled(the spots 0..8);
 *   the other six spots, in ascending order, take the first 6 picks of shuffled(the other seven
 *   symbols, each listed twice), so no other symbol shows three times.
 * - Losing ticket: the nine spots take the first 9 picks of shuffled(all eight symbols, each
 *   listed twice): no symbol shows three times.
 * - The Dragon Pearl: the tier's on a winning ticket; on a losing one weighted(85, 10, 3, 2) over
 *   x1, x2, x3, x5. With the tiers' weights (a symbol's tickets times the pearl's percent), the
 *   pearl is independent of the grid on every ticket.
 */
function layout(draw: Draw, { symbol, pearl }: DragonTier): (DragonSymbol | PearlValue)[] {
  const grid: DragonSymbol[] = [];
  if (symbol === null) {
    grid.push(...shuffled(draw, [...SYMBOLS, ...SYMBOLS], GRID_SPOTS));
  } else {
    const spots = Array.from({ length: GRID_SPOTS }, (_, spot) => spot);
    const winning = new Set(shuffled(draw, spots, 3));
    const others = SYMBOLS.filter((other) => other !== symbol);
    const fill = shuffled(draw, [...others, ...others], GRID_SPOTS - 3);
    let next = 0;
    for (let spot = 0; spot < GRID_SPOTS; spot++) grid.push(winning.has(spot) ? symbol : (fill[next++] as DragonSymbol));
  }
  return [...grid, pearl ?? (PEARLS[draw.weighted(PEARL_WEIGHTS)] as PearlValue)];
}

export const engine = scratchEngine({
  id: 'scratch-year-of-dragon-n',
  bets: { kind: 'levels', levels: PRICE_LEVELS },
  tiers: TIERS,
  spots: GRID_SPOTS + 1,
  layout,
});
