// Malformed requests, generated with fast-check from the protocol's calls: each starts from a
// well-formed request of one endpoint and breaks it in at least one way the schema (or HTTP)
// forbids. None may get a 5xx, none may change anything, and every answer must be a JSON error
// with a code the protocol knows.
import fc from 'fast-check';
import { API_ERROR_CODES } from '../packages/protocol/dist/index.js';

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_address: 'ada@example.com',
  tele_number: '+44 20 7946 0958',
  your_message: 'Hello',
  agree_privacy: true,
  agree_promotion: false,
};

/** Values that are never a valid string field (wrong type), and strings that are never valid text. */
const notAString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const notAnObject = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }));
const badText = fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ minLength: 300, maxLength: 400 }));
/** Never a valid amount: not a number, or a number no currency bound admits. */
const badAmount = fc.oneof(notAString.filter((value) => typeof value !== 'number'), fc.string(), fc.constantFrom(0, -1, -0.01, 1e12, 0.001, 1.005, 1e308));

/**
 * Each endpoint's well-formed request, and the breakages it accepts: `[path in the body, values
 * that make it invalid]` pairs, each of which alone makes the request malformed.
 */
const TEMPLATES = [
  {
    path: '/api/getLocalData',
    body: { type: 'login', rule: { id: 'demo', pw: 'demo1234' } },
    breaks: [
      [['type'], fc.oneof(notAString, fc.constantFrom('logout', 'Login', 'getBalance'))],
      [['rule'], notAnObject],
      [['rule', 'id'], fc.oneof(notAString, badText.filter((text) => text.trim() === '' || text.length > 64))],
      [['rule', 'pw'], fc.oneof(notAString, fc.constant(''), fc.string({ minLength: 257, maxLength: 300 }))],
    ],
  },
  ...['getBalance', 'createPlayer', 'logout', 'history', 'deposit', 'round', 'getGameUrl'].map((type) => ({
    path: '/api/getData',
    auth: true,
    body: {
      type,
      rule:
        type === 'deposit'
          ? { amount: 5 }
          : type === 'round'
            ? { round: 'r-1', game: 'original-dice' }
            : type === 'getGameUrl'
              ? { game: 'original-dice' }
              : {},
    },
    breaks: [
      [['type'], fc.oneof(notAString, fc.constantFrom('withdraw', 'DEPOSIT', '', 'deposit ', '__proto__'))],
      [['rule'], notAnObject],
      // logout's rule has no fields (others are ignored, not refused), every other rule names the player.
      ...(type === 'logout' ? [] : [[['rule', 'player'], notAString], [['rule', 'alliance'], notAString]]),
      ...(type === 'deposit' ? [[['rule', 'amount'], badAmount], [['rule', 'currency'], notAString]] : []),
      ...(type === 'history'
        ? [[['rule', 'page'], fc.oneof(notAString, fc.constantFrom(0, -1, 1.5))], [['rule', 'pageSize'], fc.constantFrom(0, 101, 2.5, '20')], [['rule', 'from'], fc.constantFrom('yesterday', 'x', 5)]]
        : []),
      ...(type === 'round' || type === 'getGameUrl' ? [[['rule', 'game'], fc.oneof(notAString, fc.constantFrom('Original Dice', '../x', ''))]] : []),
    ],
  })),
  {
    path: '/api/contact',
    body: CONTACT,
    breaks: [
      ...['first_name', 'last_name', 'email_address', 'your_message'].map((field) => [[field], fc.oneof(notAString, fc.constant(''), fc.constant('  '))]),
      [['email_address'], fc.constantFrom('not-an-email', 'a@', '@b.c')],
      [['tele_number'], fc.oneof(notAString, fc.constantFrom('abc', '12', '+'))],
      [['agree_privacy'], fc.oneof(fc.constant(false), fc.constant('true'), fc.constant(1), fc.constant(null))],
      [['your_message'], fc.string({ minLength: 5001, maxLength: 5100 })],
    ],
  },
];

function setAt(body, path, value) {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key];
  }
  target[path.at(-1)] = value;
  return copy;
}

function removeAt(body, path) {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key];
  Reflect.deleteProperty(target, path.at(-1));
  return copy;
}

/** Required fields whose absence makes each template malformed. */
const REQUIRED = {
  '/api/getLocalData': [['type'], ['rule'], ['rule', 'id'], ['rule', 'pw']],
  '/api/getData': [['type']],
  '/api/contact': [['first_name'], ['last_name'], ['email_address'], ['your_message'], ['agree_privacy']],
};

const template = fc.constantFrom(...TEMPLATES);

/** One malformed request: `{ method, path, headers, body }` (body a string). */
const malformed = template.chain((base) => {
  const json = (body) => JSON.stringify(body);
  const auth = (token) => (base.auth ? { authorization: `Bearer ${token}` } : {});
  const typed = { 'content-type': 'application/json' };
  const ways = [
    // A field of the wrong type or out of its range.
    fc.constantFrom(...base.breaks).chain(([path, values]) =>
      values.map((value) => ({ method: 'POST', path: base.path, headers: typed, token: true, body: json(setAt(base.body, path, value)) })),
    ),
    // A required field missing (deposits also without their amount).
    fc.constantFrom(...REQUIRED[base.path], ...(base.body.type === 'deposit' ? [['rule', 'amount'], ['rule']] : [])).map((path) => ({
      method: 'POST',
      path: base.path,
      headers: typed,
      token: true,
      body: json(removeAt(base.body, path)),
    })),
    // Not JSON at all, truncated JSON, or JSON with trailing garbage.
    fc.oneof(
      fc.string({ maxLength: 200 }).filter((text) => {
        try {
          const value = JSON.parse(text);
          return typeof value !== 'object' || value === null || Array.isArray(value);
        } catch {
          return true;
        }
      }),
      fc.nat({ max: json(base.body).length - 2 }).map((cut) => json(base.body).slice(0, cut + 1)),
      fc.string({ minLength: 1, maxLength: 10 }).map((tail) => `${json(base.body)}}${tail}`),
    ).map((body) => ({ method: 'POST', path: base.path, headers: typed, token: true, body })),
    // Any JSON value where an object of this shape belongs.
    fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.array(fc.jsonValue(), { maxLength: 3 })).filter((value) => typeof value !== 'object' || value === null || Array.isArray(value) || !('type' in value)).map((value) => ({
      method: 'POST',
      path: base.path,
      headers: typed,
      token: true,
      body: json(value),
    })),
    // A content type other than JSON in UTF-8.
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/json; charset=utf-16', '').map((type) => ({
      method: 'POST',
      path: base.path,
      headers: type === '' ? {} : { 'content-type': type },
      token: true,
      body: json(base.body),
    })),
    // Too large.
    fc.constant({ method: 'POST', path: base.path, headers: typed, token: true, body: json(setAt(base.body, ['padding'], 'x'.repeat(17 * 1024))) }),
    // Another method, or an /api path that does not exist.
    fc.tuple(fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH'), fc.constantFrom(base.path, '/api/getdata', '/api/game/nope', '/api/', '/api/getData/x')).map(([method, path]) => ({
      method,
      path,
      headers: typed,
      token: true,
      body: method === 'GET' ? undefined : json(base.body),
    })),
  ];
  if (base.auth) {
    // A token that proves nothing, or none.
    ways.push(
      fc.oneof(fc.constant(undefined), fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/), fc.constantFrom('Basic ZGVtbzpkZW1vMTIzNA==', 'Bearer', 'bearer  ')).map((authorization) => ({
        method: 'POST',
        path: base.path,
        headers: { ...typed, ...(authorization === undefined ? {} : { authorization: authorization.startsWith('B') ? authorization : `Bearer ${authorization}` }) },
        token: false,
        body: json(base.body),
      })),
    );
  }
  if (base.body.type === 'deposit') {
    // An Idempotency-Key that is not 1 to 255 printable characters.
    ways.push(
      fc.constantFrom('', 'k'.repeat(256), 'tab\there').map((key) => ({
        method: 'POST',
        path: base.path,
        headers: { ...typed, 'idempotency-key': key },
        token: true,
        body: json(setAt(base.body, ['rule', 'amount'], 5)),
      })),
    );
  }
  return fc.oneof(...ways).map((request) => ({ ...request, headers: { ...request.headers, ...(request.token ? auth('TOKEN') : {}) } }));
});

/**
 * Sends `count` malformed requests to `url` (seeded, so a run can be repeated), with `token` a
 * real player's token where one belongs. Resolves with the figures of the table.
 */
export async function fuzz({ url, token, count, seed = 20261123, concurrency = 16 }) {
  const requests = fc.sample(malformed, { numRuns: count, seed });
  const codes = new Set(API_ERROR_CODES);
  const stats = { sent: 0, fiveHundreds: 0, notJsonError: 0, unknownCode: 0, succeeded: 0, byStatus: {}, examples: [] };
  let next = 0;
  async function client() {
    for (;;) {
      const i = next++;
      if (i >= requests.length) return;
      const request = requests[i];
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value).replace('TOKEN', token)]),
      );
      let response;
      let text;
      try {
        response = await fetch(url + encodeURI(request.path), { method: request.method, headers, body: request.body });
        text = await response.text();
      } catch (error) {
        stats.notJsonError += 1;
        stats.examples.push(`no answer: ${error.message} for ${JSON.stringify(request).slice(0, 300)}`);
        continue;
      }
      stats.sent += 1;
      stats.byStatus[response.status] = (stats.byStatus[response.status] ?? 0) + 1;
      const note = () => stats.examples.length < 5 && stats.examples.push(`${response.status} ${text.slice(0, 160)} for ${JSON.stringify(request).slice(0, 300)}`);
      if (response.status >= 500) {
        stats.fiveHundreds += 1;
        note();
      }
      if (response.status < 400) {
        stats.succeeded += 1;
        note();
        continue;
      }
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const code = body?.error?.code;
      if (typeof code !== 'string' || typeof body?.error?.message !== 'string' || 'data' in (body ?? {})) {
        stats.notJsonError += 1;
        note();
      } else if (!codes.has(code)) {
        stats.unknownCode += 1;
        note();
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  return stats;
}
