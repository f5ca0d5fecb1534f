#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server, which
// serves the site, the widget and the API from one process (DESIGN.md "Running it").
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = (name) => join(root, 'packages', name);
const protocolSources = [join(pkg('protocol'), 'src')];

/** In build order: each package's output file and the sources it is built from. */
const builds = [
  { name: '@ky-wallet/protocol', output: join(pkg('protocol'), 'dist/index.js'), sources: protocolSources },
  {
    name: '@ky-wallet/games',
    output: join(pkg('games'), 'dist/index.js'),
    sources: [join(pkg('games'), 'src'), ...protocolSources],
  },
  {
    name: '@ky-wallet/server',
    output: join(pkg('server'), 'dist/main.js'),
    sources: [join(pkg('server'), 'src'), join(pkg('games'), 'src'), ...protocolSources],
  },
  {
    name: '@ky-wallet/widget',
    output: join(pkg('widget'), 'dist/ky-wallet.js'),
    sources: [join(pkg('widget'), 'src'), join(pkg('widget'), 'vite.config.ts'), ...protocolSources],
  },
  {
    name: '@ky-wallet/site',
    output: join(pkg('site'), 'dist/index.html'),
    sources: [
      join(pkg('site'), 'src'),
      join(pkg('site'), 'public'),
      join(pkg('site'), 'index.html'),
      join(pkg('site'), 'vite.config.ts'),
      join(pkg('games'), 'src'),
      ...protocolSources,
    ],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

for (const { name, output, sources } of builds) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map(newestMtime));
  if (built >= changed) continue;
  console.log(`[start] building ${name}…`);
  execFileSync('npm', ['run', 'build', '--workspace', name], { cwd: root, stdio: 'inherit' });
}

await import(pathToFileURL(join(pkg('server'), 'dist/main.js')).href);
