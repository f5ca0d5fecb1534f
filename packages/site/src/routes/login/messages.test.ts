import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locale.ts';
import { LOGIN_LINK_MESSAGES } from './messages.ts';

describe('the automated log-in page messages', () => {
  it.each(LOCALES)('%s has every English key, translated', (locale) => {
    const messages = LOGIN_LINK_MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(LOGIN_LINK_MESSAGES.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    if (locale !== 'en') expect(messages.used).not.toBe(LOGIN_LINK_MESSAGES.en.used);
  });

  it('Swiss standard German writes ss, never ß', () => {
    expect(Object.values(LOGIN_LINK_MESSAGES['de-ch']).join(' ')).not.toContain('ß');
  });
});
