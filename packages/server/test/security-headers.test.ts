import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, HSTS, SITE_CSP } from '../src/security.js';
import { call, FIXTURE, get, post, startServer, tokenFor, type TestServer } from './helpers.js';

/*
 * Security headers per surface: the site (framing refused, a CSP without 'unsafe-inline', COOP,
 * Permissions-Policy), the widget (embeddable from any origin) and the API (no-store, nosniff).
 */

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ allowedOrigins: ['https://casino.example'] });
  });
  afterAll(() => server.stop());

  it.each(['/', '/games', '/no/such/page', `/${FIXTURE.siteAsset}`])('site %s: CSP, no framing, COOP, Permissions-Policy', async (path) => {
    const { headers } = await get(server, path);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toBe(SITE_CSP);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toBeNull(); // plain HTTP, no trusted proxy
  });

  it('widget: loadable by any origin, nothing that stops a host page', async () => {
    for (const file of [FIXTURE.widgetEntry, FIXTURE.widgetChunk]) {
      const { status, headers } = await get(server, `/widget/${file}`, { origin: 'https://any-operator.example' });
      expect(status).toBe(200);
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBeNull();
      expect(headers.get('content-security-policy')).toBeNull();
      expect(headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('API: no-store, nosniff, a deny-all CSP, CORS for the allowed origin only', async () => {
    const token = await tokenFor(server);
    const answers = [
      await call(server, token, 'getBalance', {}, { origin: 'https://casino.example' }),
      await call(server, token, 'deposit', { amount: 1 }, { 'idempotency-key': 'hdr-1' }),
      await call(server, undefined, 'getBalance', {}),
      await get(server, '/api/nope'),
      await get(server, '/healthz'),
      // The game server's JSON is an API too.
      await post(server, '/rgs/session', { fun: true, game: 'original-dice' }),
      await post(server, '/rgs/balance', {}),
    ];
    for (const { headers } of answers) {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBe(API_CSP);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(answers[0]?.headers.get('access-control-allow-origin')).toBe('https://casino.example');
    const stranger = await call(server, token, 'getBalance', {}, { origin: 'https://evil.example' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('HSTS', () => {
  it('behind a trusted TLS proxy: sent when X-Forwarded-Proto says https, not otherwise', async () => {
    const server = await startServer({ trustProxy: '127.0.0.1' });
    try {
      const secure = await get(server, '/', { 'x-forwarded-proto': 'https' });
      expect(secure.headers.get('strict-transport-security')).toBe(HSTS);
      const api = await get(server, '/healthz', { 'x-forwarded-proto': 'https' });
      expect(api.headers.get('strict-transport-security')).toBe(HSTS);
      const plain = await get(server, '/', { 'x-forwarded-proto': 'http' });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it('not from an untrusted client claiming https', async () => {
    const server = await startServer();
    try {
      const answer = await get(server, '/', { 'x-forwarded-proto': 'https' });
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it('always, when configured (KY_HSTS=1)', async () => {
    const server = await startServer({ hsts: true });
    try {
      expect((await get(server, '/')).headers.get('strict-transport-security')).toBe(HSTS);
    } finally {
      await server.stop();
    }
  });
});
