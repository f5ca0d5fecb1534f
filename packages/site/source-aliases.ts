import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The workspace packages the site builds from their sources (not their builds): the protocol,
 * and the games package's browser-safe entries (the game client's contract, the fair stream, the
 * round API's engine shape, the slot family, each game's folder, and the registry of every game, which only the
 * fairness page and the stories' game server import). Shared by the site's Vite config, its
 * tests and Storybook, so the three resolve alike.
 */
export const sourceAliases: Alias[] = [
  { find: /^@ky-wallet\/protocol$/, replacement: source('protocol/src/index.ts') },
  { find: /^@ky-wallet\/games\/contract$/, replacement: source('games/src/contract.ts') },
  { find: /^@ky-wallet\/games\/fair$/, replacement: source('games/src/fair/index.ts') },
  { find: /^@ky-wallet\/games\/engine$/, replacement: source('games/src/engine/index.ts') },
  { find: /^@ky-wallet\/games\/slot$/, replacement: source('games/src/families/slot/index.ts') },
  { find: /^@ky-wallet\/games\/registry$/, replacement: source('games/src/games/index.ts') },
  { find: /^@ky-wallet\/games\/games\/([a-z0-9-]+)$/, replacement: source('games/src/games/$1/index.ts') },
];
