import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Browsers compile an input's `pattern` with the `v` flag, where `(`, `)`, `-` and a few more must
 * be escaped inside a character class: a pattern that does not compile is ignored (the field
 * counts as valid) and logged as a console error. Every pattern of the back office and the site
 * must compile as the browser compiles it.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') && !entry.name.includes('.stories.') ? [path] : [];
  });
}

describe('input patterns', () => {
  const patterns = sources(join(import.meta.dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bpattern="([^"]*)"/g)].map((match) => [file.split('/src/')[1], match[1] ?? ''] as const),
  );

  it('finds the forms', () => {
    expect(patterns.length).toBeGreaterThan(2);
  });

  it.each(patterns)('%s: %s compiles with the v flag, as browsers compile it', (_file, pattern) => {
    expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
  });

  it('the phone pattern takes what staff type and refuses letters', () => {
    const phone = new RegExp('^(?:\\+?[0-9][0-9 \\(\\)\\-]{4,24})$', 'v');
    expect(phone.test('+41 (44) 123-45-67')).toBe(true);
    expect(phone.test('abc')).toBe(false);
  });
});
