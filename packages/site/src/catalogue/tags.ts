import type { GameCategory, GameType } from '../content/types.ts';

/**
 * Whether a game's category is its type's own family (bingo in Bingo, a slot in Slots, a scratch
 * card in Scratch cards): a category tag beside the type's would only say it again ("Slot · Slots").
 */
export function categoryRepeatsType({ gameType, category }: { gameType: GameType; category: GameCategory }): boolean {
  return category === gameType || category === `${gameType}s`;
}
