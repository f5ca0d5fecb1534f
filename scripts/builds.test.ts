import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, staleBuilds } from './builds.mjs';

/*
 * `npm start` rebuilds what is older than its sources. Checked on a tree laid out as the
 * repository is, every file written with the modification time a test gives it.
 */

let root: string;

/** Writes a file (under the tree) modified `at` seconds after the epoch. */
function file(path: string, at: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, at, at);
}

const stale = () => staleBuilds(root).map((build) => build.dir);
const EVERY_PACKAGE = ['protocol', 'games', 'server', 'widget', 'site'];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ky-builds-'));
  // Sources at 1000, every package built at 2000.
  file('tsconfig.base.json', 1000);
  for (const { dir, output } of BUILDS) {
    file(`packages/${dir}/package.json`, 1000);
    file(`packages/${dir}/src/index.ts`, 1000);
    file(`packages/${dir}/${output}`, 2000);
  }
  file('packages/site/vite.config.ts', 1000);
  file('packages/site/vite.admin.config.ts', 1000);
  file('packages/site/scripts/prerender.mjs', 1000);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('builds nothing when every output is newer than its sources', () => {
    expect(stale()).toEqual([]);
  });

  it('builds everything, in order, on a clean clone', () => {
    for (const { dir, output } of BUILDS) rmSync(join(root, 'packages', dir, output));
    expect(stale()).toEqual(EVERY_PACKAGE);
  });

  // What a file changed (modified after every build) makes `npm start` rebuild, in order.
  for (const [what, path, rebuilt] of [
    ['the site after the widget, which it bundles', 'packages/widget/src/element/ky-wallet.ts', ['widget', 'site']],
    ['the site after a newer widget build', 'packages/widget/dist/ky-wallet.js', ['site']],
    ['what reads the protocol after it changes', 'packages/protocol/src/wire.ts', EVERY_PACKAGE],
    ['the server, not the site, after a game server change', 'packages/server/src/routes/games.ts', ['server']],
    ...['vite.admin.config.ts', 'scripts/prerender.mjs', 'package.json', 'public/favicon.svg'].map(
      (file) => [`the site after its ${file} changes`, `packages/site/${file}`, ['site']] as const,
    ),
    ['every package after the shared TypeScript settings change', 'tsconfig.base.json', EVERY_PACKAGE],
  ] as const) {
    it(`rebuilds ${what}`, () => {
      file(path, 3000);
      expect(stale()).toEqual(rebuilt);
    });
  }

  it('rebuilds nothing for tests, stories and notes, which no build reads', () => {
    file('packages/widget/src/components/Dialog/Dialog.test.tsx', 3000);
    file('packages/widget/src/components/Dialog/Dialog.stories.tsx', 3000);
    file('packages/site/src/test/render.tsx', 3000);
    file('packages/server/test/api.test.ts', 3000);
    file('packages/server/README.md', 3000);
    file('packages/games/tsconfig.tsbuildinfo', 3000);
    file('packages/site/node_modules/.cache/site-ssr/entry-server.js', 3000);
    expect(stale()).toEqual([]);
  });
});
