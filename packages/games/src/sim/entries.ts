import { GAMES, type GameEntry } from '../games/index.js';

/**
 * A game's entry: the registry's, or, for a game whose folder exists but is not registered yet
 * (while it is being made), its folder's index (`engine`, `figures`, optional `strategy`).
 */
export async function entryOf(id: string): Promise<GameEntry> {
  const registered = GAMES[id];
  if (registered) return registered;
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`unknown game ${id}`);
  const module = (await import(`../games/${id}/index.js`).catch(() => {
    throw new Error(`unknown game ${id}; one of: all, ${Object.keys(GAMES).join(', ')}`);
  })) as Partial<GameEntry> & { figures?: GameEntry['exact'] };
  if (!module.engine) throw new Error(`src/games/${id}/index.ts exports no engine`);
  return { engine: module.engine, strategy: module.strategy ?? { params: {} }, ...(module.figures ? { exact: module.figures } : {}) };
}
