import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GameBetRequestSchema, GameSessionRequestSchema, GameWinRequestSchema } from './game.ts';

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

describe('the game API’s field messages', () => {
  const messages = (schema: v.GenericSchema, input: unknown) =>
    v.safeParse(schema, input).issues?.map((issue) => `${issue.path?.map((item) => String(item.key)).join('.') ?? ''}: ${issue.message}`);

  it('tells a missing field from one the call does not have', () => {
    const { round: _round, ...withoutRound } = { ...bet, amount: 100 };
    expect(messages(GameBetRequestSchema, withoutRound)).toEqual(['round: is required']);
    expect(messages(GameBetRequestSchema, { ...bet, amount: 100, is_free: true })).toEqual(['is_free: is not a field of this call']);
    expect(messages(GameWinRequestSchema, { ...bet, amount: 100 })).toEqual(['reference_transaction_uuid: is required']);
    expect(messages(GameSessionRequestSchema, null)).toEqual([': must be an object']);
  });
});
