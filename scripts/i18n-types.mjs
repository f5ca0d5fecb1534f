#!/usr/bin/env node
// `npm run i18n:types`: the typed translation keys of every package, generated from its English
// catalogues. Each `packages/<name>/src/**/locales/en/` (one JSON file per namespace) becomes a
// `resources.d.ts` beside its `locales/` folder, written by i18next-resources-for-ts
// (`export default interface Resources { <namespace>: { <key>: "<English text>" } }`).
//
//   node scripts/i18n-types.mjs                     regenerate every package's file
//   node scripts/i18n-types.mjs --check [pkg dir…]  exit 1 if a committed file is stale
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResourcesAsInterface } from 'i18next-resources-for-ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const HEADER = `/**
 * Generated from locales/en/*.json by \`npm run i18n:types\` (i18next-resources-for-ts): do not edit.
 * A unit test fails when this file no longer matches the English catalogues.
 */
`;

/** The `locales/en` folders under a package's src/. */
function englishFolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === 'node_modules') return [];
    return path.endsWith(join('locales', 'en')) ? [path] : englishFolders(path);
  });
}

/** The declaration for one `locales/en` folder: where it goes and what it says. */
export function declarationFor(englishDir) {
  const namespaces = readdirSync(englishDir)
    .filter((file) => extname(file) === '.json')
    .sort()
    .map((file) => ({ name: basename(file, '.json'), resources: JSON.parse(readFileSync(join(englishDir, file), 'utf8')) }));
  return { file: join(dirname(dirname(englishDir)), 'resources.d.ts'), text: HEADER + mergeResourcesAsInterface(namespaces) };
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const packages = args.filter((arg) => !arg.startsWith('--')).map((dir) => resolve(root, dir));
const packageDirs = packages.length > 0 ? packages : readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name));

let stale = 0;
for (const englishDir of packageDirs.flatMap((dir) => englishFolders(join(dir, 'src')))) {
  const { file, text } = declarationFor(englishDir);
  const name = relative(root, file);
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      stale++;
      console.error(`${name} is stale: run npm run i18n:types`);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
if (stale > 0) process.exit(1);
