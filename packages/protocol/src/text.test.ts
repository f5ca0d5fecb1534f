import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from './calls.js';
import { UpdateAccountRequestSchema } from './admin.js';
import { hasHiddenCharacters, hasVisibleCharacter } from './text.js';

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
});
