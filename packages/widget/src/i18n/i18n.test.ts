import { API_ERROR_CODES, CLIENT_ERROR_CODES } from '@ky-wallet/protocol';
import { describe, expect, it } from 'vitest';
import { createI18n, en, isMessageKey, resolveLocale } from '.';
import { zhCN } from './zh-CN';

describe('i18n', () => {
  it('translates every protocol error code in every locale', () => {
    for (const code of [...API_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      expect(en[code], code).toBeTruthy();
      expect(zhCN[code], code).toBeTruthy();
    }
  });

  it('has the same keys in zh-CN as in en', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
  });

  it('holds the SPEC.md texts', () => {
    expect(en.login_success).toBe('Login successful!');
    expect(en.login_failed).toBe('Login failed!');
    expect(en.login_first).toBe('To provide a better experience, please log in first');
    expect(en.deposit_success).toBe('Deposit successful!');
  });

  it('resolves the locale attribute, falling back to en', () => {
    expect(resolveLocale('zh-CN')).toBe('zh-CN');
    expect(resolveLocale('zh-cn')).toBe('zh-CN');
    expect(resolveLocale('zh_CN')).toBe('zh-CN');
    expect(resolveLocale('zh-Hans')).toBe('zh-CN');
    expect(resolveLocale('de-CH')).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });

  it('gives each element its own instance', () => {
    const english = createI18n('en');
    const chinese = createI18n('zh-CN');
    expect(english.t('deposit')).toBe('Deposit');
    expect(chinese.t('deposit')).toBe('充值');
    expect(chinese.t('amount_decimals', { decimals: 2 })).toBe('最多保留 2 位小数。');
    expect(english.t('deposit')).toBe('Deposit');
  });

  it('knows its message keys', () => {
    expect(isMessageKey('login_first')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
  });
});
