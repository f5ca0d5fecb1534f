import { describe, expect, it } from 'vitest';
import { TIME_ORDERED_UUID_PATTERN as UUID_V7, timeOrderedUuid } from './uuid.js';

describe('timeOrderedUuid', () => {
  it('makes UUID version 7 ids with the creation time in their first 48 bits', () => {
    const now = Date.UTC(2026, 10, 26, 18, 30, 15, 123);
    const key = timeOrderedUuid(now);
    expect(key).toMatch(UUID_V7);
    expect(parseInt(key.replaceAll('-', '').slice(0, 12), 16)).toBe(now);
    expect(timeOrderedUuid()).toMatch(UUID_V7);
  });

  it('sorts ids made later after earlier ones, so an index of them grows at its end', () => {
    const start = Date.UTC(2026, 0, 1);
    const keys = Array.from({ length: 1000 }, (_, index) => timeOrderedUuid(start + index));
    expect([...keys].sort()).toEqual(keys);
  });

  it('makes different ids in the same millisecond', () => {
    const now = Date.now();
    expect(new Set(Array.from({ length: 10_000 }, () => timeOrderedUuid(now))).size).toBe(10_000);
  });
});
