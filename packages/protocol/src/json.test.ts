import { describe, expect, it } from 'vitest';
import { FREE_JSON_LIMITS, freeJsonProblem, jsonDepth } from './json.ts';

describe('free-form JSON limits', () => {
  it('measures depth without recursion, however deep, and stops where asked', () => {
    expect([1, 'a', null, {}, [], { a: [1] }, [[{}]]].map((value) => jsonDepth(value))).toEqual([0, 0, 0, 1, 1, 2, 3]);
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    expect(jsonDepth(deep)).toBe(200_000);
    expect(jsonDepth(deep, 32)).toBe(33);
    expect(freeJsonProblem(deep)).toBe('nests deeper than 32 levels of objects and arrays');
  });

  it('takes up to 32 levels and 64 KiB of UTF-8 JSON text', () => {
    const nested = (levels: number) => JSON.parse(`{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`) as unknown;
    expect(freeJsonProblem(nested(FREE_JSON_LIMITS.depth))).toBeUndefined();
    expect(freeJsonProblem(nested(FREE_JSON_LIMITS.depth + 1))).toMatch(/^nests deeper/);
    // {"t":"…"} is 8 bytes besides the text; 汉 is 3 bytes in UTF-8, 🎲 (a surrogate pair) 4.
    expect(freeJsonProblem({ t: 'x'.repeat(64 * 1024 - 8) })).toBeUndefined();
    expect(freeJsonProblem({ t: 'x'.repeat(64 * 1024 - 7) })).toBe('is larger than 65536 bytes of JSON');
    expect(freeJsonProblem({ t: '汉'.repeat(21_842) })).toBeUndefined();
    expect(freeJsonProblem({ t: '汉'.repeat(21_843) })).toMatch(/^is larger/);
    expect(freeJsonProblem({ t: '🎲'.repeat(16_382) })).toBeUndefined();
    expect(freeJsonProblem({ t: '🎲'.repeat(16_383) })).toMatch(/^is larger/);
  });
});
