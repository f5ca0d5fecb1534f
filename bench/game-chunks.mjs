#!/usr/bin/env node
// Each game's own code: the chunks its play page loads that no other page needs (its client, its
// engine, its art), gzip -9, from the site's build (its Vite manifest, which the prerender keeps
// beside the SSR bundle). A game page loads its own game's chunks only; the end-to-end test
// `a game page loads its own game's code and no other's` checks that in a browser.
// Run alone with `node bench/game-chunks.mjs` (after `npm run build`), or as part of `size`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const site = fileURLToPath(new URL('../packages/site/', import.meta.url));
const manifestFile = join(site, 'node_modules/.cache/site-ssr/manifest.json');

/** The chunk files a manifest entry needs: itself and its static imports, recursively. */
function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((dep) => closure(manifest, dep, seen))];
}

/** Per game client (src/games/<folder>/<Name>Game.tsx): its own files and their gzip bytes. */
export function gameChunks() {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // What every play page loads anyway: the entry, the app, the play route.
  const shared = new Set(['src/main.tsx', 'src/routes/play/route.tsx', ...Object.keys(manifest).filter((key) => manifest[key].isEntry)].flatMap((key) => closure(manifest, key)));
  const clients = Object.keys(manifest).filter((key) => /^src\/games\/[^/]+\/[A-Z]\w*Game\.tsx$/.test(key));
  // A chunk that two games share is not either game's own.
  const users = new Map();
  for (const key of clients) for (const file of closure(manifest, key)) users.set(file, (users.get(file) ?? 0) + 1);
  return clients.map((key) => {
    const files = closure(manifest, key).filter((file) => !shared.has(file) && users.get(file) === 1);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(site, 'dist', file)), { level: 9 }).length, 0);
    return { client: key.split('/').slice(2).join('/'), files, bytes };
  });
}

export function printGameChunks() {
  const rows = gameChunks().sort((a, b) => b.bytes - a.bytes);
  console.log(`\n# Each game's own chunks (gzip -9): what its play page loads beyond what every play page does`);
  for (const row of rows) console.log(`${row.client.padEnd(42)} ${`${(row.bytes / 1024).toFixed(1)} KB`.padStart(8)}  (${row.files.length} files)`);
}

if (import.meta.url === `file://${process.argv[1]}`) printGameChunks();
