import type {
  BalanceRuleSchema,
  DepositRuleSchema,
  GameUrlRuleSchema,
  HistoryRuleSchema,
  PlayerRuleSchema,
  RoundRuleSchema,
} from '@ky-wallet/protocol';
import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiError, balanceOf, loginOk, mockApi } from '../test/api';
import { createClient, MAX_RETRY_AFTER_MS, retryAfterMs, WalletError } from './client';

const client = () => createClient({ baseUrl: () => 'https://wallet.test', retryDelayMs: 0 });

async function failure(promise: Promise<unknown>): Promise<WalletError> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(WalletError);
  return error as WalletError;
}

describe('api client', () => {
  describe('login', () => {
    it('POSTs JSON to /api/getLocalData and returns validated data', async () => {
      const api = mockApi({ login: loginOk });
      await expect(client().login({ id: 'demo', pw: 'pw' })).resolves.toEqual(loginOk.body.data);
      expect(api.calls[0]).toMatchObject({
        url: 'https://wallet.test/api/getLocalData',
        body: { type: 'login', rule: { id: 'demo', pw: 'pw' } },
        headers: { 'content-type': 'application/json' },
      });
      expect(api.fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'omit' });
    });

    it('turns an answer without data into login_failed', async () => {
      mockApi({ login: { status: 200, body: { data: { name: 'x' } } } });
      expect((await failure(client().login({ id: 'a', pw: 'b' }))).code).toBe('login_failed');
    });

    it('turns a 401 without a body into login_failed', async () => {
      mockApi({ login: { status: 401, body: 'nope' } });
      expect((await failure(client().login({ id: 'a', pw: 'b' }))).code).toBe('login_failed');
    });

    it('is never retried, even on 503 (no Idempotency-Key)', async () => {
      const api = mockApi({ login: [apiError(503, 'server_busy'), loginOk] });
      const error = await failure(client().login({ id: 'a', pw: 'b' }));
      expect(error).toMatchObject({ code: 'server_busy', status: 503 });
      expect(api.calls).toHaveLength(1);
    });

    it('is not retried after a network failure', async () => {
      const api = mockApi({ login: ['network-error', loginOk] });
      expect((await failure(client().login({ id: 'a', pw: 'b' }))).code).toBe('network_error');
      expect(api.calls).toHaveLength(1);
    });
  });

  describe('getBalance', () => {
    it('sends the bearer token to /api/getData', async () => {
      const api = mockApi({ getBalance: balanceOf(7) });
      await expect(client().getBalance('tok', { player: 'demo' })).resolves.toEqual({ balance: 7 });
      expect(api.calls[0]).toMatchObject({
        url: 'https://wallet.test/api/getData',
        body: { type: 'getBalance', rule: { player: 'demo' } },
        headers: { authorization: 'Bearer tok' },
      });
      expect(api.calls[0]?.headers['idempotency-key']).toBeUndefined();
    });

    it('throws the code of an error body', async () => {
      mockApi({ getBalance: apiError(401, 'unauthorized') });
      expect(await failure(client().getBalance('tok', {}))).toMatchObject({ code: 'unauthorized', status: 401 });
    });

    it('maps an unknown error code by status', async () => {
      mockApi({ getBalance: apiError(502, 'teapot') });
      expect((await failure(client().getBalance('tok', {}))).code).toBe('internal_error');
    });

    it('refuses a balance that is not a number', async () => {
      mockApi({ getBalance: { body: { data: { balance: '12' } } } });
      expect((await failure(client().getBalance('tok', {}))).code).toBe('internal_error');
    });
  });

  describe('deposit (carries an Idempotency-Key)', () => {
    it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries once after %i with the same key', async (status) => {
      const api = mockApi({ deposit: [{ status, body: {} }, balanceOf(5)] });
      await expect(client().deposit('tok', { amount: 5 }, 'key-1')).resolves.toEqual({ balance: 5 });
      expect(api.calls.map((call) => call.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
    });

    it('retries once after a network failure with the same key', async () => {
      const api = mockApi({ deposit: ['network-error', balanceOf(5)] });
      await expect(client().deposit('tok', { amount: 5 }, 'key-2')).resolves.toEqual({ balance: 5 });
      expect(api.calls.map((call) => call.headers['idempotency-key'])).toEqual(['key-2', 'key-2']);
    });

    it('gives up after the one retry', async () => {
      const api = mockApi({ deposit: [apiError(503, 'server_busy')] });
      expect((await failure(client().deposit('tok', { amount: 5 }, 'k'))).code).toBe('server_busy');
      expect(api.calls).toHaveLength(2);
    });

    it.each([429, 503])('waits the seconds a %i asks for (Retry-After) before the one retry', async (status) => {
      vi.useFakeTimers();
      const api = mockApi({ deposit: [{ status, body: {}, headers: { 'Retry-After': '2' } }, balanceOf(5)] });
      const result = client().deposit('tok', { amount: 5 }, 'k');
      await vi.advanceTimersByTimeAsync(1999);
      expect(api.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ balance: 5 });
      expect(api.calls).toHaveLength(2);
    });

    it('waits at most 5 s, however long Retry-After asks for', async () => {
      vi.useFakeTimers();
      const api = mockApi({ deposit: [{ status: 503, body: {}, headers: { 'Retry-After': '3600' } }, balanceOf(5)] });
      const result = client().deposit('tok', { amount: 5 }, 'k');
      await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS - 1);
      expect(api.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ balance: 5 });
      expect(MAX_RETRY_AFTER_MS).toBe(5_000);
    });

    it('does not retry a 400', async () => {
      const api = mockApi({ deposit: [apiError(400, 'amount_too_small'), balanceOf(5)] });
      expect((await failure(client().deposit('tok', { amount: 0.5 }, 'k'))).code).toBe('amount_too_small');
      expect(api.calls).toHaveLength(1);
    });
  });

  describe('retryAfterMs', () => {
    const answer = (status: number, retryAfter?: string) =>
      new Response(null, { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });

    it('reads seconds and HTTP dates of a 429 or 503, capped', () => {
      const now = Date.UTC(2026, 0, 2, 3, 4, 5);
      expect(retryAfterMs(answer(429, '1'), now)).toBe(1000);
      expect(retryAfterMs(answer(503, new Date(now + 3000).toUTCString()), now)).toBe(3000);
      expect(retryAfterMs(answer(503, new Date(now - 3000).toUTCString()), now)).toBe(0);
      expect(retryAfterMs(answer(503, '86400'), now)).toBe(MAX_RETRY_AFTER_MS);
    });

    it('is null without a usable header, or on another status', () => {
      expect(retryAfterMs(answer(503))).toBeNull();
      expect(retryAfterMs(answer(503, 'soon'))).toBeNull();
      expect(retryAfterMs(answer(500, '1'))).toBeNull();
    });
  });

  describe('logout', () => {
    it('sends type logout with the token', async () => {
      const api = mockApi({ logout: { body: { data: {} } } });
      await client().logout('tok');
      expect(api.calls[0]).toMatchObject({ body: { type: 'logout' }, headers: { authorization: 'Bearer tok' } });
    });
  });

  describe('history', () => {
    it('POSTs the history call with the bearer token and returns validated rows, never retried', async () => {
      const page = {
        rows: [
          { transaction_id: 't1', kind: 'deposit', amount: 5, balance: 5, balance_current: 5, currency: 'cny', state: 'completed', time: '2026-01-01T00:00:00Z' },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      };
      const api = mockApi({ history: [apiError(503, 'server_busy'), { body: { data: page } }] });
      expect((await failure(client().history('tok', { page: 1 }))).code).toBe('server_busy');
      await expect(client().history('tok', { page: 2, pageSize: 5 })).resolves.toEqual(page);
      expect(api.of('history')).toHaveLength(2);
      expect(api.calls[1]).toMatchObject({
        body: { type: 'history', rule: { page: 2, pageSize: 5 } },
        headers: { authorization: 'Bearer tok' },
      });
    });
  });

  describe('round', () => {
    it('POSTs the round call and refuses an answer that is not a round', async () => {
      const api = mockApi({ round: [{ body: { data: { round: { kind: 'deposit' }, transactions: [] } } }] });
      expect((await failure(client().round('tok', { round: 'r1', game: 'original-dice' }))).code).toBe('internal_error');
      expect(api.calls[0]).toMatchObject({
        body: { type: 'round', rule: { round: 'r1', game: 'original-dice' } },
        headers: { authorization: 'Bearer tok' },
      });
    });
  });

  it('takes each rule as the protocol\'s schema the server validates with (typechecked)', () => {
    const api = client();
    expectTypeOf(api.getBalance).parameter(1).toEqualTypeOf<v.InferInput<typeof BalanceRuleSchema>>();
    expectTypeOf(api.deposit).parameter(1).toEqualTypeOf<v.InferInput<typeof DepositRuleSchema>>();
    expectTypeOf(api.history).parameter(1).toEqualTypeOf<v.InferInput<typeof HistoryRuleSchema>>();
    expectTypeOf(api.round).parameter(1).toEqualTypeOf<v.InferInput<typeof RoundRuleSchema>>();
    expectTypeOf(api.createPlayer).parameter(1).toEqualTypeOf<v.InferInput<typeof PlayerRuleSchema>>();
    expectTypeOf(api.getGameUrl).parameter(1).toEqualTypeOf<v.InferInput<typeof GameUrlRuleSchema>>();
    // The fields, not Record<string, unknown>: a wrong one does not compile.
    expectTypeOf<{ amount: '10' }>().not.toExtend<v.InferInput<typeof DepositRuleSchema>>();
    expectTypeOf<{ amount: 10; currency: 'cny' }>().toExtend<v.InferInput<typeof DepositRuleSchema>>();
  });
});
