import { describe, expect, it } from 'vitest';
import { formatMoney, numberFormat } from './format';

describe('formatMoney', () => {
  it('takes the product locales and BCP 47 tags alike', () => {
    expect(formatMoney(1234.5, 'cny', 'en')).toBe('CN¥1,234.50');
    expect(formatMoney(1234.5, 'cny', 'en-US')).toBe('CN¥1,234.50');
    expect(formatMoney(1234.5, 'cny', 'zh-CN')).toBe('¥1,234.50');
  });

  it("shows the currency's own decimals, as the wallet counts them", () => {
    expect(formatMoney(1500, 'jpy', 'en')).toBe('¥1,500');
    expect(formatMoney(12.5, 'cny', 'en')).toBe('CN¥12.50');
  });

  it('marks gains and losses when signed, never zero', () => {
    expect(formatMoney(9.8, 'cny', 'en', { signed: true })).toBe('+CN¥9.80');
    expect(formatMoney(-10, 'cny', 'en', { signed: true })).toBe('-CN¥10.00');
    expect(formatMoney(0, 'cny', 'en', { signed: true })).toBe('CN¥0.00');
  });

  it('drops the zeros of whole amounts only when asked', () => {
    expect(formatMoney(500, 'cny', 'en', { trimZeros: true })).toBe('CN¥500');
    expect(formatMoney(500.5, 'cny', 'en', { trimZeros: true })).toBe('CN¥500.50');
  });

  it("is in the wallet's default currency when the currency is empty", () => {
    expect(formatMoney(1, '', 'en')).toBe('CN¥1.00');
  });

  it('falls back to the number and the code for a currency Intl does not know', () => {
    expect(formatMoney(1234.5, 'xy1', 'en', { signed: true })).toBe('+1,234.5 XY1');
  });
});

describe('numberFormat', () => {
  it('makes one formatter per tag and options', () => {
    expect(numberFormat('en-US', { style: 'percent' })).toBe(numberFormat('en-US', { style: 'percent' }));
    expect(numberFormat('en-US', { style: 'percent' })).not.toBe(numberFormat('de-CH', { style: 'percent' }));
  });
});
