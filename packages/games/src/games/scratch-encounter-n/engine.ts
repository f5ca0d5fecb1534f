import { shuffled, type Draw } from '../../engine/draw.js';
import { scratchEngine } from '../../families/scratch/scratch.js';
import { BRIDGE, DECOY_WEIGHTS, MAGPIE_PRIZES, MAGPIES, NUMBERS, PRICE_LEVELS, SPLITS, SPOTS, TIERS, WAYS, type EncounterSpot, type EncounterTier, type Magpie } from './math.js';

const ALL_NUMBERS = Array.from({ length: NUMBERS }, (_, index) => index + 1);
const PLACES = Array.from({ length: MAGPIES }, (_, index) => index);

/**
 * The layout recipe, after the tier's float:
 * - The star numbers: shuffled(1..30, 2) gives Altair's, then Vega's (always different).
 * - A winning ticket of total T: below(number of T's splits) picks how T is split among one to
 *   three winning magpies; shuffled(ALTAIR, VEGA, BRIDGE; parts) gives each part its way (so at
 *   most one magpie per star, and at most one bridge); shuffled(places 0..9; parts) its magpie.
 *   A magpie winning by a star carries that star's number; by the bridge, the bridge.
 * - Every other magpie, in ascending place order, takes the next of shuffled(the 28 numbers that
 *   are not star numbers, in ascending order; its count), then its prize by weighted(decoy weights).
 * So every magpie number differs from the others, only the winning magpies match a star, and the
 * prizes won add up to exactly the tier's total.
 */
function layout(draw: Draw, { total }: EncounterTier): EncounterSpot[] {
  const [altair, vega] = shuffled(draw, ALL_NUMBERS, 2) as [number, number];
  const splits = SPLITS[total] ?? [];
  const parts = total === 0 ? [] : (splits[draw.below(splits.length)] as readonly number[]);
  const ways = shuffled(draw, WAYS, parts.length);
  const places = shuffled(draw, PLACES, parts.length);
  const fill = shuffled(
    draw,
    ALL_NUMBERS.filter((number) => number !== altair && number !== vega),
    MAGPIES - parts.length,
  );
  const magpies: Magpie[] = [];
  let next = 0;
  for (let place = 0; place < MAGPIES; place++) {
    const part = places.indexOf(place);
    if (part >= 0) {
      const way = ways[part];
      magpies.push({ number: way === 'ALTAIR' ? altair : way === 'VEGA' ? vega : BRIDGE, prize: parts[part] as number });
    } else {
      magpies.push({ number: fill[next++] as number, prize: MAGPIE_PRIZES[draw.weighted(DECOY_WEIGHTS)] as number });
    }
  }
  return [altair, vega, ...magpies];
}

export const engine = scratchEngine({
  id: 'scratch-encounter-n',
  bets: { kind: 'levels', levels: PRICE_LEVELS },
  tiers: TIERS,
  spots: SPOTS,
  layout,
});

