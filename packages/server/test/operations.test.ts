import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_CI, POSTGRES_URL, postgresTarget } from './engines.js';
import { call, errorOf, get, login, startServer, tokenFor, type TestServer } from './helpers.js';

/* GET /metrics (Prometheus text, protected) and request ids in logs. */

/** The value of one series in a Prometheus text exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ loginMaxFailures: 1 });
  });
  afterAll(() => server.stop());

  it('serves request rates and latencies by route, batch sizes, login throttles and process metrics, to loopback', async () => {
    const token = await tokenFor(server);
    await Promise.all(Array.from({ length: 20 }, () => call(server, token, 'deposit', { amount: 1 })));
    await get(server, '/no/such/api/thing/at/all');
    expect((await login(server, 'demo', 'wrong')).status).toBe(401);
    expect((await login(server, 'demo', 'wrong')).status).toBe(429);

    const answer = await get(server, '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = answer.text;
    expect(sample(text, 'ky_http_requests_total{method="POST",route="/api/getData",status="200"}')).toBe(20);
    expect(sample(text, 'ky_http_requests_total{method="POST",route="/api/getLocalData",status="429"}')).toBe(1);
    // Unknown paths share one series: the raw path is never a label.
    expect(text).not.toContain('/no/such/api');
    expect(sample(text, 'ky_http_request_duration_seconds_count{method="POST",route="/api/getData"}')).toBe(20);
    expect(sample(text, 'ky_group_commit_batch_size_sum')).toBe(20);
    expect(sample(text, 'ky_group_commit_batch_size_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ky_group_commit_retried_batches_total')).toBe(0);
    expect(sample(text, 'ky_login_throttled_total{scope="account_address"}')).toBe(1);
    expect(sample(text, 'ky_login_throttled_total{scope="account"}')).toBe(0);
    expect(text).toContain('ky_process_resident_memory_bytes');
    expect(text).toContain('ky_nodejs_eventloop_lag_seconds');
  });

  it('refuses a request that carries a forwarding header when no proxy is trusted (a local proxy forwarding others)', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '8.8.8.8' },
      { forwarded: 'for=8.8.8.8' },
      { 'x-real-ip': '8.8.8.8' },
      // Nothing vouches for a forwarding header without a trusted proxy, a loopback one included.
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      const answer = await get(server, '/metrics', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(errorOf(answer).code).toBe('forbidden');
    }
    expect((await get(server, '/metrics')).status).toBe(200);
  });

  it('behind trusted proxies, answers only when every hop it can resolve is loopback and none is left unresolved', async () => {
    const anyHop = await startServer({ trustProxy: true });
    const remoteProxy = await startServer({ trustProxy: '10.0.0.0/8' });
    try {
      const refused = async (target: TestServer, headers: Record<string, string>) => {
        const answer = await get(target, '/metrics', headers);
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(errorOf(answer).code).toBe('forbidden');
      };
      // Trusting every hop makes the farthest address the client: one a client wrote itself,
      // before the local proxy appended the client's own, must not open it.
      await refused(anyHop, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' });
      // Forwarding headers the server does not read name a client it cannot judge.
      await refused(anyHop, { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=203.0.113.9' });
      await refused(anyHop, { 'x-real-ip': '203.0.113.9' });
      expect((await get(anyHop, '/metrics', { 'x-forwarded-for': '127.0.0.1, ::1' })).status).toBe(200);
      // The loopback peer is not one of the trusted proxies: its X-Forwarded-For is not resolved.
      await refused(remoteProxy, { 'x-forwarded-for': '203.0.113.9' });
      expect((await get(remoteProxy, '/metrics')).status).toBe(200);
    } finally {
      await Promise.all([anyHop.stop(), remoteProxy.stop()]);
    }
  });

  it('refuses a client that is not on loopback (here: behind a trusted proxy, forwarded for another address)', async () => {
    const proxied = await startServer({ trustProxy: true });
    try {
      const answer = await get(proxied, '/metrics', { 'x-forwarded-for': '203.0.113.9' });
      expect(answer.status).toBe(403);
      expect(errorOf(answer).code).toBe('forbidden');
      expect((await get(proxied, '/metrics', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    } finally {
      await proxied.stop();
    }
  });
});

describe('GET /metrics with KY_METRICS_TOKEN', () => {
  const metricsToken = 'a-long-metrics-token-0123456789';
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ metricsToken });
  });
  afterAll(() => server.stop());

  it('answers the bearer of the token only, loopback or not', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${metricsToken}x` }];
    for (const headers of attempts) {
      const answer = await get(server, '/metrics', headers);
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('unauthorized');
    }
    const answer = await get(server, '/metrics', { authorization: `Bearer ${metricsToken}` });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('ky_http_requests_total');
    // The scheme's name is case-insensitive (RFC 9110).
    expect((await get(server, '/metrics', { authorization: `bearer  ${metricsToken}` })).status).toBe(200);
  });
});

// Skipped without KY_TEST_DATABASE_URL outside CI (a user's machine may have no PostgreSQL pool to
// report); in CI it always runs, and fails without a database rather than skipping.
describe.skipIf(!POSTGRES_URL && !IN_CI)('GET /metrics on PostgreSQL', () => { // reason: no PostgreSQL to test against (KY_TEST_DATABASE_URL unset outside CI)
  it('reports the pool: open, idle and waiting connections', async () => {
    const target = await postgresTarget(POSTGRES_URL ?? '');
    const server = await startServer({ databaseUrl: target.options.databaseUrl });
    try {
      const token = await tokenFor(server);
      await Promise.all(Array.from({ length: 10 }, () => call(server, token, 'getBalance', {})));
      const text = (await get(server, '/metrics')).text;
      expect(sample(text, 'ky_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'ky_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'ky_db_pool_connections{state="waiting"}')).toBe(0);
    } finally {
      await server.stop();
      await target.dispose();
    }
  });
});

describe('request ids', () => {
  it('are fresh UUIDs, sent back and logged with the request', async () => {
    const server = await startServer();
    try {
      const answer = await get(server, '/healthz', { 'x-request-id': 'from-a-stranger' });
      const id = answer.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const line = server.logs.map((text) => JSON.parse(text) as Record<string, unknown>).find((row) => row.reqId === id);
      expect(line).toMatchObject({ msg: 'request', path: '/healthz', status: 200, reqId: id });
    } finally {
      await server.stop();
    }
  });

  it('never log an automated log-in link id, a credential until it is used', async () => {
    const server = await startServer();
    try {
      for (const [path, logged] of [
        ['/login/secret-link-id-123', '/login/…'],
        ['/zh-tw/login/secret-link-id-123', '/zh-tw/login/…'],
        // The same page spelled with escapes (the site decodes the path before routing it).
        ['/%6Cogin/secret-link-id-123', '/login/…'],
        ['/zh-tw/login/secret%2Dlink-id-123', '/zh-tw/login/…'],
      ] as const) {
        const answer = await get(server, path);
        const id = answer.headers.get('x-request-id') ?? '';
        const line = server.logs.map((text) => JSON.parse(text) as Record<string, unknown>).find((row) => row.reqId === id);
        expect(line).toMatchObject({ msg: 'request', path: logged });
      }
      expect(server.logs.join('\n')).not.toContain('secret-link-id-123');
    } finally {
      await server.stop();
    }
  });

  it("are on the warning of a throttled login, the 429's own id", async () => {
    const server = await startServer({ loginMaxFailures: 1 });
    try {
      expect((await login(server, 'demo', 'wrong')).status).toBe(401);
      const refused = await login(server, 'demo', 'wrong');
      expect(refused.status).toBe(429);
      const id = refused.headers.get('x-request-id');
      const warning = server.logs.map((text) => JSON.parse(text) as Record<string, unknown>).find((row) => row.msg === 'login refused by throttle');
      expect(warning).toMatchObject({ level: 40, reqId: id, event: 'login_throttled', scope: 'account_address', retryAfter: expect.any(Number) });
    } finally {
      await server.stop();
    }
  });

  it("are the trusted proxy's X-Request-Id when it sends a sane one", async () => {
    const server = await startServer({ trustProxy: '127.0.0.1' });
    try {
      const answer = await get(server, '/healthz', { 'x-request-id': 'lb-7f3a.42:1' });
      expect(answer.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
      expect(server.logs.some((text) => (JSON.parse(text) as { reqId?: string }).reqId === 'lb-7f3a.42:1')).toBe(true);
      for (const bad of ['has space', 'x'.repeat(129), 'quote"d']) {
        const refused = await get(server, '/healthz', { 'x-request-id': bad });
        expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await server.stop();
    }
  });
});
