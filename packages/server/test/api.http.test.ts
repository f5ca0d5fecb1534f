import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, errorOf, FIXTURE, get, post, startServer, tokenFor, type TestServer } from './helpers.js';

describe('malformed requests never get a 500', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await tokenFor(server);
  });
  afterAll(() => server.stop());

  const auth = () => ({ authorization: `Bearer ${token}` });

  it.each([
    ['broken JSON', '{"type":"getBalance",'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"getBalance"'],
    ['a JSON number', '42'],
    ['an empty object', '{}'],
    ['an unknown type', '{"type":"withdrawAll","rule":{}}'],
    ['a type of the wrong type', '{"type":5}'],
    ['a rule that is not an object', '{"type":"getBalance","rule":"demo"}'],
    ['a player of the wrong type', '{"type":"getBalance","rule":{"player":5}}'],
    ['a currency of the wrong type', '{"type":"getBalance","rule":{"currency":["cny"]}}'],
    ['a prototype-poisoning key', '{"type":"getBalance","__proto__":{"admin":true}}'],
  ])('answers 400 invalid_request for %s', async (_label, raw) => {
    const answer = await post(server, '/api/getData', raw, auth());
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe('invalid_request');
  });

  it('answers 400 invalid_request for an empty body', async () => {
    const response = await fetch(`${server.url}/api/getData`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 400 invalid_request for content-type %s',
    async (type) => {
      const answer = await post(server, '/api/getData', '{"type":"getBalance"}', { ...auth(), 'content-type': type });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_request');
    },
  );

  it.each([
    ['an array', '[]'],
    ['an array with an entry', '[{"player":"demo"}]'],
    ['a string', '"demo"'],
    ['null', 'null'],
  ])('answers 400 invalid_request for a rule that is %s', async (_label, rule) => {
    for (const type of ['getBalance', 'createPlayer', 'logout', 'history', 'deposit']) {
      const answer = await post(server, '/api/getData', `{"type":"${type}","rule":${rule}}`, auth());
      expect(answer.status, type).toBe(400);
      expect(errorOf(answer).code, type).toBe('invalid_request');
    }
    const login = await post(server, '/api/getLocalData', `{"type":"login","rule":${rule}}`);
    expect(login.status).toBe(400);
    expect(errorOf(login).code).toBe('invalid_request');
  });

  it.each(['latin1', 'ISO-8859-1', 'utf-16', '"windows-1252"', 'us-ascii'])(
    'answers 415 invalid_request for JSON in charset %s, and moves no money',
    async (charset) => {
      // "\xe9" is é in latin1 and not valid UTF-8: read as UTF-8 it would silently become U+FFFD.
      const body = Buffer.concat([Buffer.from('{"type":"deposit","rule":{"amount":5,"player":"d'), Buffer.from([0xe9]), Buffer.from('"}}')]);
      for (const path of ['/api/getData', '/api/getLocalData', '/api/contact']) {
        const response = await fetch(server.url + path, {
          method: 'POST',
          headers: { ...auth(), 'content-type': `application/json; charset=${charset}` },
          body,
        });
        const text = await response.text();
        expect(response.status, path).toBe(415);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(errorOf({ status: 415, headers: response.headers, text, body: JSON.parse(text) as Record<string, unknown> }).code).toBe(
          'invalid_request',
        );
      }
      expect(dataOf(await call(server, token, 'getBalance', {}))).toEqual({ balance: 0 });
    },
  );

  it.each(['utf-8', 'UTF-8', 'utf8', '"utf-8"'])('accepts JSON declared as charset %s', async (charset) => {
    const answer = await post(server, '/api/getData', '{"type":"getBalance"}', {
      ...auth(),
      'content-type': `application/json; charset=${charset}`,
    });
    expect(answer.status).toBe(200);
  });

  it('answers 400 for a login sent as text/plain without echoing it', async () => {
    const answer = await post(server, '/api/getLocalData', '{"type":"login","rule":{"id":"demo","pw":"demo1234"}}', {
      'content-type': 'text/plain',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('demo1234');
  });

  it('answers 413 payload_too_large for a body over 16 KiB', async () => {
    for (const path of ['/api/getData', '/api/getLocalData', '/api/contact']) {
      const huge = JSON.stringify({ type: 'getBalance', rule: { player: 'x'.repeat(17 * 1024) } });
      const answer = await post(server, path, huge, auth());
      expect(answer.status, path).toBe(413);
      expect(errorOf(answer).code).toBe('payload_too_large');
    }
  });

  it('accepts a body just under the limit (and refuses it for what it says)', async () => {
    const body = JSON.stringify({ type: 'getBalance', rule: { player: 'x'.repeat(15 * 1024) } });
    const answer = await post(server, '/api/getData', body, auth());
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe('invalid_request');
  });

  it('answers JSON 404 not_found for unknown /api paths and methods', async () => {
    for (const answer of [
      await get(server, '/api/nope'),
      await post(server, '/api/nope', {}),
      await get(server, '/api/getData'),
      await get(server, '/api'),
      await post(server, '/api/getData/extra', {}),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(errorOf(answer).code).toBe('not_found');
    }
  });

  it('answers 400 invalid_request in the wire shape for a URL that cannot be decoded', async () => {
    for (const path of ['/api/%E0%A4%A', '/%E0%A4%A']) {
      const answer = await get(server, path);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_request');
    }
  });

  /** Sends `request` as raw bytes and resolves everything the server wrote before it closed. */
  function rawExchange(request: string): Promise<string> {
    const { port } = new URL(server.url);
    return new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
  }

  it('answers 400 invalid_request in the wire shape for broken HTTP framing', async () => {
    const raw = await rawExchange('POST /api/getData HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'invalid_request', message: 'the HTTP request is malformed' },
    });
  });

  it("answers oversized headers with 431 and the API's security headers", async () => {
    const raw = await rawExchange(`POST /api/getData HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nContent-Length: 2\r\n\r\n{}`);
    const head = raw.slice(0, raw.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toMatch(/^http\/1\.1 431 /);
    for (const header of ['x-content-type-options: nosniff', 'cache-control: no-store', "frame-ancestors 'none'", 'x-frame-options: deny']) {
      expect(head).toContain(header);
    }
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('names the request id in a header', async () => {
    const answer = await call(server, token, 'getBalance', {});
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /healthz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('answers 200 {"status":"ok"} while the store answers, 503 once it does not', async () => {
    const ok = await get(server, '/healthz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok' });
    expect(ok.headers.get('cache-control')).toBe('no-store');

    await server.built.store.close();
    const down = await get(server, '/healthz');
    expect(down.status).toBe(503);
  });
});

describe('CORS', () => {
  let server: TestServer;
  const allowed = 'https://operator.example';
  beforeAll(async () => {
    server = await startServer({ allowedOrigins: [allowed, 'http://localhost:5173'] });
  });
  afterAll(() => server.stop());

  const preflight = (origin: string) =>
    fetch(`${server.url}/api/getData`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });

  it('allows the preflight of a listed origin', async () => {
    const response = await preflight(allowed);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    const headers = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['content-type', 'authorization', 'idempotency-key']) expect(headers).toContain(header);
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not allow another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await post(server, '/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'demo1234' } }, {
      origin: 'https://evil.example',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('labels the actual response for a listed origin', async () => {
    const answer = await post(server, '/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'wrong' } }, {
      origin: allowed,
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(answer.headers.get('vary')).toMatch(/origin/i);
  });

  it('lets any origin load the widget script', async () => {
    const answer = await get(server, '/widget/ky-wallet.js', { origin: 'https://any-casino.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The widget's own options, not the API's.
    expect(answer.headers.get('access-control-expose-headers')).toBeNull();
  });

  it("answers a preflight for the widget's files from any origin with the widget's methods", async () => {
    const response = await fetch(`${server.url}/widget/ky-wallet.js`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any-casino.example', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });
});

describe('CORS with no allowed origins (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('sends no CORS headers to any origin', async () => {
    const response = await fetch(`${server.url}/api/getData`, {
      method: 'OPTIONS',
      headers: { origin: 'https://operator.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS with *', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ allowedOrigins: ['*'] });
  });
  afterAll(() => server.stop());

  it('allows any origin', async () => {
    const response = await fetch(`${server.url}/api/getData`, {
      method: 'OPTIONS',
      headers: { origin: 'https://whoever.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('site and widget hosting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('serves index.html at / with no-cache and the security headers', async () => {
    const answer = await get(server, '/');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(FIXTURE.indexHtml);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/gamerule/original-dice/en', '/zh-tw/games', '/no/such/page', '/index.htm'])(
    'answers the SPA (index.html, 200) for the unknown path %s',
    async (path) => {
      const answer = await get(server, path);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(FIXTURE.indexHtml);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('answers HEAD for SPA paths too', async () => {
    const response = await fetch(`${server.url}/company`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('caches hashed files for a year and names the widget entry no-cache', async () => {
    const asset = await get(server, `/${FIXTURE.siteAsset}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const entry = await get(server, `/widget/${FIXTURE.widgetEntry}`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const chunk = await get(server, `/widget/${FIXTURE.widgetChunk}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers 404 (not the SPA) for missing widget files and assets', async () => {
    for (const path of ['/widget/missing.js', '/assets/index-Zz999999.js']) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toBe(FIXTURE.indexHtml);
    }
  });

  it('does not serve files outside the build directories', async () => {
    for (const path of ['/../ky-wallet.sqlite', '/%2e%2e/ky-wallet.sqlite', '/widget/..%2fky-wallet.sqlite']) {
      const answer = await get(server, path);
      expect(answer.text).not.toContain('SQLite format');
    }
  });
});

describe('without site and widget builds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ siteDir: '/nonexistent/site/dist', widgetDir: '/nonexistent/widget/dist' });
  });
  afterAll(() => server.stop());

  it('still starts: the API works, the site paths are 404, and the log says why', async () => {
    expect((await tokenFor(server)).length).toBe(43);
    expect((await get(server, '/healthz')).status).toBe(200);
    expect((await get(server, '/')).status).toBe(404);
    expect((await get(server, '/games')).status).toBe(404);
    expect((await get(server, '/widget/ky-wallet.js')).status).toBe(404);
    const warnings = server.logs.filter((line) => line.includes('"level":40')).join('\n');
    expect(warnings).toContain('/nonexistent/site/dist');
    expect(warnings).toContain('/nonexistent/widget/dist');
  });
});

describe('contact form (POST /api/contact)', () => {
  let server: TestServer;
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email_address: 'ada@example.com',
    tele_number: '+44 20 7946 0958',
    your_message: 'We would like to integrate your games.',
    agree_privacy: true,
    agree_promotion: false,
  };
  beforeAll(async () => {
    server = await startServer({ contactMaxPerAddress: 3 });
  });
  afterAll(() => server.stop());

  it('stores a valid message and answers its id', async () => {
    const answer = await post(server, '/api/contact', valid);
    expect(answer.status).toBe(200);
    const id = (answer.body?.data as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await server.built.store.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      first_name: 'Ada',
      email_address: 'ada@example.com',
      message: valid.your_message,
      agree_promotion: 0,
    });
  });

  it('answers 400 validation_failed with a code per field', async () => {
    const answer = await post(server, '/api/contact', {
      first_name: '',
      email_address: 'not-an-email',
      tele_number: 'call me',
      your_message: 'x'.repeat(5001),
      agree_privacy: false,
    });
    expect(answer.status).toBe(400);
    const error = errorOf(answer);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      first_name: 'required',
      last_name: 'required',
      email_address: 'invalid_email',
      tele_number: 'invalid_phone',
      your_message: 'too_long',
      agree_privacy: 'privacy_required',
    });
  });

  it('answers 400 invalid_request for a body that is not an object', async () => {
    const answer = await post(server, '/api/contact', '[1,2]');
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe('invalid_request');
  });

  it('throttles per address with 429 too_many_attempts (invalid messages do not count)', async () => {
    // One stored above; two more fit under the limit of three.
    expect((await post(server, '/api/contact', { agree_privacy: true })).status).toBe(400);
    expect((await post(server, '/api/contact', valid)).status).toBe(200);
    expect((await post(server, '/api/contact', valid)).status).toBe(200);
    const answer = await post(server, '/api/contact', valid);
    expect(answer.status).toBe(429);
    expect(errorOf(answer).code).toBe('too_many_attempts');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const count = await server.built.store.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });
});
