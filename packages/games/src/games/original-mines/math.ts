import { MINES_TILES } from '../../contract.js';

/*
 * Mines (original-mines rule page): m mines among 25 tiles, fixed before the first reveal. After
 * k gems the multiplier is 0.97 * C(25, k) / C(25 - m, k), capped at 10,000x: the pick that would
 * pass the cap pays 10,000x and ends the round, as does uncovering the last gem. Payouts use the
 * exact multiplier, rounded down to the minor unit; shown multipliers are in ten-thousandths.
 *
 * Mine positions: a Fisher-Yates shuffle of the tiles 0..24 driven by the round's floats, of which
 * only the first m steps matter: for i = 0 .. m-1, j = i + floor(float_i * (25 - i)), swap the
 * tiles at positions i and j; the tiles at positions 0 .. m-1 are the mines.
 */

export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The default mine count. */
export const MINES_DEFAULT = 3;
/** The largest multiplier, in whole x. */
export const MINES_MAX_WIN = 10_000;
/** The RTP as a fraction: 97 / 100. */
const RTP_NUMERATOR = 97n;
const RTP_DENOMINATOR = 100n;

export interface MinesParams {
  mines: number;
}

export function isMinesCount(mines: number): boolean {
  return Number.isSafeInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/** Floats a mines round takes: one per mine. */
export function minesFloats(mines: number): number {
  return mines;
}

/** The mines' tiles (ascending) from the round's floats. */
export function minesPositions(floats: readonly number[], mines: number): number[] {
  if (!isMinesCount(mines)) throw new RangeError(`mines must be ${MINES_MIN}..${MINES_MAX}`);
  const tiles = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  for (let i = 0; i < mines; i++) {
    const float = floats[i];
    if (float === undefined) throw new RangeError(`mines needs ${mines} floats`);
    const j = i + Math.floor(float * (MINES_TILES - i));
    [tiles[i], tiles[j]] = [tiles[j] as number, tiles[i] as number];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/** Gems on the board. */
export function minesGems(mines: number): number {
  return MINES_TILES - mines;
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i++) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}

/** The uncapped multiplier after `gems` gems, as an exact fraction. */
export function minesExactMultiplier(mines: number, gems: number): { numerator: bigint; denominator: bigint } {
  if (gems < 0 || gems > minesGems(mines)) throw new RangeError(`${gems} gems cannot be uncovered with ${mines} mines`);
  return {
    numerator: RTP_NUMERATOR * choose(MINES_TILES, gems),
    denominator: RTP_DENOMINATOR * choose(MINES_TILES - mines, gems),
  };
}

/** True when `gems` gems reach the cap: that pick pays 10,000x and ends the round. */
export function minesCapped(mines: number, gems: number): boolean {
  const { numerator, denominator } = minesExactMultiplier(mines, gems);
  return numerator >= BigInt(MINES_MAX_WIN) * denominator;
}

/** The multiplier after `gems` gems, capped, in ten-thousandths rounded down (before any gem: 10000 = 1x). */
export function minesMultiplier(mines: number, gems: number): number {
  if (gems === 0) return 10_000;
  if (minesCapped(mines, gems)) return MINES_MAX_WIN * 10_000;
  const { numerator, denominator } = minesExactMultiplier(mines, gems);
  return Number((numerator * 10_000n) / denominator);
}

/** What a cash-out after `gems` gems pays on `amount` minor units: exact multiplier, capped, rounded down. */
export function minesPayout(amount: number, mines: number, gems: number): number {
  if (gems === 0) return amount;
  if (minesCapped(mines, gems)) return amount * MINES_MAX_WIN;
  const { numerator, denominator } = minesExactMultiplier(mines, gems);
  const value = Number((BigInt(amount) * numerator) / denominator);
  if (!Number.isSafeInteger(value)) throw new RangeError('payout outside the safe integer range');
  return value;
}

/** True when the round ends by itself after this many gems (all gems found, or the cap reached). */
export function minesRoundComplete(mines: number, gems: number): boolean {
  return gems >= minesGems(mines) || (gems > 0 && minesCapped(mines, gems));
}
