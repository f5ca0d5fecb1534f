import { describe, expect, it } from 'vitest';
import { expectConsistent, expectTypesCurrent } from '../../i18n/catalogueChecks.ts';
import deCH from './locales/de-CH/admin.json';
import en from './locales/en/admin.json';
import zhCN from './locales/zh-CN/admin.json';
import zhTW from './locales/zh-TW/admin.json';

const catalogues: Record<string, Readonly<Record<string, string>>> = { en, 'zh-TW': zhTW, 'zh-CN': zhCN, 'de-CH': deCH };

describe('the back office catalogues', () => {
  it('have the same keys in every locale, each plural with exactly its language’s forms, and the English placeholders', () => {
    expectConsistent(catalogues);
  });

  it('Swiss standard German writes ss, never ß', () => {
    expect(Object.values(deCH).join(' ')).not.toContain('ß');
  });

  it('Traditional and Simplified Chinese are not the same text', () => {
    expect(zhTW['nav.accounts']).not.toBe(zhCN['nav.accounts']);
    expect(zhTW['account.password']).toBe('密碼');
    expect(zhCN['account.password']).toBe('密码');
  });

  it('has key types generated from the English catalogue as it is', () => {
    expectTypesCurrent(import.meta.url, { admin: en });
  });
});
