import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money.ts';

describe('toMinorUnits', () => {
  it('converts major units to integer minor units per currency', () => {
    expect(toMinorUnits(12.34, 'cny')).toBe(1234);
    expect(toMinorUnits(500, 'cny')).toBe(50000);
    expect(toMinorUnits(1500, 'jpy')).toBe(1500);
    expect(toMinorUnits(0.01, 'usd')).toBe(1);
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(toMinorUnits(12.345, 'cny')).toBeNull();
    expect(toMinorUnits(0.1 + 0.2, 'cny')).toBeNull();
    expect(toMinorUnits(10.5, 'jpy')).toBeNull();
  });

  it('refuses what is not a finite number', () => {
    expect(toMinorUnits(Number.NaN, 'cny')).toBeNull();
    expect(toMinorUnits(Number.POSITIVE_INFINITY, 'cny')).toBeNull();
    expect(toMinorUnits('12' as unknown as number, 'cny')).toBeNull();
    expect(toMinorUnits(1e300, 'cny')).toBeNull();
  });
});

describe('fromMinorUnits', () => {
  it('is the inverse of toMinorUnits', () => {
    for (const amount of [0.01, 0.1, 1, 12.34, 999.99, 50000]) {
      expect(fromMinorUnits(toMinorUnits(amount, 'cny') ?? -1, 'cny')).toBe(amount);
    }
    expect(fromMinorUnits(1500, 'jpy')).toBe(1500);
  });
});
