import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResourcesAsInterface } from 'i18next-resources-for-ts';
import { expect } from 'vitest';
import type { Catalogue } from './messages.ts';

/*
 * What the site's and the back office's catalogue tests both check (catalogues.test.ts in i18n/
 * and admin/i18n/): the same keys in every locale, each plural with exactly its language's forms,
 * the English placeholders, and generated key types that match the English catalogue.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `games_one` → `games`; a key without a plural suffix is itself. */
export const baseKey = (key: string): string => key.replace(PLURAL, '');

/** The keys without plural suffixes, sorted: what every locale must have alike. */
export const baseKeys = (catalogue: Catalogue): string[] => [...new Set(Object.keys(catalogue).map(baseKey))].sort();

/** Each plural key's forms (`{ 'home.allGames': ['one', 'other'] }`), sorted. */
export function pluralForms(catalogue: Catalogue): Record<string, string[]> {
  const forms: Record<string, string[]> = {};
  for (const key of Object.keys(catalogue)) {
    const form = PLURAL.exec(key)?.[1];
    if (form) (forms[baseKey(key)] ??= []).push(form);
  }
  for (const list of Object.values(forms)) list.sort();
  return forms;
}

/** The plural forms a language has, as i18next picks them (Intl.PluralRules), sorted. */
export const pluralCategories = (tag: string): string[] => [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();

export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** The English text a message translates: the same key, or for a plural form English's `_other`. */
export function englishOf(en: Catalogue, key: string): string | undefined {
  return en[key] ?? en[`${baseKey(key)}_other`];
}

/** Checks every locale's catalogue against English (`catalogues.en`) and the generated types. */
export function expectConsistent(catalogues: Record<string, Catalogue>): void {
  const en = catalogues.en ?? {};
  for (const [tag, catalogue] of Object.entries(catalogues)) {
    expect(baseKeys(catalogue), tag).toEqual(baseKeys(en));
    const forms = pluralForms(catalogue);
    expect(Object.keys(forms).sort(), `${tag} plurals`).toEqual(Object.keys(pluralForms(en)).sort());
    for (const [key, list] of Object.entries(forms)) expect(list, `${tag} ${key}`).toEqual(pluralCategories(tag));
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), `${tag} ${key}`).not.toBe('');
      expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(englishOf(en, key) ?? ''));
    }
  }
}

/**
 * The `resources.d.ts` beside the test (`testUrl`: its import.meta.url) is what `npm run
 * i18n:types` (scripts/i18n-types.mjs) makes of the English catalogues now (`english`: each file's
 * name, without `.json`, to its messages), below its header comment.
 */
export function expectTypesCurrent(testUrl: string, english: Record<string, Catalogue>): void {
  const files = Object.keys(english).sort();
  const expected = mergeResourcesAsInterface(files.map((name) => ({ name, resources: english[name] ?? {} })));
  const file = join(dirname(fileURLToPath(testUrl)), 'resources.d.ts');
  const declarations = readFileSync(file, 'utf8').replace(/^\/\*\*[\s\S]*?\*\/\n/, '');
  expect(declarations, 'resources.d.ts is stale: run `npm run i18n:types`').toBe(expected);
}
