import { describe, expect, it } from 'vitest';
import { dayOrEmpty, filtersFrom, hasFilters, today, toWalletFilters, withFilters } from './filters.ts';

describe('the history filters in the URL', () => {
  it('reads game, from and to, and leaves out what is malformed', () => {
    expect(filtersFrom(new URLSearchParams('game=original-dice&from=2026-11-01&to=2026-11-23'))).toEqual({
      game: 'original-dice',
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(filtersFrom(new URLSearchParams('game=Not A Game&from=yesterday&to=2026-02-30'))).toEqual({
      game: '',
      from: '',
      to: '',
    });
  });

  it('turns a backwards range around', () => {
    expect(filtersFrom(new URLSearchParams('from=2026-11-23&to=2026-11-01'))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('knows real calendar days', () => {
    expect(dayOrEmpty('2024-02-29')).toBe('2024-02-29');
    expect(dayOrEmpty('2026-02-29')).toBe('');
    expect(dayOrEmpty(null)).toBe('');
  });

  it('writes the filters into the query, drops empty ones and starts again at page 1', () => {
    const next = withFilters(new URLSearchParams('page=3&game=original-wheel&x=1'), {
      game: 'original-dice',
      from: '2026-11-01',
      to: '',
    });
    expect(next.toString()).toBe('game=original-dice&x=1&from=2026-11-01');
    expect(hasFilters({ game: '', from: '', to: '' })).toBe(false);
    expect(hasFilters({ game: '', from: '', to: '2026-01-01' })).toBe(true);
  });

  it("asks the wallet for whole days in the player's time zone", () => {
    const filters = toWalletFilters({ game: 'original-mines', from: '2026-11-01', to: '2026-11-23' });
    expect(filters.game).toBe('original-mines');
    expect(new Date(filters.from ?? '').getTime()).toBe(new Date(2026, 10, 1).getTime());
    // `to` is exclusive: the start of the day after, so the whole 23rd is in.
    expect(new Date(filters.to ?? '').getTime()).toBe(new Date(2026, 10, 24).getTime());
    expect(toWalletFilters({ game: '', from: '', to: '' })).toEqual({});
  });

  it('gives today as a local calendar day', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
