// Malformed requests, generated with fast-check from the protocol's calls: each starts from a
// well-formed request of one endpoint and breaks it in at least one way the schema (or HTTP)
// forbids. None may get a 5xx, none may change anything, and every answer must be a JSON error
// with a code the protocol knows; on the game API (/api/game/*), HTTP 200 with an RS_ERROR_
// status the protocol knows. Game API requests are signed after they are broken (so that the
// breakage, not the signature, is what the wallet must catch), or carry a broken signature.
import fc from 'fast-check';
import { API_ERROR_CODES, GAME_API_PATHS, GAME_STATUSES } from '../packages/protocol/dist/index.js';
import { signedHeaders } from './game.mjs';

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

/** Never a valid amount of minor units in a game call. */
const badMinor = fc.oneof(notAString.filter((value) => typeof value !== 'number'), fc.string(), fc.constantFrom(-1, -100, 0.5, 100.25, 2 ** 53, 1e308));
/** Never a valid id (transaction_uuid, request_uuid): printable ASCII, 1 to 64 characters. */
const badUuid = fc.oneof(notAString, fc.constantFrom('', 'with space', 'x'.repeat(65), 'tab\there', 'ümlaut'));
const notABoolean = fc.oneof(fc.integer(), fc.constantFrom('true', 'false', null), fc.object({ maxDepth: 0 }));
/** Never a valid meta: it must be an object when present. */
const badMeta = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));

/*
 * The game API's calls, as the proof's game server would send them for the fuzz player's game
 * session (GAME_TOKEN, GAME_USER: filled in before signing). Sent unbroken, balance is the only
 * one that would succeed: the session's launch code is unknown, the win names no bet; a bet and
 * a rollback of an unknown bet would move money or be recorded, so each breakage alone must make
 * the request invalid.
 */
const GAME_COMMON = { request_uuid: 'fuzz-request', token: 'GAME_TOKEN', user: 'GAME_USER', game: 'original-dice' };
const gameCommonBreaks = [
  [['request_uuid'], badUuid],
  [['token'], fc.oneof(notAString, fc.constantFrom('', 'forged-token', 'x'.repeat(129)))],
  [['user'], fc.oneof(notAString, fc.constantFrom('', 'someone-else', 'x'.repeat(65)))],
  [['game'], fc.oneof(notAString, fc.constantFrom('', 'original-mines', 'x'.repeat(65)))],
];
const moneyBreaks = (withAmount) => [
  [['transaction_uuid'], badUuid],
  [['round'], fc.oneof(notAString, fc.constantFrom('', 'x'.repeat(65)))],
  [['round_closed'], notABoolean],
  [['meta'], badMeta],
  ...(withAmount ? [[['currency'], fc.oneof(notAString, fc.constantFrom('CNY', 'usd', 'cn', 'yuan', ''))], [['amount'], badMinor]] : []),
];
const GAME_TEMPLATES = [
  {
    path: GAME_API_PATHS.session,
    body: { request_uuid: 'fuzz-request', launch_code: 'not-a-launch-code' },
    breaks: [[['request_uuid'], badUuid], [['launch_code'], fc.oneof(notAString, fc.constantFrom('', 'x'.repeat(129)))]],
  },
  { path: GAME_API_PATHS.balance, body: GAME_COMMON, breaks: [...gameCommonBreaks, [['currency'], fc.oneof(notAString, fc.constantFrom('CNY', 'usd', 'x'))]] },
  {
    path: GAME_API_PATHS.bet,
    body: { ...GAME_COMMON, currency: 'cny', transaction_uuid: 'fuzz-bet', round: 'fuzz-round', amount: 100 },
    breaks: [...gameCommonBreaks, ...moneyBreaks(true), [['parent_round'], fc.oneof(notAString, fc.constant('x'.repeat(65)))], [['amount'], fc.constantFrom(0, 10 ** 12)]],
  },
  {
    path: GAME_API_PATHS.win,
    body: { ...GAME_COMMON, currency: 'cny', transaction_uuid: 'fuzz-win', reference_transaction_uuid: 'fuzz-bet', round: 'fuzz-round', amount: 100 },
    breaks: [...gameCommonBreaks, ...moneyBreaks(true), [['reference_transaction_uuid'], badUuid]],
  },
  {
    path: GAME_API_PATHS.rollback,
    body: { ...GAME_COMMON, transaction_uuid: 'fuzz-rollback', reference_transaction_uuid: 'fuzz-bet', round: 'fuzz-round' },
    breaks: [...gameCommonBreaks, ...moneyBreaks(false), [['reference_transaction_uuid'], badUuid]],
  },
].map((template) => ({ ...template, game: true }));

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
  [GAME_API_PATHS.session]: [['request_uuid'], ['launch_code']],
  [GAME_API_PATHS.balance]: [['request_uuid'], ['token'], ['user'], ['game']],
  [GAME_API_PATHS.bet]: [['request_uuid'], ['token'], ['user'], ['game'], ['currency'], ['transaction_uuid'], ['round'], ['amount']],
  [GAME_API_PATHS.win]: [['request_uuid'], ['token'], ['user'], ['game'], ['currency'], ['transaction_uuid'], ['reference_transaction_uuid'], ['round'], ['amount']],
  [GAME_API_PATHS.rollback]: [['request_uuid'], ['token'], ['user'], ['game'], ['transaction_uuid'], ['reference_transaction_uuid'], ['round']],
};

/** One malformed request: `{ method, path, headers, body }` (body a string). */
const malformedPlayerCall = fc.constantFrom(...TEMPLATES).chain((base) => {
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
 * One malformed game API call: `sign` says how it is signed when sent: 'valid' (over the exact
 * bytes sent), 'none', 'key-only', 'signature-only', 'other-bytes', 'unknown-key', 'garbage'.
 */
const malformedGameCall = fc.constantFrom(...GAME_TEMPLATES).chain((base) => {
  const json = (body) => JSON.stringify(body);
  const post = (body, sign = 'valid', headers = { 'content-type': 'application/json' }) => ({ method: 'POST', path: base.path, headers, sign, body });
  return fc.oneof(
    // A field of the wrong type, out of its range, or not the session's.
    fc.constantFrom(...base.breaks).chain(([path, values]) => values.map((value) => post(json(setAt(base.body, path, value))))),
    // A required field missing.
    fc.constantFrom(...REQUIRED[base.path]).map((path) => post(json(removeAt(base.body, path)))),
    // Not JSON, truncated JSON, JSON with trailing garbage, or a JSON value that is not an object.
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
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.array(fc.jsonValue(), { maxLength: 3 }))
        .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
        .map(json),
    ).map((body) => post(body)),
    // The well-formed call with no signature, half of one, a signature of other bytes or by a
    // key the wallet does not know, or one that is not a signature at all.
    fc.constantFrom('none', 'key-only', 'signature-only', 'other-bytes', 'unknown-key', 'garbage').map((sign) => post(json(base.body), sign)),
    // Declared in a charset other than UTF-8 (signed: refused before it is read).
    fc.constantFrom('application/json; charset=latin1', 'application/json; charset=utf-16').map((type) =>
      post(json(base.body), 'valid', { 'content-type': type }),
    ),
    // Too large.
    fc.constant(post(json(setAt(base.body, ['padding'], 'x'.repeat(17 * 1024))))),
  ).map((request) => ({ ...request, game: true }));
});

const malformed = fc.oneof({ arbitrary: malformedPlayerCall, weight: TEMPLATES.length }, { arbitrary: malformedGameCall, weight: GAME_TEMPLATES.length });

/** The headers a game call is sent with, signed as `request.sign` says. */
function gameHeaders(request, body) {
  const signed = signedHeaders(body);
  const { 'x-ky-key-id': keyId, 'x-ky-signature': signature } = signed;
  const base = request.headers;
  switch (request.sign) {
    case 'valid':
      return { ...base, 'x-ky-key-id': keyId, 'x-ky-signature': signature };
    case 'none':
      return base;
    case 'key-only':
      return { ...base, 'x-ky-key-id': keyId };
    case 'signature-only':
      return { ...base, 'x-ky-signature': signature };
    case 'other-bytes':
      return { ...base, 'x-ky-key-id': keyId, 'x-ky-signature': signedHeaders(`${body} `)['x-ky-signature'] };
    case 'unknown-key':
      return { ...base, 'x-ky-key-id': 'not-a-known-key', 'x-ky-signature': signature };
    default:
      return { ...base, 'x-ky-key-id': keyId, 'x-ky-signature': 'not base64!' };
  }
}

/**
 * Sends `count` malformed requests to `url` (seeded, so a run can be repeated), with `token` a
 * real player's token where one belongs, and `game` that player's game session (`{ token, user }`)
 * in game API calls. Resolves with the figures of the table.
 */
export async function fuzz({ url, token, game, count, seed = 20261123, concurrency = 16 }) {
  const requests = fc.sample(malformed, { numRuns: count, seed });
  const codes = new Set(API_ERROR_CODES);
  const statuses = new Set(GAME_STATUSES.filter((status) => status !== 'RS_OK'));
  const stats = { sent: 0, fiveHundreds: 0, notJsonError: 0, unknownCode: 0, succeeded: 0, game: 0, byStatus: {}, byGameStatus: {}, examples: [] };
  const fill = (body) => body?.replaceAll('"GAME_TOKEN"', JSON.stringify(game.token)).replaceAll('"GAME_USER"', JSON.stringify(game.user));
  let next = 0;
  async function client() {
    for (;;) {
      const i = next++;
      if (i >= requests.length) return;
      const request = requests[i];
      const body = request.game ? fill(request.body) : request.body;
      const headers = request.game
        ? gameHeaders(request, body)
        : Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value).replace('TOKEN', token)]));
      let response;
      let text;
      try {
        response = await fetch(url + encodeURI(request.path), { method: request.method, headers, body });
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
      if (request.game) {
        // The game API answers HTTP 200 with a status, RS_ERROR_… for every refusal.
        stats.game += 1;
        let answer;
        try {
          answer = JSON.parse(text);
        } catch {
          answer = undefined;
        }
        stats.byGameStatus[answer?.status] = (stats.byGameStatus[answer?.status] ?? 0) + 1;
        if (answer?.status === 'RS_OK') {
          stats.succeeded += 1;
          note();
        } else if (response.status !== 200 || typeof answer?.message !== 'string') {
          stats.notJsonError += 1;
          note();
        } else if (!statuses.has(answer.status)) {
          stats.unknownCode += 1;
          note();
        }
        continue;
      }
      if (response.status < 400) {
        stats.succeeded += 1;
        note();
        continue;
      }
      let answer;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = undefined;
      }
      const code = answer?.error?.code;
      if (typeof code !== 'string' || typeof answer?.error?.message !== 'string' || 'data' in (answer ?? {})) {
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
