import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GameBetRequestSchema, GameWinRequestSchema } from './game.ts';

const bet = { request_uuid: 'r-1', token: 't', user: 'demo', game: 'original-dice', transaction_uuid: 'b-1', round: 'r-1', currency: 'cny' };

describe('the game API’s amounts', () => {
  it('tells a bet below one minor unit the bound it misses, whether zero or negative', () => {
    for (const amount of [0, -5]) {
      const result = v.safeParse(GameBetRequestSchema, { ...bet, amount });
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => issue.expected)).toEqual(['>=1']);
    }
    expect(v.safeParse(GameBetRequestSchema, { ...bet, amount: 1 }).success).toBe(true);
  });

  it('takes a win of zero (a lost round closed by its win call) and refuses a negative one', () => {
    const win = { ...bet, transaction_uuid: 'w-1', reference_transaction_uuid: 'b-1' };
    expect(v.safeParse(GameWinRequestSchema, { ...win, amount: 0 }).success).toBe(true);
    expect(v.safeParse(GameWinRequestSchema, { ...win, amount: -1 }).issues?.map((issue) => issue.expected)).toEqual(['>=0']);
  });
});
