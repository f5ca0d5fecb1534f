import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settings } from '../src/config.js';

/*
 * The configuration tables of the READMEs cannot drift from the schema: the server README's is
 * rendered from configSchema(), the root README's short one must name only variables the schema
 * declares, with their defaults. After changing a setting, rewrite the server README's table with
 *   KY_UPDATE_README=1 npx vitest run packages/server/test/config-readme.test.ts
 */

const SERVER_README = new URL('../README.md', import.meta.url);
const ROOT_README = new URL('../../../README.md', import.meta.url);
const START = '<!-- config-table: rendered from src/config.ts by test/config-readme.test.ts -->';
const END = '<!-- /config-table -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The server README's table: every variable, in the schema's order. */
function configTable(): string {
  const rows = settings().map(
    ([, doc]) => `| \`${doc.env}\` | ${cell(doc.shown)} | ${cell(doc.values)} | ${cell(doc.description)} |`,
  );
  return ['| Variable | Default | Values | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

describe('the configuration tables', () => {
  it('every setting names its variable once, with a description', () => {
    const names = settings().map(([, doc]) => doc.env);
    expect(new Set(names).size).toBe(names.length);
    for (const [key, doc] of settings()) {
      expect(doc.env, key).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(doc.description, doc.env).toMatch(/\.$/);
      expect(doc.shown, doc.env).not.toBe('');
    }
  });

  it('packages/server/README.md holds the table rendered from the schema', () => {
    const readme = readFileSync(SERVER_README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, `packages/server/README.md needs the markers ${START} and ${END}`).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const expected = `${START}\n${configTable()}\n${END}`;
    const actual = readme.slice(start, end + END.length);
    if (actual !== expected && process.env.KY_UPDATE_README === '1') {
      writeFileSync(SERVER_README, readme.slice(0, start) + expected + readme.slice(end + END.length));
      return;
    }
    expect(actual, 'run with KY_UPDATE_README=1 to rewrite the table').toBe(expected);
  });

  it('the root README names only declared variables, with their defaults', () => {
    const readme = readFileSync(ROOT_README, 'utf8');
    const section = /\n## Configure the server\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(10);
    const declared = new Map(settings().map(([, doc]) => [doc.env, doc.shown]));
    for (const row of rows) {
      // `| \`A\` / \`B\` | default of A / default of B | meaning |`
      const [names = '', defaults = ''] = row.split(' | ').map((part) => part.replace(/^\| /, ''));
      const variables = names.split(' / ').map((name) => name.replaceAll('`', ''));
      const shown = defaults.split(' / ');
      expect(shown, row).toHaveLength(variables.length);
      variables.forEach((variable, index) => {
        expect(declared.has(variable), `${variable} is not declared in src/config.ts`).toBe(true);
        expect(shown[index], variable).toBe(declared.get(variable));
      });
    }
  });
});
