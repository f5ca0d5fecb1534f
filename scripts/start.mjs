#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server, which
// serves the site, the widget and the API from one process (DESIGN.md "Running it").
import { execFileSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuilds } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const { name, dir, output } of staleBuilds(root)) {
  console.log(`[start] building ${name}…`);
  execFileSync('npm', ['run', 'build', '--workspace', name], { cwd: root, stdio: 'inherit' });
  // Built as of now: tsc -b leaves an output it would write unchanged as it was, which would look
  // stale at every start (and make every package that reads it look so too).
  const now = new Date();
  utimesSync(join(root, 'packages', dir, output), now, now);
}

await import(pathToFileURL(join(root, 'packages/server/dist/main.js')).href);
