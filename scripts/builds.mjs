// What `npm start` builds, in order, and which of those builds are out of date.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * In build order: each workspace package (`packages/<dir>`), the file its build writes last, and
 * the packages whose built output it reads (a rebuilt package makes those that read it stale).
 */
export const BUILDS = [
  { name: '@ky-wallet/protocol', dir: 'protocol', output: 'dist/index.js', reads: [] },
  { name: '@ky-wallet/games', dir: 'games', output: 'dist/index.js', reads: ['protocol'] },
  { name: '@ky-wallet/server', dir: 'server', output: 'dist/main.js', reads: ['protocol', 'games'] },
  { name: '@ky-wallet/widget', dir: 'widget', output: 'dist/ky-wallet.js', reads: ['protocol'] },
  // The site bundles the widget's built React entry and the games' catalogue.
  { name: '@ky-wallet/site', dir: 'site', output: 'dist/index.html', reads: ['protocol', 'games', 'widget'] },
];

/** What no build reads: outputs, installed packages, tests, stories and notes. */
const NOT_READ = new Set(['dist', 'node_modules', 'test', 'README.md', 'tsconfig.tsbuildinfo', 'tsconfig.test.json', 'vitest.config.ts']);
const TEST_OR_STORY = /\.(test|stories)\.[cm]?[jt]sx?$/;

/** The newest modification time of a file, or of what a build may read under a directory. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (NOT_READ.has(entry) || TEST_OR_STORY.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * The builds whose output is missing or older than what they are built from: their package's own
 * files (sources, configs, build scripts, package.json), the shared TypeScript settings, and the
 * outputs of the packages they read. Stale ones are listed in build order, each judged as if those
 * before it had been rebuilt.
 */
export function staleBuilds(root) {
  const pkg = (dir) => join(root, 'packages', dir);
  const outputOf = new Map(BUILDS.map((build) => [build.dir, join(pkg(build.dir), build.output)]));
  const rebuilt = new Set();
  const stale = [];
  for (const build of BUILDS) {
    const output = outputOf.get(build.dir);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const inputs = [pkg(build.dir), join(root, 'tsconfig.base.json'), ...build.reads.map((dir) => outputOf.get(dir))];
    if (build.reads.some((dir) => rebuilt.has(dir)) || built < Math.max(...inputs.map(newestMtime))) {
      rebuilt.add(build.dir);
      stale.push(build);
    }
  }
  return stale;
}
