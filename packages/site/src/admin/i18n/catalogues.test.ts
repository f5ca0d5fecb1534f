import { describe, expect, it } from 'vitest';
import { deCH } from './de-CH.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the back office catalogues', () => {
  it.each([
    ['zh-TW', zhTW],
    ['zh-CN', zhCN],
    ['de-CH', deCH],
  ])('%s has exactly the English keys, each translated, with the same placeholders', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = messages[key as keyof typeof en];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('Swiss standard German writes ss, never ß', () => {
    expect(Object.values(deCH).join(' ')).not.toContain('ß');
  });

  it('Traditional and Simplified Chinese are not the same text', () => {
    expect(zhTW['nav.accounts']).not.toBe(zhCN['nav.accounts']);
    expect(zhTW['account.password']).toBe('密碼');
    expect(zhCN['account.password']).toBe('密码');
  });
});
