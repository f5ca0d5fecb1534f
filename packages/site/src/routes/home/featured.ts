import type { Game } from '../../content/types.ts';

/** The home page's featured games: the four newest available ones. */
export function featuredGames(list: readonly Game[], count = 4): Game[] {
  return list
    .filter((game) => game.availability === 'available')
    .toSorted((a, b) => b.released.localeCompare(a.released) || a.id.localeCompare(b.id))
    .slice(0, count);
}
