import type { Game, GameId, Locale } from '../content/types.ts';

/**
 * What a game card shows, in one locale: small enough to travel as a loader's data in the
 * prerendered HTML, so list pages do not ship the whole catalogue (every field in four languages)
 * as JavaScript.
 */
export interface GameCardData {
  id: GameId;
  name: string;
  gameType: Game['gameType'];
  category: Game['category'];
  rtp: number;
  availability: Game['availability'];
}

export function toCard(game: Game, locale: Locale): GameCardData {
  return {
    id: game.id,
    name: game.name[locale],
    gameType: game.gameType,
    category: game.category,
    rtp: game.rtp,
    availability: game.availability,
  };
}
