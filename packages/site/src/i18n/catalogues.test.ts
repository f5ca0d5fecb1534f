import { describe, expect, it } from 'vitest';
import { deCH } from './de-CH.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-TW': zhTW, 'zh-CN': zhCN, 'de-CH': deCH };

/** Strings that are the same in English and a translation on purpose: names and loanwords. */
const SAME_AS_ENGLISH = new Set(['KY Gaming', 'RTP', 'Bingo', 'Poker', 'Wallet', 'Name']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogues', () => {
  const names = Object.keys(catalogues);

  it.each(names.flatMap((a) => names.filter((b) => a !== b).map((b) => [a, b])))(
    '%s has every key %s has',
    (a, b) => {
      const missing = Object.keys(catalogues[b] ?? {}).filter((key) => !(key in (catalogues[a] ?? {})));
      expect(missing).toEqual([]);
    },
  );

  it.each(names.filter((name) => name !== 'en'))('%s translates every English text', (name) => {
    const untranslated = Object.entries(catalogues[name] ?? {})
      .filter(([key, text]) => text === en[key as keyof typeof en] && !SAME_AS_ENGLISH.has(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(names)('%s has no empty message and keeps the English placeholders', (name) => {
    for (const [key, text] of Object.entries(catalogues[name] ?? {})) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('writes Swiss German without ß', () => {
    expect(Object.entries(deCH).filter(([, text]) => text.includes('ß'))).toEqual([]);
  });

  it('has no Simplified-only text in the Traditional catalogue, nor the reverse, in common cases', () => {
    // A few characters that differ between the scripts; a copy-paste from the wrong catalogue shows.
    const simplifiedOnly = /[们这说时为录个语页号设网络级产码边关]/;
    const traditionalOnly = /[們這說時為錄個語頁號設網絡級產碼邊關]/;
    expect(Object.entries(zhTW).filter(([, text]) => simplifiedOnly.test(text))).toEqual([]);
    expect(Object.entries(zhCN).filter(([, text]) => traditionalOnly.test(text))).toEqual([]);
  });
});
