import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from './calls.js';
import { CreateAccountRequestSchema, UpdateAccountRequestSchema } from './admin.js';
import { hasHiddenCharacters, hasVisibleCharacter, mixesLookalikeScripts } from './text.js';

describe('text people read', () => {
  it('refuses control and format characters: NUL, zero-width spaces, right-to-left overrides', () => {
    for (const text of ['a\u0000', 'a\u200Bb', '\u202Eevil', 'x\u2066y', 'tab\there']) expect(hasHiddenCharacters(text)).toBe(true);
    for (const text of ['Anna Müller', '王小明', 'O’Brien-Smith']) expect(hasHiddenCharacters(text)).toBe(false);
  });

  it('takes line breaks, tabs and emoji sequences in text of several lines', () => {
    expect(hasHiddenCharacters('Hello,\r\n\tthanks 👩\u200D💻', true)).toBe(false);
    expect(hasHiddenCharacters('Hello \u202Eevil', true)).toBe(true);
  });

  it('sees nothing in white space and zero-width characters alone', () => {
    expect(hasVisibleCharacter('\u200B\u200B')).toBe(false);
    expect(hasVisibleCharacter(' a ')).toBe(true);
  });

  it('is checked in the contact form (a field code the form translates) and in an account’s name and memo', () => {
    const contact = { first_name: '\u200B', last_name: 'Lee\u202E', email_address: 'x@example.com', your_message: 'Hi\nthere', agree_privacy: true };
    const result = v.safeParse(ContactRequestSchema, contact);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message]));
    expect(messages).toEqual({ first_name: 'required', last_name: 'invalid_text' });
    expect(v.safeParse(UpdateAccountRequestSchema, { name: '\u202Eevil' }).success).toBe(false);
    expect(v.safeParse(UpdateAccountRequestSchema, { memo: 'VIP\nsince 2024' }).success).toBe(true);
  });

  it('refuses a name that mixes Latin, Cyrillic or Greek letters, which look alike, and takes one script or Han beside Latin', () => {
    // d, Cyrillic е, m, o; Latin with Greek omicron; Cyrillic with Greek.
    for (const name of ['d\u0435mo', 'dem\u03BF', '\u0434\u03B5']) expect(mixesLookalikeScripts(name), name).toBe(true);
    for (const name of ['demo', '\u0434\u0435\u043C\u043E', '\u0394\u03AE\u03BC\u03B7\u03C4\u03C1\u03B1', '王demo', 'anna.müller@x', '42']) {
      expect(mixesLookalikeScripts(name), name).toBe(false);
    }
    const create = (account_name: string) => v.safeParse(CreateAccountRequestSchema, { account_name, password: 'password-123', role: 'player' });
    expect(create('d\u0435mo').success).toBe(false);
    expect(create('\u0434\u0435\u043C\u043E').success).toBe(true);
  });
});
