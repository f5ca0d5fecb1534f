import { describe, expect, it } from 'vitest';
import { safeFrom } from './LanguagePage.tsx';

describe('the language page return path', () => {
  it.each([
    ['/games', '/games'],
    ['/games?type=slot', '/games?type=slot'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('%j → %s', (from, to) => {
    expect(safeFrom(from)).toBe(to);
  });
});
