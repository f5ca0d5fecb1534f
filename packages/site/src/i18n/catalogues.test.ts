import { describe, expect, it } from 'vitest';
import { expectConsistent, expectTypesCurrent, englishOf } from './catalogueChecks.ts';
import { LOCALE_TAG, type Locale } from './locale.ts';
import { partOf, type MessagePart } from './messages.ts';
import { CATALOGUE_PARTS, CATALOGUES } from './testing.ts';

/** Each catalogue by its i18next language (zh-tw → zh-TW). */
const byTag = Object.fromEntries(Object.entries(CATALOGUES).map(([locale, messages]) => [LOCALE_TAG[locale as Locale], messages]));
const en = CATALOGUES.en;
const deCH = CATALOGUES['de-ch'];
const zhTW = CATALOGUES['zh-tw'];
const zhCN = CATALOGUES['zh-cn'];

/** Strings that are the same in English and a translation on purpose: names and loanwords. */
const SAME_AS_ENGLISH = new Set(['KY Gaming', 'RTP', 'Bingo', 'Poker', 'Wallet', 'Name']);

describe('the message catalogues', () => {
  it('have the same keys in every locale, each plural with exactly its language’s forms, and the English placeholders', () => {
    expectConsistent(byTag);
  });

  it.each(['zh-tw', 'zh-cn', 'de-ch'] as const)('%s translates every English text', (locale) => {
    const untranslated = Object.entries(CATALOGUES[locale])
      .filter(([key, text]) => text === englishOf(en, key) && !SAME_AS_ENGLISH.has(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
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

  it('puts no space between Chinese text and a game’s name, which is Chinese too (遊玩 骰子 read as two words)', () => {
    const cjk = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
    const spaced = new RegExp(`${cjk} \\{(game|name)\\}|\\{(game|name)\\} ${cjk}`);
    for (const catalogue of [zhTW, zhCN]) expect(Object.entries(catalogue).filter(([, text]) => spaced.test(text))).toEqual([]);
  });

  it.each(Object.keys(CATALOGUE_PARTS) as Locale[])('%s has the three parts, each key in the part its prefix names', (locale) => {
    const parts = CATALOGUE_PARTS[locale];
    expect(Object.keys(parts).sort()).toEqual(['play', 'player', 'site']);
    for (const [part, messages] of Object.entries(parts)) {
      expect(Object.keys(messages).filter((key) => partOf(key) !== (part as MessagePart)), part).toEqual([]);
    }
  });

  it('has key types generated from the English catalogue as it is', () => {
    expectTypesCurrent(import.meta.url, CATALOGUE_PARTS.en);
  });
});
