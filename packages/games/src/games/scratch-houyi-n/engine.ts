import { shuffled, type Draw } from '../../engine/draw.js';
import { scratchEngine } from '../../families/scratch/scratch.js';
import { MOON_SPOT, NO_SKY_PRIZE, PRICE_LEVELS, SUNS, TIERS, type HouyiSpot, type HouyiTier } from './math.js';

/**
 * The layout recipe, after the tier's float:
 * - The count of suns shot down: the tier's (2 to 9); on a tier that wins nothing in the sky
 *   (losing, Elixir, Jade Rabbit), below(2): none or one.
 * - Which suns: the first `count` picks of a partial shuffle (shuffled) of the suns 0..9; the
 *   others burn. At least one sun always burns, since no tier shoots ten.
 * - The Moon Palace box (spot 10): the tier's, a cloud on every tier but the Elixir's and the
 *   Jade Rabbit's, so a ticket wins in one area at most.
 */
function layout(draw: Draw, { shot, moon }: HouyiTier): HouyiSpot[] {
  const count = shot ?? draw.below(NO_SKY_PRIZE);
  const suns = Array.from({ length: SUNS }, (_, sun) => sun);
  const down = new Set(shuffled(draw, suns, count));
  const sky = suns.map((sun): HouyiSpot => (down.has(sun) ? 'SHOT' : 'BURNING'));
  return [...sky, moon];
}

export const engine = scratchEngine({
  id: 'scratch-houyi-n',
  bets: { kind: 'levels', levels: PRICE_LEVELS },
  tiers: TIERS,
  spots: MOON_SPOT + 1,
  layout,
});
