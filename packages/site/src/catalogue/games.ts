import { GAME_IDS } from '../content/gameIds.ts';
import type { Game } from '../content/types.ts';

/*
 * The catalogue: every game's typed data (src/content/games/<id>/game.ts). Cover URLs are in
 * covers.ts; rule documents are loaded per game by rules.ts, so the catalogue chunk stays small.
 * Pages that show one game import it lazily in their loader (lazy.ts).
 */
const gameModules = import.meta.glob<Game>('../content/games/*/game.ts', { eager: true, import: 'game' });

function idOf(path: string): string {
  return path.split('/').at(-2) ?? '';
}

const byId = new Map<string, Game>();
for (const [path, game] of Object.entries(gameModules)) byId.set(idOf(path), game);

/** All games, in SPEC.md's order. */
export const games: readonly Game[] = GAME_IDS.map((id) => {
  const game = byId.get(id);
  if (!game) throw new Error(`src/content/games/${id}/game.ts is missing`);
  if (game.id !== id) throw new Error(`src/content/games/${id}/game.ts has id ${game.id}`);
  return game;
});

export function findGame(id: string | undefined): Game | undefined {
  return id === undefined ? undefined : byId.get(id);
}
