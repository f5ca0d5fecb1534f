import { describe, expect, it } from 'vitest';
import { formatMinor, formatMultiplier, majorText, parseMajor } from './money.ts';

describe('money at the edge of the game server', () => {
  it('parses typed major units into minor units with the currency’s decimals', () => {
    expect(parseMajor('1', 'cny')).toBe(100);
    expect(parseMajor('0.1', 'cny')).toBe(10);
    expect(parseMajor('12,34', 'cny')).toBe(1234);
    expect(parseMajor('.5', 'cny')).toBe(50);
    expect(parseMajor('150', 'jpy')).toBe(150);
    for (const bad of ['', '0', '0.00', '1.234', '-1', '1e3', 'abc', '1.5', ' ']) {
      expect(parseMajor(bad, bad === '1.5' ? 'jpy' : 'cny'), bad).toBeNull();
    }
  });

  it('writes minor units back for the field and for reading', () => {
    expect(majorText(150, 'cny')).toBe('1.50');
    expect(majorText(150, 'jpy')).toBe('150');
    expect(formatMinor(123456, 'cny', 'en')).toBe('CN¥1,234.56');
    expect(formatMinor(100, 'cny', 'de-CH').replace(/\s/u, ' ')).toBe('CN¥ 1.00');
  });

  it('shows multipliers rounded as the rule pages do', () => {
    expect(formatMultiplier(29, 100, 2, 'en')).toBe('0.29×');
    expect(formatMultiplier(12597, 10_000, 2, 'en')).toBe('1.26×');
    expect(formatMultiplier(19800, 10_000, 4, 'en')).toBe('1.9800×');
    expect(formatMultiplier(10421, 10_000, 2, 'en')).toBe('1.04×');
    expect(formatMultiplier(100_000_000, 10_000, 2, 'en')).toBe('10,000.00×');
  });
});
