import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The READMEs' tables of <ky-wallet>'s API are checked against custom-elements.json, which the
 * analyzer generates from the element's JSDoc and lit's `static properties` (as `npm run build`
 * does, with the same config): neither can drift from the source without this failing.
 */

// Vitest runs from the repository root (the widget is one of its projects).
const widgetDir = resolve(__dirname, '../..');
const rootDir = join(widgetDir, '../..');

interface Named {
  name: string;
}
interface ElementDeclaration {
  kind: string;
  tagName?: string;
  attributes?: (Named & { fieldName?: string })[];
  members?: (Named & { kind: string; static?: boolean; privacy?: string })[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

let element: ElementDeclaration;

beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'ky-cem-'));
  try {
    execFileSync(process.execPath, [join(rootDir, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--quiet'], {
      cwd: widgetDir,
      // The analyzer puts its outdir under the working directory.
      env: { ...process.env, KY_CEM_OUTDIR: relative(widgetDir, out) },
      stdio: 'ignore',
    });
    const manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: ElementDeclaration[] }[];
    };
    const found = manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName === 'ky-wallet');
    if (!found) throw new Error('custom-elements.json declares no <ky-wallet>');
    element = found;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);

/** The rows of the first table under the heading named `title` (any level), as cells. */
function table(markdown: string, title: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && line.replace(/^#+ /, '').trim() === title);
  if (start < 0) throw new Error(`no "${title}" heading`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,4} /.test(line)) break;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
  }
  return rows.slice(2); // the header and the |---| line
}

/** The `code` spans of a cell: "`login-button`, `deposit-button`" -> both names. */
const codes = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
const column = (rows: string[][], index: number) => rows.flatMap((row) => codes(row[index]));
const names = (list: Named[] = []) => list.map((item) => item.name).sort();
const sorted = (list: string[]) => [...new Set(list)].sort();

const widgetReadme = readFileSync(join(widgetDir, 'README.md'), 'utf8');
const rootReadme = (() => {
  const text = readFileSync(join(rootDir, 'README.md'), 'utf8');
  const start = text.indexOf('## Embed the wallet');
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
})();

describe.each([
  ['packages/widget/README.md', widgetReadme],
  ['README.md, "Embed the wallet"', rootReadme],
])('%s against custom-elements.json', (_name, readme) => {
  it('lists every attribute with its property, and nothing else', () => {
    const rows = table(readme, 'Configuration');
    const pairs = rows.map((row) => [codes(row[0])[0], codes(row[1])[0]]);
    const manifest = (element.attributes ?? []).map((attribute) => [attribute.name, attribute.fieldName]);
    expect(pairs.sort()).toEqual(manifest.sort());
  });

  it('lists every public property', () => {
    const settings = (element.attributes ?? []).map((attribute) => attribute.fieldName ?? '');
    const properties = (element.members ?? []).filter((member) => member.kind === 'field' && !member.static);
    const documented = [...column(table(readme, 'Properties'), 0), ...column(table(readme, 'Configuration'), 1)];
    // "one per setting (`apiBase`, `locale`, …)" stands for the settings of the Configuration table.
    expect(sorted(documented.filter((name) => !name.includes('…')))).toEqual(sorted(names(properties)));
    expect(sorted(settings).every((name) => documented.includes(name))).toBe(true);
  });

  it('lists every method', () => {
    const methods = (element.members ?? []).filter((member) => member.kind === 'method' && !member.static);
    const documented = column(table(readme, 'Methods'), 0).map((signature) => signature.replace(/\(.*$/, ''));
    expect(sorted(documented)).toEqual(sorted(names(methods)));
  });

  it('lists every event', () => {
    expect(sorted(column(table(readme, 'Events'), 0))).toEqual(names(element.events));
  });

  it('lists every CSS custom property', () => {
    expect(sorted(column(table(readme, 'Custom properties'), 0))).toEqual(names(element.cssProperties));
  });

  it('lists every CSS part', () => {
    expect(sorted(column(table(readme, 'Parts'), 0))).toEqual(names(element.cssParts));
  });
});
