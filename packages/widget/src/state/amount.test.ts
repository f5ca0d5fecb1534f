import { describe, expect, it } from 'vitest';
import { checkAmount, parseAmountInput } from './amount';

describe('amounts', () => {
  it('accepts positive amounts with the currency decimals', () => {
    expect(checkAmount(100, 'cny')).toBeNull();
    expect(checkAmount(0.01, 'cny')).toBeNull();
    expect(checkAmount(12.34, 'usd')).toBeNull();
    expect(checkAmount(1000, 'jpy')).toBeNull();
  });

  it('refuses zero, negatives, too many decimals and non-numbers', () => {
    expect(checkAmount(0, 'cny')).toEqual({ key: 'amount_positive' });
    expect(checkAmount(-5, 'cny')).toEqual({ key: 'amount_positive' });
    expect(checkAmount(1.005, 'cny')).toEqual({ key: 'amount_decimals', decimals: 2 });
    expect(checkAmount(1.5, 'jpy')).toEqual({ key: 'amount_whole' });
    expect(checkAmount(Number.NaN, 'cny')).toEqual({ key: 'amount_invalid' });
    expect(checkAmount(Number.POSITIVE_INFINITY, 'cny')).toEqual({ key: 'amount_invalid' });
  });

  it('assumes 2 decimals for a currency the protocol does not list', () => {
    expect(checkAmount(1.25, 'xyz')).toBeNull();
    expect(checkAmount(1.255, 'xyz')).toEqual({ key: 'amount_decimals', decimals: 2 });
  });

  it('parses typed text strictly', () => {
    expect(parseAmountInput(' 12.5 ')).toBe(12.5);
    expect(parseAmountInput('.5')).toBe(0.5);
    expect(parseAmountInput('')).toEqual({ key: 'amount_required' });
    expect(parseAmountInput('1e3')).toEqual({ key: 'amount_invalid' });
    expect(parseAmountInput('1,000')).toEqual({ key: 'amount_invalid' });
    // A negative number is a number: the message says what is wrong with it.
    expect(parseAmountInput('-1')).toEqual({ key: 'amount_positive' });
    expect(parseAmountInput('-0.5')).toEqual({ key: 'amount_positive' });
    expect(parseAmountInput('--1')).toEqual({ key: 'amount_invalid' });
  });
});
