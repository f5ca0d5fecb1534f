import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { API_ERROR_CODES, CLIENT_ERROR_CODES, type ErrorCode } from '@ky-wallet/protocol';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  en,
  isMessageKey,
  isPlainMessageKey,
  loadLocale,
  LOCALES,
  matchLocale,
  readyLocale,
  resolveLocale,
  translator,
  type Locale,
  type MessageKey,
  type PlainMessageKey,
  type Translate,
} from '.';
import { formatMoney } from '../format';
import deCH from './locales/de-CH/widget.json';
import enJson from './locales/en/widget.json';
import zhCN from './locales/zh-CN/widget.json';
import zhTW from './locales/zh-TW/widget.json';

/** The catalogues as files: every key and text, plural forms included. */
const CATALOGUES: Record<Locale, Record<string, string>> = { en: enJson, 'zh-TW': zhTW, 'zh-CN': zhCN, 'de-CH': deCH };

/**
 * Strings that may read the same as the English in another locale. Empty today; a brand name
 * would go here, with the locales it applies to.
 */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly string[]>> = {};

const others = LOCALES.filter((locale) => locale !== 'en');

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
/** Keys with plural forms, by base key, in any catalogue. */
const pluralKeys = new Set(LOCALES.flatMap((locale) => Object.keys(CATALOGUES[locale]).flatMap((key) => PLURAL.exec(key)?.[1] ?? [])));
const splitKey = (key: string) => {
  const match = PLURAL.exec(key);
  return match && pluralKeys.has(match[1] ?? '') ? { base: match[1] ?? '', form: match[2] } : { base: key, form: undefined };
};
/** The catalogue's keys with plural suffixes taken off. */
const baseKeys = (locale: Locale) => [...new Set(Object.keys(CATALOGUES[locale]).map((key) => splitKey(key).base))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe('i18n', () => {
  describe('the catalogues', () => {
    it.each(LOCALES)('%s has exactly the keys every other catalogue has, plural suffixes aside', (locale) => {
      for (const other of LOCALES) expect(baseKeys(locale), `${locale} vs ${other}`).toEqual(baseKeys(other));
    });

    it.each(LOCALES)("%s has exactly its language's plural forms for each plural key", (locale) => {
      expect(pluralKeys.size).toBeGreaterThan(0);
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const base of pluralKeys) {
        const forms = Object.keys(CATALOGUES[locale]).flatMap((key) => (splitKey(key).base === base ? [splitKey(key).form] : []));
        expect(forms.sort(), `${locale}: ${base}`).toEqual(categories);
      }
    });

    it.each(LOCALES)('%s translates every protocol error code, as a message that needs no values', (locale) => {
      for (const code of [...API_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
        const text = CATALOGUES[locale][code];
        expect(text?.trim(), `${locale}: ${code}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale}: ${code}`).toEqual([]);
      }
      // And at compile time: a new code without a message is a type error here (and in wallet.ts).
      expectTypeOf<ErrorCode>().toExtend<PlainMessageKey>();
    });

    it.each(others)('%s holds no untranslated copy of the English text', (locale) => {
      const allowed = SAME_AS_ENGLISH[locale] ?? [];
      const copies = Object.entries(CATALOGUES[locale]).filter(
        ([key, text]) => !allowed.includes(key) && text.trim() === CATALOGUES.en[key],
      );
      expect(copies).toEqual([]);
    });

    it.each(LOCALES)('%s keeps the placeholders of the English text', (locale) => {
      for (const [key, text] of Object.entries(CATALOGUES[locale])) {
        const { base, form } = splitKey(key);
        // A plural form is held to the English "other" form: the count is always there.
        const english = CATALOGUES.en[form ? `${base}_other` : key] ?? '';
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english));
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

    it('has its key types (resources.d.ts) generated from the English catalogue as it is now', () => {
      const root = resolve(__dirname, '../../../..');
      // Exits non-zero, naming the file, when resources.d.ts differs from what `npm run i18n:types` writes.
      expect(() =>
        execFileSync(process.execPath, ['scripts/i18n-types.mjs', '--check', 'packages/widget'], { cwd: root, stdio: 'pipe' }),
      ).not.toThrow();
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
    it('has English at once; another locale once its catalogue has loaded (English until then)', async () => {
      expect(readyLocale('en')).toBe('en');
      expect(translator('en')('deposit')).toBe('Deposit');
      expect(readyLocale('zh-TW')).toBeNull();
      expect(translator('zh-TW')('deposit')).toBe('Deposit');
      const load = loadLocale('zh-TW');
      expect(loadLocale('zh-TW')).toBe(load); // one request, however many ask
      await load;
      expect(readyLocale('zh-TW')).toBe('zh-TW');
      expect(translator('zh-TW')('deposit')).toBe('儲值');
    });

    it('fills in placeholders and picks plural forms by count', async () => {
      await Promise.all(LOCALES.map(loadLocale));
      expect(translator('en')('amount_decimals', { count: 1 })).toBe('Use at most 1 decimal place.');
      expect(translator('en')('amount_decimals', { count: 2 })).toBe('Use at most 2 decimal places.');
      expect(translator('zh-CN')('amount_decimals', { count: 2 })).toBe('最多保留 2 位小数。');
      expect(translator('de-CH')('amount_decimals', { count: 1 })).toBe('Verwenden Sie höchstens 1 Nachkommastelle.');
      expect(translator('de-CH')('amount_decimals', { count: 2 })).toBe('Verwenden Sie höchstens 2 Nachkommastellen.');
    });

    it('types its keys and their values', () => {
      const t: Translate = translator('en');
      expectTypeOf(t('deposit')).toBeString();
      // @ts-expect-error an unknown key
      t('nope');
      // @ts-expect-error a plural message needs its count
      t('amount_decimals');
      // @ts-expect-error a plural form is not a key of its own
      t('amount_decimals_one');
      // @ts-expect-error the count is a number
      t('amount_decimals', { count: '2' });
      expectTypeOf<'amount_decimals'>().toExtend<MessageKey>();
      expectTypeOf<'amount_decimals'>().not.toExtend<PlainMessageKey>();
      expectTypeOf<'login_first'>().toExtend<PlainMessageKey>();
    });

    it('knows its message keys, and which need no values', () => {
      expect(isMessageKey('login_first')).toBe(true);
      expect(isMessageKey('amount_decimals')).toBe(true);
      expect(isMessageKey('amount_decimals_one')).toBe(false);
      expect(isMessageKey('toString')).toBe(false);
      expect(isMessageKey('nope')).toBe(false);
      expect(isPlainMessageKey('login_success')).toBe(true);
      expect(isPlainMessageKey('amount_decimals')).toBe(false);
      expect(isPlainMessageKey('toString')).toBe(false);
    });
  });

  describe('money', () => {
    it('is formatted with Intl in each locale', () => {
      expect(formatMoney(1234.5, 'cny', 'en')).toBe('CN¥1,234.50');
      expect(formatMoney(1234.5, 'cny', 'zh-CN')).toBe('¥1,234.50');
      expect(formatMoney(1234.5, 'cny', 'zh-TW')).toBe('CN¥1,234.50');
      // de-CH groups thousands with an apostrophe (’ or ', depending on the ICU version).
      expect(formatMoney(1234.5, 'chf', 'de-CH')).toMatch(/^CHF\s1['’]234\.50$/);
      expect(formatMoney(500, 'cny', 'en', { trimZeros: true })).toBe('CN¥500');
      expect(formatMoney(5, 'xyz', 'en')).toMatch(/5/);
    });
  });
});
