import { API_ERROR_CODES, CLIENT_ERROR_CODES } from '@ky-wallet/protocol';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, en, isMessageKey, isPlainMessageKey, LOCALES, matchLocale, resolveLocale, translator, type Locale, type MessageKey } from '.';
import { formatMoney } from '../format';

/**
 * Strings that may read the same as the English in another locale. Empty today; a brand name
 * would go here, with the locales it applies to.
 */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly MessageKey[]>> = {};

const others = LOCALES.filter((locale) => locale !== 'en');

describe('i18n', () => {
  describe('the catalogues', () => {
    it.each(LOCALES)('%s has exactly the keys every other catalogue has', (locale) => {
      const keys = Object.keys(CATALOGUES[locale]).sort();
      for (const other of LOCALES) expect(keys, `${locale} vs ${other}`).toEqual(Object.keys(CATALOGUES[other]).sort());
    });

    it.each(LOCALES)('%s translates every protocol error code', (locale) => {
      for (const code of [...API_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
        expect(CATALOGUES[locale][code]?.trim(), `${locale}: ${code}`).toBeTruthy();
      }
    });

    it.each(others)('%s holds no untranslated copy of the English text', (locale) => {
      const allowed = SAME_AS_ENGLISH[locale] ?? [];
      const copies = (Object.keys(en) as MessageKey[]).filter(
        (key) => !allowed.includes(key) && CATALOGUES[locale][key].trim() === en[key],
      );
      expect(copies).toEqual([]);
    });

    it.each(LOCALES)('%s keeps the placeholders of the English text', (locale) => {
      for (const key of Object.keys(en) as MessageKey[]) {
        const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
        expect(placeholders(CATALOGUES[locale][key]), `${locale}: ${key}`).toEqual(placeholders(en[key]));
      }
    });

    it('writes Swiss Standard German: ss, never ß', () => {
      const withEszett = Object.entries(CATALOGUES['de-CH']).filter(([, text]) => text.includes('ß'));
      expect(withEszett).toEqual([]);
      expect(CATALOGUES['de-CH'].close).toBe('Schliessen');
    });

    it('holds the SPEC.md texts', () => {
      expect(en.login_success).toBe('Login successful!');
      expect(en.login_failed).toBe('Login failed!');
      expect(en.login_first).toBe('To provide a better experience, please log in first');
      expect(en.age_message).toBe('Please confirm your meet the legal age requirement to continue');
      expect(en.age_confirm).toBe('Yes, I am over 18');
      expect(en.age_exit).toBe('No, take me back');
    });
  });

  describe('locale matching', () => {
    it.each([
      ['en', 'en'],
      ['en-GB', 'en'],
      ['de', 'de-CH'],
      ['de-DE', 'de-CH'],
      ['de-AT', 'de-CH'],
      ['de-CH', 'de-CH'],
      ['de_ch', 'de-CH'],
      ['gsw', 'de-CH'],
      ['zh-TW', 'zh-TW'],
      ['zh-HK', 'zh-TW'],
      ['zh-MO', 'zh-TW'],
      ['zh-Hant', 'zh-TW'],
      ['zh-Hant-CN', 'zh-TW'],
      ['zh', 'zh-CN'],
      ['zh-CN', 'zh-CN'],
      ['zh-cn', 'zh-CN'],
      ['zh-Hans', 'zh-CN'],
      ['zh-Hans-HK', 'zh-CN'],
      ['zh-SG', 'zh-CN'],
      ['fr', null],
      ['', null],
    ])('%s is %s', (tag, locale) => {
      expect(matchLocale(tag)).toBe(locale);
    });

    it('takes the setting, else the first browser language we have, else English', () => {
      expect(resolveLocale('zh-HK', ['de-DE'])).toBe('zh-TW');
      expect(resolveLocale(undefined, ['fr-FR', 'de-AT', 'en'])).toBe('de-CH');
      expect(resolveLocale('fr', ['ja', 'zh-SG'])).toBe('zh-CN');
      expect(resolveLocale('', ['fr', 'ja'])).toBe('en');
      expect(resolveLocale(null, [])).toBe('en');
    });
  });

  describe('the translator', () => {
    it('translates keys and fills in placeholders', () => {
      expect(translator('en')('deposit')).toBe('Deposit');
      expect(translator('zh-TW')('deposit')).toBe('儲值');
      expect(translator('zh-CN')('amount_decimals', { decimals: 2 })).toBe('最多保留 2 位小数。');
      expect(translator('de-CH')('amount_decimals', { decimals: 2 })).toBe('Verwenden Sie höchstens 2 Nachkommastellen.');
    });

    it('knows its message keys, and which need no values', () => {
      expect(isMessageKey('login_first')).toBe(true);
      expect(isMessageKey('toString')).toBe(false);
      expect(isMessageKey('nope')).toBe(false);
      expect(isPlainMessageKey('login_success')).toBe(true);
      expect(isPlainMessageKey('amount_decimals')).toBe(false);
    });
  });

  describe('money', () => {
    it('is formatted with Intl in each locale', () => {
      expect(formatMoney(1234.5, 'cny', 'en')).toBe('CN¥1,234.50');
      expect(formatMoney(1234.5, 'cny', 'zh-CN')).toBe('¥1,234.50');
      expect(formatMoney(1234.5, 'cny', 'zh-TW')).toBe('CN¥1,234.50');
      // de-CH groups thousands with an apostrophe (’ or ', depending on the ICU version).
      expect(formatMoney(1234.5, 'chf', 'de-CH')).toMatch(/^CHF\s1['’]234\.50$/);
      expect(formatMoney(500, 'cny', 'en', true)).toBe('CN¥500');
      expect(formatMoney(5, 'xyz', 'en')).toMatch(/5/);
    });
  });
});
