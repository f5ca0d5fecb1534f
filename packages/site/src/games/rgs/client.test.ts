import { afterEach, describe, expect, it, vi } from 'vitest';
import { RGS_PATHS } from '@ky-wallet/games/contract';
import { createRgsClient, RgsError } from './client.ts';

/** Only fetch is replaced: the client's requests and how it reads answers. */
function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the RGS client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON with the session as a bearer token and answers data', async () => {
    const fetchMock = stubFetch(200, { data: { balance: 500, currency: 'cny' } });
    const client = createRgsClient({ session: () => 'rgs-session' });
    await expect(client.balance()).resolves.toEqual({ balance: 500, currency: 'cny' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(RGS_PATHS.balance);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer rgs-session');
    expect(init?.credentials).toBe('omit');
  });

  it('opens a session without a token', async () => {
    const fetchMock = stubFetch(200, { data: { session: 's' } });
    await createRgsClient({ session: () => null }).openSession({ launch: 'code' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(RGS_PATHS.session);
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ launch: 'code' });
  });

  it('refuses a game call without a session, without a request', async () => {
    const fetchMock = stubFetch(200, {});
    await expect(createRgsClient({ session: () => null }).diceRoll({ amount: 1, direction: 'under', target: 4950 })).rejects.toMatchObject({
      code: 'invalid_session',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the contract error code and the balance sent with it', async () => {
    stubFetch(400, { error: { code: 'not_enough_money', message: 'too little', balance: 42 } });
    const failure = await createRgsClient({ session: () => 's' })
      .diceRoll({ amount: 100, direction: 'under', target: 4950 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RgsError);
    expect(failure).toMatchObject({ code: 'not_enough_money', balance: 42 });
  });

  it('judges an answer without a readable error by its status, and a dropped connection as network_error', async () => {
    stubFetch(502, '<html>Bad gateway</html>');
    await expect(createRgsClient({ session: () => 's' }).balance()).rejects.toMatchObject({ code: 'wallet_unavailable' });
    stubFetch(401, '');
    await expect(createRgsClient({ session: () => 's' }).balance()).rejects.toMatchObject({ code: 'invalid_session' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(createRgsClient({ session: () => 's' }).balance()).rejects.toMatchObject({ code: 'network_error' });
  });

  it('answers null for minesActive when there is no open round', async () => {
    stubFetch(200, { data: null });
    await expect(createRgsClient({ session: () => 's' }).minesActive()).resolves.toBeNull();
    stubFetch(200, { data: { round: null } });
    await expect(createRgsClient({ session: () => 's' }).minesActive()).resolves.toBeNull();
  });
});
