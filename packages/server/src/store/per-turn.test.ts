import { describe, expect, it } from 'vitest';
import { perTurn } from './per-turn.js';

describe('perTurn', () => {
  it('hands the calls of one turn to one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const double = perTurn<number, number>((args) => {
      batches.push([...args]);
      return args.map((arg) => arg * 2);
    });
    const first = await Promise.all([double(1), double(2), double(3)]);
    const second = await double(4);
    expect(first).toEqual([2, 4, 6]);
    expect(second).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('splits a large turn into batches of at most 500', async () => {
    const sizes: number[] = [];
    const echo = perTurn<number, number>(async (args) => {
      sizes.push(args.length);
      return [...args];
    });
    const results = await Promise.all(Array.from({ length: 1201 }, (_, index) => echo(index)));
    expect(results).toEqual(Array.from({ length: 1201 }, (_, index) => index));
    expect(sizes).toEqual([500, 500, 201]);
  });

  it("fails every call of a batch whose run throws, synchronously or not, and not the next turn's", async () => {
    let fail = true;
    const run = perTurn<string, string>((args) => {
      if (fail) throw new Error('database gone');
      return args.map((arg) => arg.toUpperCase());
    });
    const failed = await Promise.allSettled([run('a'), run('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await run('c')).toBe('C');
    const rejecting = perTurn<string, string>(() => Promise.reject(new Error('timeout')));
    await expect(rejecting('d')).rejects.toThrow('timeout');
  });
});
