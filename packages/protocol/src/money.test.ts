import { describe, expect, it } from 'vitest';
import { checkAmount, fromMinorUnits, toMinorUnits } from './money.ts';

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

describe('checkAmount', () => {
  const bounds = { min: 100, max: 100_000 }; // 1 to 1000 CNY

  it('resolves minor units for a valid amount, within the bounds when given', () => {
    expect(checkAmount(12.34, 'cny')).toEqual({ ok: true, minor: 1234 });
    expect(checkAmount(1500, 'jpy')).toEqual({ ok: true, minor: 1500 });
    expect(checkAmount(1, 'cny', bounds)).toEqual({ ok: true, minor: 100 });
    expect(checkAmount(1000, 'cny', bounds)).toEqual({ ok: true, minor: 100_000 });
  });

  it('refuses what is not a positive number', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, '5', null]) {
      expect(checkAmount(amount, 'cny')).toEqual({ ok: false, code: 'invalid_amount', reason: 'not_a_number', decimals: 2 });
    }
    expect(checkAmount(0, 'cny')).toMatchObject({ ok: false, code: 'invalid_amount', reason: 'not_positive' });
    expect(checkAmount(-5, 'jpy')).toMatchObject({ ok: false, code: 'invalid_amount', reason: 'not_positive', decimals: 0 });
  });

  it('refuses more decimals than the currency has; an unlisted currency has 2', () => {
    expect(checkAmount(0.1 + 0.2, 'cny')).toEqual({ ok: false, code: 'invalid_amount', reason: 'too_precise', decimals: 2 });
    expect(checkAmount(10.5, 'jpy')).toMatchObject({ code: 'invalid_amount', reason: 'too_precise', decimals: 0 });
    expect(checkAmount(1.25, 'xyz')).toEqual({ ok: true, minor: 125 });
    expect(checkAmount(1.255, 'xyz')).toMatchObject({ code: 'invalid_amount', decimals: 2 });
  });

  it('answers amount_too_small and amount_too_large with the bound in major units', () => {
    expect(checkAmount(0.5, 'cny', bounds)).toEqual({ ok: false, code: 'amount_too_small', min: 1 });
    expect(checkAmount(1000.01, 'cny', bounds)).toEqual({ ok: false, code: 'amount_too_large', max: 1000 });
    // Too large to convert exactly is too large, not "too many decimals".
    expect(checkAmount(1e20, 'cny', bounds)).toEqual({ ok: false, code: 'amount_too_large', max: 1000 });
  });
});
