import { describe, expect, it } from 'vitest';
import en from './i18n/locales/en/admin.json';
import { makeI18n } from './i18n/i18n.tsx';
import { validityMessage } from './validity.ts';

const { t } = makeI18n('en', en);

function input(attributes: Record<string, string>, value = ''): HTMLInputElement {
  const field = document.createElement('input');
  for (const [name, text] of Object.entries(attributes)) field.setAttribute(name, text);
  field.value = value;
  return field;
}

describe('validityMessage', () => {
  it('says what a refused field needs, in the back office’s words', () => {
    expect(validityMessage(input({ required: '' }), t)).toBe('Fill in this field.');
    expect(validityMessage(input({ type: 'email' }, 'not-an-address'), t)).toBe('Enter an e-mail address, for example name@example.com.');
    expect(validityMessage(input({ name: 'currency', pattern: '[a-zA-Z]{3}' }, 'yuan'), t)).toBe(
      'Enter a three-letter currency code, for example CNY.',
    );
    expect(validityMessage(input({ name: 'other', pattern: '[0-9]+' }, 'x'), t)).toBe('Use the format this field asks for.');
    // A Cyrillic е among Latin letters: the account form reports it on submit.
    expect(validityMessage(input({ name: 'account_name' }, 'd\u0435mo'), t)).toBe(
      'Use the letters of one script: Latin, Cyrillic and Greek letters look alike when mixed.',
    );
  });

  it('says nothing of a field the browser takes', () => {
    expect(validityMessage(input({ required: '', type: 'email' }, 'name@example.com'), t)).toBe('');
  });
});
