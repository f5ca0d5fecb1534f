import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateAndTime, formatDateTime } from './format.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('date formatting', () => {
  it('makes a formatter once per locale and style, however many rows it formats', () => {
    const Made = Intl.DateTimeFormat;
    // Counts the formatters made; each is a real one.
    const made = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(function (...args: ConstructorParameters<typeof Made>) {
        return new Made(...args);
      } as typeof Made);
    const moments = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2026, 10, 27, 3, i)).toISOString());
    const rows = moments.map((iso) => formatDateAndTime(iso, 'de-CH'));
    expect(made).toHaveBeenCalledTimes(2);
    moments.forEach((iso) => formatDateTime(iso, 'de-CH'));
    expect(made).toHaveBeenCalledTimes(3);
    // The same text as a formatter of its own would give.
    const own = new Date(moments[7] ?? '');
    expect(rows[7]).toEqual({
      date: own.toLocaleDateString('de-CH', { dateStyle: 'medium' }),
      time: own.toLocaleTimeString('de-CH', { timeStyle: 'medium' }),
    });
  });

  it('gives an invalid moment back as it came', () => {
    expect(formatDateAndTime('soon', 'en-US')).toEqual({ date: 'soon', time: '' });
    expect(formatDateTime('soon', 'en-US')).toBe('soon');
    expect(formatDate('2026-03-01', 'en-US')).toBe('March 1, 2026');
  });
});
