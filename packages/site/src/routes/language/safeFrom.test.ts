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
    // Browsers drop tabs and line breaks from a link before they resolve it.
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n/evil.example?x=1', '/'],
    // A prefixed path is the page itself: each language's link adds its own prefix.
    ['/zh-cn/news', '/news'],
    ['/de-ch/games?type=slot#top', '/games?type=slot#top'],
    ['/zh-tw', '/'],
  ])('%j → %s', (from, to) => {
    expect(safeFrom(from)).toBe(to);
  });
});
