import { readFile } from 'node:fs/promises';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, STAFF_ROLES, type AdminEndpoint, type StaffRole } from '@ky-wallet/protocol';
import { ACTIONS, ENDPOINT_ACTIONS, MATRIX, type Grant } from '../src/services/permissions.js';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, adminCall, ok, signIn, toAnswer, pathOf, type StaffClient } from './admin-helpers.js';
import { forEachEngine, type EngineTarget } from './engines.js';
import { errorOf, post, startServer, type Answer, type TestServer } from './helpers.js';

/*
 * The role matrix, end to end: README.md's table must be permissions.ts's MATRIX, and every
 * back-office endpoint, called as every role against an account inside and one outside that
 * role's scope, must answer what the table says: allowed, 403 forbidden, or 404 (out of scope).
 */

const README = new URL('../../../README.md', import.meta.url);

async function readmeMatrix(): Promise<Record<string, Record<string, string>>> {
  const text = await readFile(README, 'utf8');
  const start = text.indexOf('### Roles');
  expect(start, 'README.md has a "### Roles" section').toBeGreaterThan(0);
  const lines = text.slice(start).split('\n');
  const header = lines.find((line) => line.startsWith('| action |'));
  expect(header, 'the Roles section has a table starting "| action |"').toBeDefined();
  const roles = (header ?? '').split('|').slice(2, -1).map((cell) => cell.trim());
  const table: Record<string, Record<string, string>> = {};
  for (const line of lines) {
    const match = /^\| `([a-z_.]+)` \|(.*)\|\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const cells = match[2].split('|').map((cell) => cell.trim());
    table[match[1]] = Object.fromEntries(roles.map((role, index) => [role, cells[index] ?? '']));
  }
  return table;
}

describe('README.md role matrix', () => {
  it('is exactly permissions.ts MATRIX: every action, every staff role', async () => {
    const table = await readmeMatrix();
    const expected = Object.fromEntries(ACTIONS.map((action) => [action, { ...MATRIX[action] }]));
    expect(table).toEqual(expected);
    for (const row of Object.values(table)) expect(Object.keys(row).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('names an action (or a session rule) for every endpoint', () => {
    expect(Object.keys(ENDPOINT_ACTIONS).sort()).toEqual(Object.keys(ADMIN_ENDPOINTS).sort());
  });
});

function roleSuite(engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) {
  describe(`every endpoint as every role on ${engine}`, () => {
    let target: EngineTarget;
    let server: TestServer;
    let admin: StaffClient;
    const ids: Record<string, number> = {};
    const clients = {} as Record<StaffRole, StaffClient>;
    let contactOwn = '';
    let contactOther = '';
    let created = 0;

    async function create(body: Record<string, unknown>): Promise<number> {
      return ok<{ id: number }>(await admin.call('createAccount', { body: { password: 'password-123', ...body } })).id;
    }

    beforeAll(async () => {
      target = await makeTarget();
      server = await startServer({ ...target.options, adminPassword: ADMIN_PASSWORD, seedDemo: false });
      admin = await signIn(server, 'admin', ADMIN_PASSWORD);
      ids.op1 = await create({ account_name: 'op1', role: 'operator' });
      ids.op2 = await create({ account_name: 'op2', role: 'operator' });
      ids.mgr1 = await create({ account_name: 'mgr1', role: 'account_manager', operator: ids.op1 });
      ids.ally = await create({ account_name: 'ally', role: 'alliance' });
      ids.usr1 = await create({ account_name: 'usr1', role: 'user', operator: ids.op1 });
      ids.p1 = await create({
        account_name: 'p1',
        role: 'player',
        operator: ids.op1,
        account_manager: ids.mgr1,
        auto_login: true,
      });
      ids.p2 = await create({ account_name: 'p2', role: 'player', operator: ids.op2, auto_login: true });
      ids.p3 = await create({ account_name: 'p3', role: 'player', alliance: 'other-alliance', auto_login: true });
      // The admin's own client signs out in its role's test; `admin` stays for the set-up calls.
      clients.admin = await signIn(server, 'admin', ADMIN_PASSWORD);
      clients.operator = await signIn(server, 'op1', 'password-123');
      clients.account_manager = await signIn(server, 'mgr1', 'password-123');
      clients.alliance = await signIn(server, 'ally', 'password-123');
      clients.user = await signIn(server, 'usr1', 'password-123');

      const message = {
        first_name: 'Ann',
        last_name: 'Lee',
        email_address: 'ann@example.com',
        your_message: 'Hello',
        agree_privacy: true,
      };
      expect((await post(server, '/api/contact', message)).status).toBe(200);
      const rows = await sql<{ id: string }>`SELECT id FROM contact_messages`.execute(server.built.store.db);
      contactOwn = rows.rows[0]?.id ?? '';
      // The site's form has no operator; the test attributes one message to op1 as an operator's page would.
      await sql`UPDATE contact_messages SET operator = ${ids.op1} WHERE id = ${contactOwn}`.execute(server.built.store.db);
      await post(server, '/api/contact', { ...message, first_name: 'Bob' });
      const other = await sql<{ id: string }>`SELECT id FROM contact_messages WHERE id <> ${contactOwn}`.execute(
        server.built.store.db,
      );
      contactOther = other.rows[0]?.id ?? '';
    });

    afterAll(async () => {
      await server?.stop();
      await target?.dispose();
    });

    /** The player outside each role's scope ("own"), or undefined when there is none. */
    const outside: Record<StaffRole, () => number | undefined> = {
      admin: () => undefined,
      operator: () => ids.p2,
      account_manager: () => ids.p2,
      alliance: () => ids.p3,
      user: () => ids.p2,
    };

    /** One call of `endpoint` by `client` about account `id`. */
    async function request(client: StaffClient, endpoint: AdminEndpoint, id: number, contact = contactOwn): Promise<Answer> {
      const params = { id };
      switch (endpoint) {
        case 'login':
        case 'logout':
        case 'me':
        case 'totpSetup':
        case 'totpConfirm':
          throw new Error(`${endpoint} is tested on its own`);
        case 'createAccount':
          return client.call(endpoint, {
            body: { account_name: `new-${++created}`, password: 'password-123', role: 'player' },
          });
        case 'updateAccount':
          return client.call(endpoint, { params, body: { memo: `memo by ${client.name}` } });
        case 'setPassword':
          return client.call(endpoint, { params, body: { password: 'password-123' } });
        case 'handleContact':
          return client.call(endpoint, { params: { id: contact } });
        case 'live': {
          const controller = new AbortController();
          const response = await fetch(server.url + pathOf('live'), {
            headers: { cookie: client.cookie },
            signal: controller.signal,
          });
          if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
            controller.abort();
            return { status: response.status, headers: response.headers, text: '', body: { data: {} } };
          }
          return toAnswer(response);
        }
        case 'listAccounts':
        case 'auditLog':
        case 'listContacts':
        case 'dashboard':
          return client.call(endpoint);
        default:
          return client.call(endpoint, { params });
      }
    }

    const perAccount = (endpoint: AdminEndpoint) => ADMIN_ENDPOINTS[endpoint].path.includes('/accounts/:id');
    const tested = (Object.keys(ADMIN_ENDPOINTS) as AdminEndpoint[]).filter(
      (endpoint) => ENDPOINT_ACTIONS[endpoint] !== 'public' && ENDPOINT_ACTIONS[endpoint] !== 'session',
    );

    for (const role of STAFF_ROLES) {
      for (const endpoint of tested) {
        const action = ENDPOINT_ACTIONS[endpoint] as keyof typeof MATRIX;
        const grant: Grant = MATRIX[action][role];
        it(`${role} ${ADMIN_ENDPOINTS[endpoint].method} ${ADMIN_ENDPOINTS[endpoint].path}: ${grant}`, async () => {
          const client = clients[role];
          const answer = await request(client, endpoint, ids.p1 as number);
          if (grant === 'no') {
            expect(answer.status, answer.text).toBe(403);
            expect(errorOf(answer).code).toBe('forbidden');
            return;
          }
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
          expect(answer.status, answer.text).toBeLessThan(300);
          if (endpoint === 'unlockAccount' || endpoint === 'lockAccount') {
            // Leave p1 active for the next calls.
            ok(await admin.call('unlockAccount', { params: { id: ids.p1 as number } }));
          }
          const other = outside[role]();
          if (grant === 'own' && other !== undefined && perAccount(endpoint)) {
            const refused = await request(client, endpoint, other);
            expect(refused.status, refused.text).toBe(404);
            expect(errorOf(refused).code).toBe('not_found');
          }
          if (grant === 'own' && endpoint === 'handleContact') {
            const refused = await request(client, endpoint, 0, contactOther);
            expect(refused.status, refused.text).toBe(404);
          }
          if (grant === 'own' && endpoint === 'listAccounts') {
            const names = ok<{ rows: { account_name: string }[] }>(answer).rows.map((row) => row.account_name);
            expect(names).toContain('p1');
            if (role !== 'alliance') expect(names).not.toContain('p2');
            expect(names).not.toContain('p3');
          }
        });
      }

      it(`${role}: me, two-factor set-up and sign-out work for every signed-in staff member`, async () => {
        const client = clients[role];
        const me = ok<{ me: { role: string } }>(await client.call('me'));
        expect(me.me.role).toBe(role);
        const setup = ok<{ secret: string }>(await client.call('totpSetup'));
        const code = new TOTP({ secret: setup.secret }).generate();
        ok(await client.call('totpConfirm', { body: { code } }));
        ok(await client.call('logout'));
        expect((await client.call('me')).status).toBe(401);
      });
    }

    it('without a session every endpoint but sign-in is 401; without the CSRF token every change is 403', async () => {
      const fresh = await signIn(server, 'op2', 'password-123');
      for (const endpoint of Object.keys(ADMIN_ENDPOINTS) as AdminEndpoint[]) {
        if (endpoint === 'login') continue;
        const params = { id: ids.p2 as number };
        const bare = await adminCall(server, endpoint, { params: endpoint === 'handleContact' ? { id: contactOwn } : params });
        expect(bare.status, `${endpoint}: ${bare.text}`).toBe(401);
        if (ADMIN_ENDPOINTS[endpoint].method !== 'GET') {
          const forged = await fresh.call(endpoint, {
            params: endpoint === 'handleContact' ? { id: contactOwn } : params,
            csrf: null,
          });
          expect(forged.status, `${endpoint}: ${forged.text}`).toBe(403);
          expect(errorOf(forged).code).toBe('csrf_failed');
        }
      }
    });

    it('a player cannot sign in to the back office', async () => {
      const answer = await adminCall(server, 'login', { body: { name: 'p1', password: 'password-123' } });
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('login_failed');
    });
  });
}

forEachEngine('role matrix', roleSuite);
