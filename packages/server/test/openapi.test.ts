import { randomUUID, sign } from 'node:crypto';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64 } from '@ky-wallet/games';
import {
  ADMIN_ENDPOINTS,
  GAME_API_PATHS,
  GAME_KEY_ID_HEADER,
  GAME_SIGNATURE_HEADER,
  GetDataRequestSchema,
  type AdminEndpoint,
} from '@ky-wallet/protocol';
import { ADMIN_PASSWORD, adminCall, signIn, type StaffClient } from './admin-helpers.js';
import { get, post, startServer, type Answer, type TestServer } from './helpers.js';

/*
 * The served OpenAPI document against the server's real answers: every call a client can make,
 * and errors, each validated with the schema the document declares for its path, method and
 * status, as a generated client would (JSON Schema 2020-12, the dialect of OpenAPI 3.1). The
 * requests sent are checked against the declared request bodies too.
 */

/** The document's base URI here: its `#/components/schemas/…` are resolved against it. */
const DOC_ID = 'https://ky-wallet.test/openapi.json';
const COMPONENTS = '#/components/schemas/';
const KEY_ID = 'openapi-test';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  jsonSchemaDialect?: string;
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/** `#/components/schemas/X` as a reference Ajv resolves: X under $defs of the resource DOC_ID. */
function resolvable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolvable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key !== '$ref') return [key, resolvable(inner)];
      if (typeof inner !== 'string' || !inner.startsWith(COMPONENTS)) throw new Error(`unexpected $ref ${String(inner)}`);
      return [key, `${DOC_ID}#/$defs/${inner.slice(COMPONENTS.length)}`];
    }),
  );
}

/** Validates against the document as a client generated from it would. */
class Contract {
  // strictTypes off: an enum, or an anyOf's branches, may carry the type alone, as 2020-12 allows.
  readonly ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<unknown, ValidateFunction>();

  constructor(readonly doc: Document) {
    // OpenAPI 3.1's base dialect is JSON Schema 2020-12 with these annotations, which validate nothing.
    this.ajv.addVocabulary(['discriminator', 'example', 'xml', 'externalDocs']);
    // format is an annotation in 2020-12 unless a dialect asserts it (validateFormats: false).
    this.ajv.addSchema({ $id: DOC_ID, $defs: resolvable(doc.components?.schemas ?? {}) });
  }

  operation(method: string, path: string): Operation {
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`the document has no ${method} ${path}`);
    return operation;
  }

  /** The schema of an answer: its exact status, else its range (4XX), else default. */
  answerSchema(method: string, path: string, status: number): unknown {
    const responses = this.operation(method, path).responses ?? {};
    const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    const schema = response?.content?.['application/json']?.schema;
    if (schema === undefined) throw new Error(`${method} ${path} declares no JSON schema for ${status}`);
    return schema;
  }

  validate(schema: unknown, value: unknown): ErrorObject[] {
    let check = this.compiled.get(schema);
    if (!check) {
      check = this.ajv.compile(resolvable(schema) as object);
      this.compiled.set(schema, check);
    }
    return check(value) ? [] : (check.errors ?? []);
  }

  /** The request body must match its declared schema, and the branch its discriminator names. */
  expectRequest(method: string, path: string, body: unknown): void {
    const schema = this.operation(method, path).requestBody?.content?.['application/json']?.schema as
      | { discriminator?: { propertyName: string; mapping?: Record<string, string> }; oneOf?: unknown[] }
      | undefined;
    expect(schema, `${method} ${path} declares a request body`).toBeDefined();
    expect(this.validate(schema, body), `${method} ${path} request ${JSON.stringify(body)}`).toEqual([]);
    if (schema?.discriminator) {
      const { propertyName, mapping } = schema.discriminator;
      const target = mapping?.[String((body as Record<string, unknown>)[propertyName])];
      expect(target, `the discriminator maps ${propertyName} of ${JSON.stringify(body)}`).toBeDefined();
      expect(schema.oneOf).toContainEqual({ $ref: target });
      expect(this.validate({ $ref: target }, body), `${target} takes ${JSON.stringify(body)}`).toEqual([]);
    }
  }

  /** The answer must be JSON and match the schema declared for its status. */
  expectAnswer(method: string, path: string, answer: Answer, status?: number): Answer {
    if (status !== undefined) expect(answer.status, answer.text).toBe(status);
    expect(answer.headers.get('content-type'), answer.text).toMatch(/^application\/json/);
    const schema = this.answerSchema(method, path, answer.status);
    expect(this.validate(schema, answer.body), `${method} ${path} ${answer.status} ${answer.text}`).toEqual([]);
    return answer;
  }
}

describe('the OpenAPI document against real answers', () => {
  let server: TestServer;
  let contract: Contract;
  const privateKey = privateKeyFromPem(generatePrivateKeyPem());

  beforeAll(async () => {
    server = await startServer({
      adminPassword: ADMIN_PASSWORD,
      gameServerKeys: [{ id: KEY_ID, publicKey: publicKeyBase64(privateKey) }],
    });
    const answer = await get(server, '/api/openapi.json');
    expect(answer.status).toBe(200);
    contract = new Contract(answer.body as unknown as Document);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A player API call, its request and answer checked against the document. */
  async function player(path: string, body: unknown, headers: Record<string, string> = {}, status?: number): Promise<Answer> {
    contract.expectRequest('POST', path, body);
    return contract.expectAnswer('POST', path, await post(server, path, body, headers), status);
  }

  async function getData(token: string | undefined, body: unknown, status?: number, headers: Record<string, string> = {}) {
    const auth: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
    return player('/api/getData', body, { ...auth, ...headers }, status);
  }

  async function logIn(id = 'demo', pw = 'demo1234'): Promise<string> {
    const answer = await player('/api/getLocalData', { type: 'login', rule: { id, pw } }, {}, 200);
    return (answer.body?.data as { token: string }).token;
  }

  /** A signed game API call, its request and answer checked against the document. */
  async function game(
    call: keyof typeof GAME_API_PATHS,
    body: Record<string, unknown>,
    { signed = true, status = 200 } = {},
  ): Promise<Record<string, unknown>> {
    const path = GAME_API_PATHS[call];
    const text = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signed) {
      headers[GAME_KEY_ID_HEADER] = KEY_ID;
      headers[GAME_SIGNATURE_HEADER] = sign(null, Buffer.from(text), privateKey).toString('base64');
    }
    contract.expectRequest('POST', path, body);
    const response = await fetch(server.url + path, { method: 'POST', headers, body: text });
    const answer: Answer = { status: response.status, headers: response.headers, text: await response.text(), body: undefined };
    answer.body = JSON.parse(answer.text) as Record<string, unknown>;
    return contract.expectAnswer('POST', path, answer, status).body ?? {};
  }

  /** A back-office call, its answer checked against the document (its path in OpenAPI's {id} form). */
  async function staff(
    client: StaffClient | undefined,
    endpoint: AdminEndpoint,
    options: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; csrf?: string | null } = {},
    status?: number,
  ): Promise<Answer> {
    const { method, path } = ADMIN_ENDPOINTS[endpoint];
    const documented = path.replace(/:(\w+)/g, '{$1}');
    if (options.body !== undefined && status !== undefined && status < 300) contract.expectRequest(method, documented, options.body);
    const answer = client ? await client.call(endpoint, options) : await adminCall(server, endpoint, options);
    return contract.expectAnswer(method, documented, answer, status);
  }

  it('is OpenAPI 3.1, whose schemas are JSON Schema 2020-12', () => {
    expect(contract.doc.openapi).toMatch(/^3\.1\.\d+$/);
    // No other dialect declared: the default, OpenAPI 3.1's base vocabulary over 2020-12.
    expect(contract.doc.jsonSchemaDialect ?? 'https://spec.openapis.org/oas/3.1/dialect/base').toBe(
      'https://spec.openapis.org/oas/3.1/dialect/base',
    );
  });

  it('names a request schema for every type of the multiplexed calls, picked by `type`', () => {
    const mapping = (path: string) => {
      const schema = contract.operation('POST', path).requestBody?.content?.['application/json']?.schema as {
        discriminator?: { propertyName: string; mapping?: Record<string, string> };
      };
      expect(schema.discriminator?.propertyName).toBe('type');
      return Object.keys(schema.discriminator?.mapping ?? {}).sort();
    };
    expect(mapping('/api/getData')).toEqual(GetDataRequestSchema.options.map((option) => option.entries.type.literal).sort());
    expect(mapping('/api/getLocalData')).toEqual(['login', 'loginLink']);
  });

  it('declares every getLocalData and getData answer, and their errors', async () => {
    const token = await logIn();
    const balance = await getData(token, { type: 'getBalance' }, 200);
    expect(balance.body).toEqual({ data: { balance: 0 } });
    await getData(token, { type: 'getBalance', rule: { currency: 'cny' } }, 200);
    await getData(token, { type: 'createPlayer', rule: {} }, 200);
    const key = { 'idempotency-key': randomUUID() };
    const deposit = { type: 'deposit', rule: { amount: 12.34 } };
    expect((await getData(token, deposit, 200, key)).body).toEqual({ data: { balance: 12.34 } });
    // A replay answers the first answer again.
    await getData(token, deposit, 200, key);
    await getData(token, { type: 'history' }, 200);
    await getData(token, { type: 'history', rule: { page: 1, pageSize: 5, from: '2020-01-01' } }, 200);
    const launch = await getData(token, { type: 'getGameUrl', rule: { game: 'original-dice' } }, 200);
    expect((launch.body?.data as { url: string }).url).toMatch(/launch=/);

    // Errors: a bad amount, no token, a round of nobody's, a reused key, someone else's wallet, an unknown call.
    expect((await getData(token, { type: 'deposit', rule: { amount: -1 } }, 400)).body).toMatchObject({ error: { code: 'invalid_amount' } });
    expect((await getData(token, { type: 'deposit', rule: { amount: 0.001 } }, 400)).body).toMatchObject({ error: { code: 'invalid_amount' } });
    expect((await getData(undefined, { type: 'getBalance' }, 401)).body).toMatchObject({ error: { code: 'unauthorized' } });
    const missing = await getData(token, { type: 'round', rule: { round: 'none', game: 'original-dice' } }, 404);
    expect(missing.body).toMatchObject({ error: { code: 'not_found' } });
    const conflict = await getData(token, { type: 'deposit', rule: { amount: 1 } }, 409, key);
    expect(conflict.body).toMatchObject({ error: { code: 'idempotency_conflict' } });
    await getData(token, { type: 'getBalance', rule: { player: 'someone-else' } }, 403);
    const unknown = await post(server, '/api/getData', { type: 'transfer' }, { authorization: `Bearer ${token}` });
    contract.expectAnswer('POST', '/api/getData', unknown, 400);
    const failed = await player('/api/getLocalData', { type: 'login', rule: { id: 'demo', pw: 'wrong-password' } }, {}, 401);
    expect(failed.body).toMatchObject({ error: { code: 'login_failed' } });
    const noLink = await player('/api/getLocalData', { type: 'loginLink', rule: { id: 'A'.repeat(43) } }, {}, 404);
    expect(noLink.body).toMatchObject({ error: { code: 'login_link_invalid' } });

    await getData(token, { type: 'logout' }, 200);
    await getData(token, { type: 'getBalance' }, 401);
  });

  it('declares the game API answers, and a round in the player history', async () => {
    const token = await logIn();
    await getData(token, { type: 'deposit', rule: { amount: 100 } }, 200, { 'idempotency-key': randomUUID() });
    const launch = await getData(token, { type: 'getGameUrl', rule: { game: 'original-dice' } }, 200);
    const code = new URL((launch.body?.data as { url: string }).url, server.url).searchParams.get('launch') ?? '';
    const session = await game('session', { request_uuid: randomUUID(), launch_code: code });
    expect(session.status).toBe('RS_OK');
    const base = { token: session.token, user: 'demo', game: 'original-dice' };

    expect((await game('balance', { ...base, request_uuid: randomUUID(), currency: 'cny' })).status).toBe('RS_OK');
    const bet = { ...base, request_uuid: randomUUID(), currency: 'cny', transaction_uuid: randomUUID(), round: 'r-1', amount: 1_000 };
    expect((await game('bet', bet)).status).toBe('RS_OK');
    const win = {
      ...base,
      request_uuid: randomUUID(),
      currency: 'cny',
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: 'r-1',
      amount: 2_500,
      round_closed: true,
      meta: { roll: 42 },
    };
    expect((await game('win', win)).status).toBe('RS_OK');
    const refunded = { ...bet, request_uuid: randomUUID(), transaction_uuid: randomUUID(), round: 'r-2' };
    expect((await game('bet', refunded)).status).toBe('RS_OK');
    const rollback = {
      ...base,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: refunded.transaction_uuid,
      round: 'r-2',
    };
    expect((await game('rollback', rollback)).status).toBe('RS_OK');

    // Refusals are HTTP 200 with a status of their own.
    const poor = { ...bet, request_uuid: randomUUID(), transaction_uuid: randomUUID(), round: 'r-3', amount: 10_000_000 };
    expect(await game('bet', poor)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    const unsigned = await game('balance', { ...base, request_uuid: randomUUID() }, { signed: false });
    expect(unsigned).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });

    const history = await getData(token, { type: 'history', rule: { pageSize: 10 } }, 200);
    const kinds = (history.body?.data as { rows: { kind: string }[] }).rows.map((row) => row.kind);
    expect(kinds).toContain('round');
    expect(kinds).toContain('deposit');
    await getData(token, { type: 'round', rule: { round: 'r-1', game: 'original-dice' } }, 200);
    await getData(token, { type: 'round', rule: { round: 'r-2', game: 'original-dice' } }, 200);
  });

  it('declares the contact answer and its field errors', async () => {
    const message = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_address: 'ada@example.com',
      your_message: 'Hello',
      agree_privacy: true,
    };
    await player('/api/contact', message, {}, 200);
    const refused = await post(server, '/api/contact', { ...message, email_address: 'not an address' });
    contract.expectAnswer('POST', '/api/contact', refused, 400);
    expect(refused.body).toMatchObject({ error: { code: 'validation_failed', fields: { email_address: 'invalid_email' } } });
  });

  it('declares the back office answers, and their errors', async () => {
    await staff(undefined, 'login', { body: { name: 'admin', password: ADMIN_PASSWORD } }, 200);
    const admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    await staff(admin, 'me', {}, 200);

    const created = await staff(admin, 'createAccount', {
      body: { account_name: 'openapi-player', password: 'password-123', role: 'player', auto_login: true },
    }, 201);
    const id = (created.body?.data as { id: number }).id;
    await staff(admin, 'listAccounts', { query: { q: 'openapi', pageSize: '10' } }, 200);
    await staff(admin, 'getAccount', { params: { id } }, 200);
    await staff(admin, 'updateAccount', { params: { id }, body: { memo: 'checked by the OpenAPI test' } }, 200);
    await staff(admin, 'lockAccount', { params: { id } }, 200);
    await staff(admin, 'unlockAccount', { params: { id } }, 200);
    await staff(admin, 'setPassword', { params: { id }, body: { password: 'password-456' } }, 200);
    const link = await staff(admin, 'createLoginLink', { params: { id } }, 201);
    const linkId = (link.body?.data as { id: string }).id;
    const linked = await player('/api/getLocalData', { type: 'loginLink', rule: { id: linkId } }, {}, 200);
    const playerToken = (linked.body?.data as { token: string }).token;
    await getData(playerToken, { type: 'deposit', rule: { amount: 5 } }, 200, { 'idempotency-key': randomUUID() });
    await staff(admin, 'playerLedger', { params: { id }, query: { page: '1' } }, 200);
    await staff(admin, 'playerRounds', { params: { id } }, 200);
    await staff(admin, 'auditLog', { query: { target: String(id) } }, 200);
    await staff(admin, 'dashboard', {}, 200);

    await post(server, '/api/contact', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email_address: 'grace@example.com',
      your_message: 'Hi',
      agree_privacy: true,
    });
    const contacts = await staff(admin, 'listContacts', { query: { state: 'open' } }, 200);
    const contactId = (contacts.body?.data as { rows: { id: string }[] }).rows[0]?.id ?? '';
    await staff(admin, 'handleContact', { params: { id: contactId } }, 200);

    // Two-factor set-up on a staff account of its own, then reset by the admin.
    const operator = await staff(admin, 'createAccount', {
      body: { account_name: 'openapi-operator', password: 'password-123', role: 'operator' },
    }, 201);
    const operatorId = (operator.body?.data as { id: number }).id;
    const op = await signIn(server, 'openapi-operator', 'password-123');
    const setup = await staff(op, 'totpSetup', {}, 200);
    const code = new TOTP({ secret: (setup.body?.data as { secret: string }).secret }).generate();
    await staff(op, 'totpConfirm', { body: { code } }, 200);
    await staff(admin, 'resetTotp', { params: { id: operatorId } }, 200);

    // Errors: no session, no CSRF token, no such account, a malformed body.
    await staff(undefined, 'me', {}, 401);
    await staff(admin, 'lockAccount', { params: { id }, csrf: null }, 403);
    await staff(admin, 'getAccount', { params: { id: 999_999 } }, 404);
    await staff(admin, 'createAccount', { body: { account_name: '', password: 'x', role: 'player' } }, 400);
    await staff(admin, 'logout', {}, 200);
  });

  it('declares the 503 every path answers once the database cannot sync to disk', async () => {
    const token = await logIn();
    const store = server.built.store;
    // What a failed WAL sync sets (packages/games/src/store/wal-sync.ts), for this instance only.
    Object.defineProperty(store, 'durabilityFailure', { configurable: true, get: () => new Error('fsync failed') });
    try {
      const busy = await getData(token, { type: 'getBalance' }, 503);
      expect(busy.body).toMatchObject({ error: { code: 'server_busy' } });
      expect(await game('balance', { request_uuid: randomUUID(), token: 'x', user: 'demo', game: 'original-dice' }, { status: 503 })).toMatchObject({
        error: { code: 'server_busy' },
      });
      await staff(undefined, 'login', { body: { name: 'admin', password: ADMIN_PASSWORD } }, 503);
    } finally {
      Reflect.deleteProperty(store, 'durabilityFailure');
    }
    await getData(token, { type: 'getBalance' }, 200);
  });
});
