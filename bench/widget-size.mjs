#!/usr/bin/env node
// The script-tag widget's size (target <= 40 KB gzip), what each library adds to it, and the
// locale chunks beside it (zh-TW, zh-CN, de-CH: loaded only by an element in that locale).
// `npm run bench` prints this first; `npm run bench:size` prints only this.
//
// The breakdown rebuilds the widget with KY_BUNDLE_STATS (packages/widget/vite.config.ts writes
// what each module of ky-wallet.js holds, outside dist/), groups the modules by package, and
// minifies each group with the build's own minifier (rolldown's). "gzip alone" compresses a group
// by itself; "share" splits the file's real gzip size by minified bytes. Gzip works across the
// whole file, so the groups' "gzip alone" add up to a little more than the file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';

const root = fileURLToPath(new URL('..', import.meta.url));
const widgetDir = join(root, 'packages/widget');
const widget = join(widgetDir, 'dist/ky-wallet.js');
export const TARGET_BYTES = 40 * 1024;

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The library a module belongs to: its package, or a part of the widget's own source. */
export function libraryOf(id) {
  const path = id.split(sep).join('/').replace(/\?.*$/, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : first;
  }
  if (path.includes('/packages/protocol/')) return '@ky-wallet/protocol';
  if (id.includes('?inline') || path.endsWith('.css')) return 'widget: CSS';
  if (path.includes('/packages/widget/src/i18n/locales/')) return 'widget: English texts';
  if (path.includes('/packages/widget/src/i18n/')) return 'widget: i18n';
  if (path.includes('/packages/widget/src/')) return 'widget: code';
  return path;
}

/** Rebuilds the widget and returns its modules: { id, code } (code before minification). */
function buildStats() {
  const dir = mkdtempSync(join(tmpdir(), 'ky-bundle-'));
  const file = join(dir, 'stats.json');
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: widgetDir,
      env: { ...process.env, KY_BUNDLE_STATS: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return JSON.parse(readFileSync(file, 'utf8')).modules.filter((module) => module.file === 'ky-wallet.js');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printWidgetSize() {
  if (!existsSync(widget)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const groups = new Map();
  for (const { id, code } of buildStats()) groups.set(libraryOf(id), `${groups.get(libraryOf(id)) ?? ''}${code}\n`);
  const file = readFileSync(widget);
  const total = gzip(file);
  console.log(`# Widget bundle (target <= ${kb(TARGET_BYTES)} gzip)`);
  console.log(`dist/ky-wallet.js: ${kb(file.length)} raw, ${kb(total)} gzip -9 ${total <= TARGET_BYTES ? '(ok)' : '(OVER TARGET)'}`);

  const rows = [...groups].map(([library, code]) => {
    const minified = minifySync('group.js', code, { compress: true, mangle: true }).code;
    return { library, minified: minified.length, alone: gzip(minified) };
  });
  const minifiedTotal = rows.reduce((sum, row) => sum + row.minified, 0);
  rows.sort((a, b) => b.minified - a.minified);
  console.log(`${'library'.padEnd(28)} ${'minified'.padStart(9)} ${'gzip alone'.padStart(10)} ${'share'.padStart(9)}`);
  for (const { library, minified, alone } of rows) {
    const share = (total * minified) / minifiedTotal;
    console.log(`${library.padEnd(28)} ${kb(minified).padStart(9)} ${kb(alone).padStart(10)} ${kb(share).padStart(9)}`);
  }

  console.log('locale chunks (beside ky-wallet.js; an element loads the one of its locale)');
  for (const name of readdirSync(join(widgetDir, 'dist')).filter((file) => /^ky-wallet-.+\.js$/.test(file)).sort()) {
    const chunk = readFileSync(join(widgetDir, 'dist', name));
    console.log(`${name.padEnd(38)} ${kb(chunk.length).padStart(9)} raw, ${kb(gzip(chunk))} gzip -9`);
  }
  return total;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printWidgetSize();
