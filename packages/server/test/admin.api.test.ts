import { sql } from 'kysely';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CSP } from '../src/security.js';
import { AdminStore } from '../src/store/admin-store.js';
import { ADMIN_ENDPOINTS, type AdminEndpoint } from '@ky-wallet/protocol';
import { ADMIN_PASSWORD, adminCall, ok, signIn, type StaffClient } from './admin-helpers.js';
import { forEachEngine, type EngineTarget } from './engines.js';
import { call, errorOf, login, post, startServer, tokenFor, type Answer, type TestServer } from './helpers.js';

/*
 * The back office's behaviour through its HTTP API, on each engine: sign-in and its cookie,
 * throttling, two-factor sign-in, locking, automated log-in links, the audit log, the live feed,
 * the contact inbox and the dashboard's sums.
 */

function apiSuite(engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) {
  describe(`back office API on ${engine}`, () => {
    let target: EngineTarget;
    let server: TestServer;
    let admin: StaffClient;
    let seq = 0;

    async function player(body: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
      const name = `player-${++seq}`;
      const data = ok<{ id: number }>(
        await admin.call('createAccount', { body: { account_name: name, password: 'password-123', role: 'player', ...body } }),
      );
      return { id: data.id, name };
    }

    beforeAll(async () => {
      target = await makeTarget();
      server = await startServer({ ...target.options, adminPassword: ADMIN_PASSWORD, loginMaxFailures: 3 });
      admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    });
    afterAll(async () => {
      await server?.stop();
      await target?.dispose();
    });

    describe('sign-in', () => {
      it('sets an HttpOnly, SameSite=Strict cookie on /api/admin, Secure behind TLS, and a CSRF token', async () => {
        const answer = await adminCall(server, 'login', { body: { name: 'admin', password: ADMIN_PASSWORD } });
        const cookie = answer.headers.get('set-cookie') ?? '';
        expect(cookie).toMatch(/^ky_staff=[A-Za-z0-9_-]{43};/);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Strict/);
        expect(cookie).toMatch(/Path=\/api\/admin/);
        expect(cookie).not.toMatch(/Secure/);
        expect(ok<{ csrf_token: string }>(answer).csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      });

      it("beside the session, a cookie the back office's pages read (only 1, on /, same lifetime); sign-out clears both", async () => {
        const answer = await adminCall(server, 'login', { body: { name: 'admin', password: ADMIN_PASSWORD } });
        const [session, signedIn] = answer.headers.getSetCookie();
        expect(signedIn).toMatch(/^ky_staff_signed_in=1;/);
        expect(signedIn).toMatch(/Path=\/;/);
        expect(signedIn).toMatch(/SameSite=Strict/);
        expect(signedIn).not.toMatch(/HttpOnly/);
        const maxAge = (cookie: string | undefined) => /Max-Age=(\d+)/.exec(cookie ?? '')?.[1];
        expect(maxAge(signedIn)).toBe(maxAge(session));
        const cookie = /^(ky_staff=[^;]+)/.exec(session ?? '')?.[1];
        const csrf = ok<{ csrf_token: string }>(answer).csrf_token;
        const out = await adminCall(server, 'logout', { cookie, csrf });
        expect(out.status).toBe(200);
        const cleared = out.headers.getSetCookie();
        expect(cleared).toHaveLength(2);
        expect(cleared.find((line) => line.startsWith('ky_staff_signed_in='))).toMatch(/^ky_staff_signed_in=;.*Path=\/;.*Expires=Thu, 01 Jan 1970/);
      });

      it('answers login_failed for a wrong password or an unknown name, then 429 with Retry-After', async () => {
        for (let i = 0; i < 3; i++) {
          const wrong = await adminCall(server, 'login', { body: { name: 'nobody-here', password: 'x' } });
          expect(errorOf(wrong).code).toBe('login_failed');
        }
        const throttled = await adminCall(server, 'login', { body: { name: 'nobody-here', password: 'x' } });
        expect(throttled.status).toBe(429);
        expect(errorOf(throttled).code).toBe('too_many_attempts');
        expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      it("never locks a staff member out with a stranger's failures; guessing over many addresses meets the slower limit", async () => {
        const proxied = await startServer({
          adminPassword: ADMIN_PASSWORD,
          trustProxy: true,
          loginMaxFailures: 3,
          loginMaxFailuresPerAccount: 6,
        });
        try {
          const from = (address: string, password: string) =>
            adminCall(proxied, 'login', { body: { name: 'admin', password }, headers: { 'x-forwarded-for': address } });
          for (let i = 0; i < 3; i++) expect(errorOf(await from('10.0.0.1', `guess-${i}`)).code).toBe('login_failed');
          expect((await from('10.0.0.1', ADMIN_PASSWORD)).status).toBe(429);
          // The admin, from their own address: let in, and that address is trusted from now on.
          expect((await from('10.0.0.2', ADMIN_PASSWORD)).status).toBe(200);
          for (let i = 0; i < 3; i++) expect(errorOf(await from(`10.0.1.${i}`, 'guess')).code).toBe('login_failed');
          // Six failures on the account from four addresses: strangers are held back, the trusted address is not.
          expect((await from('10.0.2.1', ADMIN_PASSWORD)).status).toBe(429);
          expect((await from('10.0.0.2', ADMIN_PASSWORD)).status).toBe(200);
        } finally {
          await proxied.stop();
        }
      });

      it('never echoes a password in a validation error', async () => {
        const answer = await adminCall(server, 'createAccount', {
          cookie: admin.cookie,
          csrf: admin.csrf,
          body: { account_name: 'short-pw', password: 'sekret7', role: 'player' },
        });
        expect(answer.status).toBe(400);
        expect(answer.text).not.toContain('sekret7');
      });

      it('refuses staff accounts on the player login, and players on the staff sign-in', async () => {
        const staff = await login(server, 'admin', ADMIN_PASSWORD);
        expect(errorOf(staff).code).toBe('login_failed');
        const { name } = await player();
        expect(errorOf(await adminCall(server, 'login', { body: { name, password: 'password-123' } })).code).toBe(
          'login_failed',
        );
      });
    });

    describe('two-factor sign-in', () => {
      it('when an admin requires it: enrol first, then every sign-in needs a fresh code', async () => {
        ok(
          await admin.call('createAccount', {
            body: { account_name: 'op-totp', password: 'password-123', role: 'operator', totp_required: true },
          }),
        );
        const first = await signIn(server, 'op-totp', 'password-123');
        const blocked = await first.call('listAccounts');
        expect(blocked.status).toBe(403);
        expect(errorOf(blocked).code).toBe('totp_enrolment_required');
        expect(ok<{ me: { totp_enrolment_required: boolean } }>(await first.call('me')).me.totp_enrolment_required).toBe(true);

        const setup = ok<{ secret: string; uri: string }>(await first.call('totpSetup'));
        expect(setup.uri).toMatch(/^otpauth:\/\/totp\/KY%20Gaming:op-totp\?/);
        const totp = new TOTP({ secret: setup.secret });
        expect(errorOf(await first.call('totpConfirm', { body: { code: '000000' } })).code).toBe('totp_invalid');
        const code = totp.generate();
        ok(await first.call('totpConfirm', { body: { code } }));
        ok(await first.call('listAccounts'));

        const noCode = await adminCall(server, 'login', { body: { name: 'op-totp', password: 'password-123' } });
        expect(errorOf(noCode).code).toBe('totp_required');
        // The code that confirmed enrolment was used: it cannot sign in again.
        const replay = await adminCall(server, 'login', { body: { name: 'op-totp', password: 'password-123', totp: code } });
        expect(errorOf(replay).code).toBe('totp_invalid');
        const next = totp.generate({ timestamp: Date.now() + 30_000 });
        await signIn(server, 'op-totp', 'password-123', next);

        // The secret is never shown again, and an admin can reset a lost authenticator.
        const listed = ok<{ rows: Record<string, unknown>[] }>(await admin.call('listAccounts', { query: { q: 'op-totp' } }));
        expect(JSON.stringify(listed)).not.toContain(setup.secret);
        const id = listed.rows[0]?.id as number;
        expect(ok<{ totp_enabled: boolean }>(await admin.call('resetTotp', { params: { id } })).totp_enabled).toBe(false);
      });

      it('throttles and audits wrong confirmation codes, and confirms nothing when no set-up waits', async () => {
        ok(await admin.call('createAccount', { body: { account_name: 'op-totp3', password: 'password-123', role: 'operator' } }));
        const client = await signIn(server, 'op-totp3', 'password-123');
        expect(errorOf(await client.call('totpConfirm', { body: { code: '123456' } })).code).toBe('totp_invalid');
        const totp = new TOTP({ secret: ok<{ secret: string }>(await client.call('totpSetup')).secret });
        const wrong = totp.generate() === '000000' ? '111111' : '000000';
        // loginMaxFailures is 3 here: the fourth wrong code is not even checked.
        for (let i = 0; i < 3; i++) expect(errorOf(await client.call('totpConfirm', { body: { code: wrong } })).code).toBe('totp_invalid');
        const throttled = await client.call('totpConfirm', { body: { code: totp.generate() } });
        expect(errorOf(throttled).code).toBe('too_many_attempts');
        const failures = await sql<{ n: number | string }>`
          SELECT count(*) AS n FROM audit_log WHERE action = 'staff.totp_failed' AND actor_name = 'op-totp3'`.execute(server.built.store.db);
        expect(Number(failures.rows[0]?.n)).toBe(3);
        expect(ok<{ me: { totp_enabled: boolean } }>(await client.call('me')).me.totp_enabled).toBe(false);
      });

      it('keeps two-factor sign-in on while a new authenticator is set up, until a code of the new one confirms it', async () => {
        ok(await admin.call('createAccount', { body: { account_name: 'op-totp2', password: 'password-123', role: 'operator' } }));
        const client = await signIn(server, 'op-totp2', 'password-123');
        const old = new TOTP({ secret: ok<{ secret: string }>(await client.call('totpSetup')).secret });
        ok(await client.call('totpConfirm', { body: { code: old.generate() } }));

        const secrets = async () =>
          (
            await sql<{ totp_secret: string | null; totp_pending_secret: string | null }>`
              SELECT totp_secret, totp_pending_secret FROM accounts WHERE name = ${'op-totp2'}`.execute(server.built.store.db)
          ).rows[0];
        const enrolled = await secrets();

        // A session alone cannot move the second factor to another device: restarting the set-up
        // takes a code of the authenticator in force, once (a used code does not start another).
        expect(errorOf(await client.call('totpSetup')).code).toBe('totp_required');
        const wrong = old.generate() === '000000' ? '111111' : '000000';
        expect(errorOf(await client.call('totpSetup', { body: { current_code: wrong } })).code).toBe('totp_invalid');
        const current = old.generate({ timestamp: Date.now() + 30_000 });
        const fresh = new TOTP({ secret: ok<{ secret: string }>(await client.call('totpSetup', { body: { current_code: current } })).secret });
        expect(errorOf(await client.call('totpSetup', { body: { current_code: current } })).code).toBe('totp_invalid');

        // Restarted, then abandoned: sign-in still needs a code, of the old authenticator.
        expect(ok<{ me: { totp_enabled: boolean } }>(await client.call('me')).me.totp_enabled).toBe(true);
        expect(errorOf(await adminCall(server, 'login', { body: { name: 'op-totp2', password: 'password-123' } })).code).toBe('totp_required');
        const before = await secrets();
        expect(before?.totp_secret).toBe(enrolled?.totp_secret);
        expect(before?.totp_pending_secret).not.toBeNull();

        // Confirmed with the new one: it replaces the old one, and its confirming code is spent.
        const confirming = fresh.generate({ timestamp: Date.now() + 30_000 });
        ok(await client.call('totpConfirm', { body: { code: confirming } }));
        const after = await secrets();
        expect(after?.totp_pending_secret).toBeNull();
        expect(after?.totp_secret).not.toBe(before?.totp_secret);
        const replay = await adminCall(server, 'login', { body: { name: 'op-totp2', password: 'password-123', totp: confirming } });
        expect(errorOf(replay).code).toBe('totp_invalid');
      });
    });

    describe('accounts', () => {
      it('creates an account with every field, searches and filters it, edits it', async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-fields', password: 'password-123', role: 'operator' } }),
        );
        const manager = ok<{ id: number }>(
          await admin.call('createAccount', {
            body: { account_name: 'mgr-fields', password: 'password-123', role: 'account_manager', operator: op.id },
          }),
        );
        const created = ok<Record<string, unknown>>(
          await admin.call('createAccount', {
            body: {
              account_name: 'fields-player',
              password: 'password-123',
              role: 'player',
              name: '王小明',
              email: 'wang@example.com',
              phone_number: '+86 138 0000 0000',
              memo: 'VIP',
              account_manager: manager.id,
              operator: op.id,
              auto_login: true,
              currency: 'usd',
            },
          }),
        );
        expect(created).toMatchObject({
          account_name: 'fields-player',
          name: '王小明',
          role: 'player',
          state: 'active',
          email: 'wang@example.com',
          phone_number: '+86 138 0000 0000',
          memo: 'VIP',
          account_manager: { id: manager.id, account_name: 'mgr-fields' },
          operator: { id: op.id, account_name: 'op-fields' },
          auto_login: true,
          currency: 'usd',
          balance: 0,
        });
        expect(JSON.stringify(created)).not.toMatch(/password|scrypt/);
        const byEmail = ok<{ rows: { id: number }[] }>(await admin.call('listAccounts', { query: { q: 'WANG@' } }));
        expect(byEmail.rows.map((row) => row.id)).toEqual([created.id]);
        const byOperator = ok<{ rows: { id: number }[] }>(
          await admin.call('listAccounts', { query: { operator: String(op.id), role: 'player', state: 'active' } }),
        );
        expect(byOperator.rows.map((row) => row.id)).toEqual([created.id]);
        const edited = ok<Record<string, unknown>>(
          await admin.call('updateAccount', { params: { id: created.id as number }, body: { memo: 'gold', auto_login: false } }),
        );
        expect(edited).toMatchObject({ memo: 'gold', auto_login: false });
        const duplicate = await admin.call('createAccount', {
          body: { account_name: 'fields-player', password: 'password-123', role: 'player' },
        });
        expect(duplicate.status).toBe(409);
        expect(errorOf(duplicate).code).toBe('account_exists');
        // A look-alike (case, fullwidth letters) would pass for it in every list: refused alike.
        for (const lookalike of ['Fields-Player', 'ｆｉｅｌｄｓ-player']) {
          const answer = await admin.call('createAccount', { body: { account_name: lookalike, password: 'password-123', role: 'player' } });
          expect(answer.status, lookalike).toBe(409);
          expect(errorOf(answer).code).toBe('account_exists');
        }
        // Another script's letters among Latin ones (a Cyrillic е) read as the name too: not a name at all.
        const mixed = await admin.call('createAccount', { body: { account_name: 'fi\u0435lds-player', password: 'password-123', role: 'player' } });
        expect(mixed.status).toBe(400);
        expect(errorOf(mixed).code).toBe('invalid_request');
        expect(errorOf(mixed).message).toContain('account_name');
        // An alliance is shown beside names too: plain letters, digits and _ . - only.
        for (const alliance of ['\u202eevil', 'two words', 'a\u200bb', '']) {
          const answer = await admin.call('createAccount', { body: { account_name: 'ally-odd', password: 'password-123', role: 'player', alliance } });
          expect(answer.status, JSON.stringify(alliance)).toBe(400);
          expect(errorOf(answer).message).toContain('alliance');
        }
        ok(await admin.call('createAccount', { body: { account_name: 'ally-odd', password: 'password-123', role: 'player', alliance: 'other_ally-2.eu' } }));
      });

      it('refuses a field a write does not take, unknown or read-only, naming each, and changes nothing', async () => {
        const { id, name } = await player({ memo: 'before' });
        const refused = (answer: Answer, message: string) => {
          expect(answer.status, answer.text).toBe(400);
          expect(errorOf(answer)).toEqual({ code: 'invalid_request', message });
        };
        // A name cannot be changed: answered 200 with the field dropped, it looked renamed.
        refused(await admin.call('updateAccount', { params: { id }, body: { account_name: 'x' } }), 'invalid account_name: is not a field of this call');
        refused(
          await admin.call('updateAccount', { params: { id }, body: { memo: 'after', state: 'locked', balance: 5 } }),
          'invalid state, balance: are not fields of this call',
        );
        expect(ok(await admin.call('getAccount', { params: { id } }))).toMatchObject({ account_name: name, memo: 'before', state: 'active', balance: 0 });

        // Every write, those that take no body too, before it does anything (sign-out would end this session).
        const contact = '00000000-0000-4000-8000-000000000000';
        const writes = (Object.keys(ADMIN_ENDPOINTS) as AdminEndpoint[]).filter((endpoint) => ADMIN_ENDPOINTS[endpoint].method !== 'GET');
        expect(writes.length).toBeGreaterThanOrEqual(12);
        for (const endpoint of writes) {
          const answer = await admin.call(endpoint, { params: { id: endpoint === 'handleContact' ? contact : id }, body: { unexpected: 1 } });
          expect(answer.status, `${endpoint}: ${answer.text}`).toBe(400);
          expect(errorOf(answer).message, endpoint).toBe('invalid unexpected: is not a field of this call');
        }
        expect(ok(await admin.call('getAccount', { params: { id } }))).toMatchObject({ state: 'active', memo: 'before' });
        expect((await tokenFor(server, name, 'password-123')).length).toBeGreaterThan(0);
      });

      it('locking revokes the player token at once and refuses logins; unlocking lets them back', async () => {
        const { id, name } = await player();
        const token = await tokenFor(server, name, 'password-123');
        expect((await call(server, token, 'getBalance')).status).toBe(200);
        expect(ok<{ state: string }>(await admin.call('lockAccount', { params: { id } })).state).toBe('locked');
        expect((await call(server, token, 'getBalance')).status).toBe(401);
        expect(errorOf(await login(server, name, 'password-123')).code).toBe('account_locked');
        ok(await admin.call('unlockAccount', { params: { id } }));
        await tokenFor(server, name, 'password-123');
      });

      it('a locked staff member is signed out at once', async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-lock', password: 'password-123', role: 'operator' } }),
        );
        const client = await signIn(server, 'op-lock', 'password-123');
        ok(await admin.call('lockAccount', { params: { id: op.id } }));
        expect((await client.call('me')).status).toBe(401);
        const again = await adminCall(server, 'login', { body: { name: 'op-lock', password: 'password-123' } });
        expect(errorOf(again).code).toBe('account_locked');
        // The right password on a locked account is in the log too (it said nothing of it).
        const log = ok<{ rows: { action: string }[] }>(await admin.call('auditLog', { query: { target: String(op.id) } }));
        expect(log.rows[0]?.action).toBe('staff.login_locked');
        expect(errorOf(await admin.call('lockAccount', { params: { id: 1_000_000 } })).code).toBe('not_found');
      });

      it("lets nobody but an admin change an admin's fields, and lets staff save their own unchanged links", async () => {
        const created = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-edit', password: 'password-123', role: 'operator' } }),
        );
        const second = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'admin-two', password: 'password-123', role: 'admin' } }),
        );
        ok(await admin.call('updateAccount', { params: { id: second.id }, body: { operator: created.id } }));
        const operator = await signIn(server, 'op-edit', 'password-123');
        expect(errorOf(await operator.call('updateAccount', { params: { id: second.id }, body: { email: 'evil@example.com' } })).code).toBe('forbidden');
        // The edit form sends every field, links as they are: that is no change of one's own links.
        const me = ok<{ me: { id: number } }>(await admin.call('me'));
        ok(await admin.call('updateAccount', { params: { id: me.me.id }, body: { memo: 'me', operator: null, account_manager: null } }));
        ok(await operator.call('updateAccount', { params: { id: created.id }, body: { memo: 'me too', account_manager: null } }));
        expect(errorOf(await operator.call('updateAccount', { params: { id: created.id }, body: { operator: second.id } })).code).toBe(
          'cannot_change_self',
        );
      });

      it('staff below admin cannot lock a peer of their own role placed under them', async () => {
        const boss = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-boss', password: 'password-123', role: 'operator' } }),
        );
        const peer = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-peer', password: 'password-123', role: 'operator' } }),
        );
        ok(await admin.call('updateAccount', { params: { id: peer.id }, body: { operator: boss.id } }));
        const client = await signIn(server, 'op-boss', 'password-123');
        expect(errorOf(await client.call('lockAccount', { params: { id: peer.id } })).code).toBe('forbidden');
        ok(await admin.call('lockAccount', { params: { id: peer.id } }));
      });

      it('an operator cannot take a peer over through an account manager of their own', async () => {
        const boss = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-boss2', password: 'password-123', role: 'operator' } }),
        );
        const peer = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-peer2', password: 'password-123', role: 'operator' } }),
        );
        ok(await admin.call('updateAccount', { params: { id: peer.id }, body: { operator: boss.id } }));
        const operator = await signIn(server, 'op-boss2', 'password-123');
        const manager = ok<{ id: number }>(
          await operator.call('createAccount', { body: { account_name: 'am-boss2', password: 'password-123', role: 'account_manager' } }),
        );
        const managed = ok<{ id: number }>(
          await operator.call('createAccount', { body: { account_name: 'pl-boss2', password: 'password-123', role: 'player' } }),
        );
        ok(await operator.call('updateAccount', { params: { id: managed.id }, body: { account_manager: manager.id } }));
        // The way in that worked: make one's own account manager the peer's manager.
        expect(errorOf(await operator.call('updateAccount', { params: { id: peer.id }, body: { account_manager: manager.id } })).code).toBe(
          'forbidden',
        );
        // Even where an admin made it so, a manager changes nobody of a role above their own.
        ok(await admin.call('updateAccount', { params: { id: peer.id }, body: { account_manager: manager.id } }));
        const am = await signIn(server, 'am-boss2', 'password-123');
        expect(errorOf(await am.call('setPassword', { params: { id: peer.id }, body: { password: 'takeover-pw-1' } })).code).toBe('forbidden');
        expect(errorOf(await am.call('lockAccount', { params: { id: peer.id } })).code).toBe('forbidden');
        expect(errorOf(await am.call('updateAccount', { params: { id: peer.id }, body: { memo: 'mine' } })).code).toBe('forbidden');
        await signIn(server, 'op-peer2', 'password-123');
        // Their own players they still look after.
        ok(await am.call('setPassword', { params: { id: managed.id }, body: { password: 'another-pass-1' } }));
        ok(await am.call('lockAccount', { params: { id: managed.id } }));
      });

      it('an account manager changes players only: a user they manage reads all of its operator, more than they may', async () => {
        const operator = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-am3', password: 'password-123', role: 'operator' } }),
        );
        const manager = ok<{ id: number }>(
          await admin.call('createAccount', {
            body: { account_name: 'am-am3', password: 'password-123', role: 'account_manager', operator: operator.id },
          }),
        );
        const user = ok<{ id: number }>(
          await admin.call('createAccount', {
            body: { account_name: 'us-am3', password: 'password-123', role: 'user', operator: operator.id, account_manager: manager.id },
          }),
        );
        const am = await signIn(server, 'am-am3', 'password-123');
        expect(errorOf(await am.call('setPassword', { params: { id: user.id }, body: { password: 'takeover-pw-1' } })).code).toBe('forbidden');
        expect(errorOf(await am.call('lockAccount', { params: { id: user.id } })).code).toBe('forbidden');
        expect(errorOf(await am.call('updateAccount', { params: { id: user.id }, body: { memo: 'mine' } })).code).toBe('forbidden');
        // Nothing changed: the user signs in with their own password.
        await signIn(server, 'us-am3', 'password-123');
      });

      it('staff cannot lock themselves', async () => {
        const me = ok<{ me: { id: number } }>(await admin.call('me'));
        expect(errorOf(await admin.call('lockAccount', { params: { id: me.me.id } })).code).toBe('cannot_change_self');
      });

      it("sets one's own password only with the current one: a session alone does not keep the account", async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-own-pw', password: 'password-123', role: 'operator' } }),
        );
        const client = await signIn(server, 'op-own-pw', 'password-123');
        const set = (body: Record<string, string>) => client.call('setPassword', { params: { id: op.id }, body });
        expect(errorOf(await set({ password: 'takeover-pw-1' })).code).toBe('current_password_wrong');
        expect(errorOf(await set({ password: 'takeover-pw-1', current_password: 'not-it-123' })).code).toBe('current_password_wrong');
        await signIn(server, 'op-own-pw', 'password-123');
        ok(await set({ password: 'my-new-password', current_password: 'password-123' }));
        await signIn(server, 'op-own-pw', 'my-new-password');
      });

      it("guesses at one's own current password are throttled as sign-ins are", async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-own-guess', password: 'password-123', role: 'operator' } }),
        );
        const client = await signIn(server, 'op-own-guess', 'password-123');
        const set = (current: string) => client.call('setPassword', { params: { id: op.id }, body: { password: 'takeover-pw-1', current_password: current } });
        // Three wrong (this server's limit per account and address), then refused before any hash.
        for (let i = 0; i < 3; i++) expect(errorOf(await set(`guess-${i}-pw`)).code).toBe('current_password_wrong');
        const throttled = await set('password-123');
        expect(throttled.status).toBe(429);
        expect(errorOf(throttled).code).toBe('too_many_attempts');
      });

      it('sets a password (never shown) and ends the sessions of the old one', async () => {
        const { id, name } = await player();
        const token = await tokenFor(server, name, 'password-123');
        const answer = await admin.call('setPassword', { params: { id }, body: { password: 'brand-new-pass' } });
        expect(ok(answer)).toEqual({});
        expect((await call(server, token, 'getBalance')).status).toBe(401);
        await tokenFor(server, name, 'brand-new-pass');
      });
    });

    describe('automated log-in links', () => {
      async function consume(id: string) {
        return post(server, '/api/getLocalData', { type: 'loginLink', rule: { id } });
      }

      it('logs the player in once; a second use, an expired or a forged link changes nothing', async () => {
        const { id, name } = await player({ auto_login: true });
        const link = ok<{ id: string; url: string; expires_at: number }>(await admin.call('createLoginLink', { params: { id } }));
        expect(link.url).toBe(`${server.url}/login/${link.id}`);
        const first = ok<{ name: string; token: string }>(await consume(link.id));
        expect(first.name).toBe(name);
        expect((await call(server, first.token, 'getBalance')).status).toBe(200);
        const second = await consume(link.id);
        expect(second.status).toBe(410);
        expect(errorOf(second).code).toBe('login_link_used');

        const stale = ok<{ id: string }>(await admin.call('createLoginLink', { params: { id } }));
        await sql`UPDATE login_links SET expires_at = ${Date.now() - 1}`.execute(server.built.store.db);
        expect(errorOf(await consume(stale.id)).code).toBe('login_link_expired');
        expect(errorOf(await consume('A'.repeat(43))).code).toBe('login_link_invalid');
        expect(errorOf(await consume('not-a-link')).code).toBe('invalid_request');
        const sessions = await sql<{ n: number | string }>`SELECT count(*) AS n FROM sessions WHERE account_id = ${id}`.execute(
          server.built.store.db,
        );
        expect(Number(sessions.rows[0]?.n)).toBe(1);
      });

      it('is refused for accounts without automated log-in, and dies when it is turned off or the account locked', async () => {
        const plain = await player();
        expect(errorOf(await admin.call('createLoginLink', { params: { id: plain.id } })).code).toBe('auto_login_disabled');
        const { id } = await player({ auto_login: true });
        const link = ok<{ id: string }>(await admin.call('createLoginLink', { params: { id } }));
        ok(await admin.call('updateAccount', { params: { id }, body: { auto_login: false } }));
        expect(errorOf(await consume(link.id)).code).toBe('login_link_invalid');
        ok(await admin.call('updateAccount', { params: { id }, body: { auto_login: true } }));
        const another = ok<{ id: string }>(await admin.call('createLoginLink', { params: { id } }));
        ok(await admin.call('lockAccount', { params: { id } }));
        expect(errorOf(await consume(another.id)).code).toBe('account_locked');
        expect(errorOf(await admin.call('createLoginLink', { params: { id } })).code).toBe('account_locked');
      });
    });

    describe('audit log', () => {
      it('records who did what to whom, before and after, without secrets', async () => {
        const { id } = await player();
        ok(await admin.call('updateAccount', { params: { id }, body: { memo: 'note' } }));
        ok(await admin.call('setPassword', { params: { id }, body: { password: 'another-pass' } }));
        const log = ok<{ rows: Record<string, unknown>[] }>(await admin.call('auditLog', { query: { target: String(id) } }));
        expect(log.rows.map((row) => row.action)).toEqual(['account.password', 'account.update', 'account.create']);
        expect(log.rows[1]).toMatchObject({ actor_name: 'admin', before: { memo: '' }, after: { memo: 'note' } });
        // A new password shows as changed, never as itself or its hash.
        expect(log.rows[0]).toMatchObject({ before: { password: 'set' }, after: { password: 'changed' } });
        expect(JSON.stringify(log)).not.toMatch(/scrypt|another-pass/);
      });

      it('never keeps a typed name that is no staff account (it may be a password in the wrong field)', async () => {
        expect(errorOf(await adminCall(server, 'login', { body: { name: 'my-Secret-Pa55', password: 'x' } })).code).toBe('login_failed');
        const log = ok<{ rows: Record<string, unknown>[] }>(await admin.call('auditLog', { query: { pageSize: '200' } }));
        expect(JSON.stringify(log)).not.toContain('my-Secret-Pa55');
        expect(log.rows.some((row) => row.actor_name === '(unknown name)')).toBe(true);
      });

      it("shows an operator what happened to their accounts, not what a peer placed under them did to the peer's own", async () => {
        const boss = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-audit-boss', password: 'password-123', role: 'operator' } }),
        );
        const peer = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-audit-peer', password: 'password-123', role: 'operator' } }),
        );
        ok(await admin.call('updateAccount', { params: { id: peer.id }, body: { operator: boss.id } }));
        const peerClient = await signIn(server, 'op-audit-peer', 'password-123');
        const secret = ok<{ id: number }>(
          await peerClient.call('createAccount', {
            body: { account_name: 'pl-audit-secret', password: 'password-123', role: 'player', memo: 'VIP, owes 5k' },
          }),
        );
        expect(errorOf(await adminCall(server, 'login', { body: { name: 'op-audit-peer', password: 'wrong-password' } })).code).toBe(
          'login_failed',
        );
        const bossClient = await signIn(server, 'op-audit-boss', 'password-123');
        const log = ok<{ rows: { action: string; target_id: string | null }[] }>(await bossClient.call('auditLog', { query: { pageSize: '200' } }));
        // The peer's player is outside the boss's scope (its page answers 404): so is its history.
        expect(JSON.stringify(log)).not.toContain('owes 5k');
        expect(log.rows.some((row) => row.target_id === String(secret.id))).toBe(false);
        // What happened to the peer itself, a failed sign-in included, the boss sees.
        const aboutPeer = log.rows.filter((row) => row.target_id === String(peer.id)).map((row) => row.action);
        expect(aboutPeer).toEqual(expect.arrayContaining(['staff.login_failed', 'staff.login', 'account.update', 'account.create']));
      });

      it('cannot be changed: the database refuses UPDATE and DELETE, and there is no endpoint for it', async () => {
        const db = server.built.store.db;
        await expect(sql`UPDATE audit_log SET action = 'forged'`.execute(db)).rejects.toThrow(/append-only/);
        await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
        for (const method of ['PATCH', 'DELETE', 'PUT', 'POST']) {
          const response = await fetch(`${server.url}/api/admin/audit`, {
            method,
            headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'application/json' },
            body: '{}',
          });
          expect(response.status, method).toBe(404);
        }
      });
    });

    describe('live feed and dashboard', () => {
      it('streams a deposit within a second, and resumes after Last-Event-ID without gaps', async () => {
        const { name } = await player();
        const token = await tokenFor(server, name, 'password-123');
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/admin/live`, {
          headers: { cookie: admin.cookie },
          signal: controller.signal,
        });
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        // The API's security headers and request id, which a hijacked reply does not send by itself.
        expect(response.headers.get('content-security-policy')).toBe(API_CSP);
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-request-id')).toBeTruthy();
        if (!response.body) throw new Error('no stream');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        const nextLedgerEvent = async (): Promise<{ id: number; account_name: string; amount: number }> => {
          for (;;) {
            const match = /id: (\d+)\nevent: ledger\ndata: (.*)\n\n/.exec(buffer);
            if (match?.[2]) {
              buffer = buffer.slice((match.index ?? 0) + match[0].length);
              return JSON.parse(match[2]) as { id: number; account_name: string; amount: number };
            }
            const { value, done } = await reader.read();
            if (done) throw new Error('stream ended');
            buffer += value;
          }
        };
        // Subscribed: the stream's `online` event comes after the subscription.
        while (!buffer.includes('event: online')) buffer += (await reader.read()).value ?? '';
        const started = Date.now();
        const deposit = await call(server, token, 'deposit', { amount: 12.5 }, { 'idempotency-key': 'live-1' });
        expect(deposit.status).toBe(200);
        const event = await nextLedgerEvent();
        expect(Date.now() - started).toBeLessThan(1000);
        expect(event).toMatchObject({ account_name: name, amount: 1250 });
        controller.abort();

        // Two more deposits while disconnected; reconnecting with Last-Event-ID replays them.
        await call(server, token, 'deposit', { amount: 1 }, { 'idempotency-key': 'live-2' });
        await call(server, token, 'deposit', { amount: 2 }, { 'idempotency-key': 'live-3' });
        const again = await fetch(`${server.url}/api/admin/live`, {
          headers: { cookie: admin.cookie, 'last-event-id': String(event.id) },
          signal: AbortSignal.timeout(5000),
        });
        if (!again.body) throw new Error('no stream');
        const text = again.body.pipeThrough(new TextDecoderStream()).getReader();
        let replay = '';
        while (!replay.includes('event: online')) replay += (await text.read()).value ?? '';
        const amounts = [...replay.matchAll(/event: ledger\ndata: (.*)\n/g)].map(
          (m) => (JSON.parse(m[1] ?? '{}') as { amount: number }).amount,
        );
        expect(amounts).toEqual([100, 200]);
        await text.cancel();
      });

      it("ends a staff member's open feed once they are locked", async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-live', password: 'password-123', role: 'operator' } }),
        );
        const client = await signIn(server, 'op-live', 'password-123');
        const response = await fetch(`${server.url}/api/admin/live`, { headers: { cookie: client.cookie }, signal: AbortSignal.timeout(20_000) });
        if (!response.body) throw new Error('no stream');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        while (!text.includes('event: online')) text += (await reader.read()).value ?? '';
        ok(await admin.call('lockAccount', { params: { id: op.id } }));
        // The stream ends by itself (the state, not a time: read until the server closes it).
        for (;;) {
          const { done } = await reader.read();
          if (done) break;
        }
      });

      it("ends a user's open feed once they are moved to another operator", async () => {
        const first = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-live-a', password: 'password-123', role: 'operator' } }),
        );
        const second = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-live-b', password: 'password-123', role: 'operator' } }),
        );
        const user = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'us-live', password: 'password-123', role: 'user', operator: first.id } }),
        );
        const client = await signIn(server, 'us-live', 'password-123');
        const response = await fetch(`${server.url}/api/admin/live`, { headers: { cookie: client.cookie }, signal: AbortSignal.timeout(20_000) });
        if (!response.body) throw new Error('no stream');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        while (!text.includes('event: online')) text += (await reader.read()).value ?? '';
        // Still streaming the first operator's deposits to someone who now works for the second.
        ok(await admin.call('updateAccount', { params: { id: user.id }, body: { operator: second.id } }));
        for (;;) {
          const { done } = await reader.read();
          if (done) break;
        }
      });

      it('sums deposits per day, currency and operator, within the staff member’s scope', async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-sum', password: 'password-123', role: 'operator' } }),
        );
        const mine = await player({ operator: op.id });
        const other = await player();
        await call(server, await tokenFor(server, mine.name, 'password-123'), 'deposit', { amount: 30 }, { 'idempotency-key': 'sum-1' });
        await call(server, await tokenFor(server, other.name, 'password-123'), 'deposit', { amount: 70 }, { 'idempotency-key': 'sum-2' });
        const operator = await signIn(server, 'op-sum', 'password-123');
        const theirs = ok<{ by_currency: { deposits: number }[]; by_operator: { operator_name: string; deposits: number }[]; by_day: unknown[] }>(
          await operator.call('dashboard'),
        );
        expect(theirs.by_currency).toEqual([expect.objectContaining({ currency: 'cny', deposits: 3000, deposit_count: 1, ggr: 0 })]);
        expect(theirs.by_operator).toEqual([expect.objectContaining({ operator_name: 'op-sum', deposits: 3000 })]);
        expect(theirs.by_day).toHaveLength(1);
        const all = ok<{ by_operator: { operator_id: number | null; deposits: number }[]; players_online: number }>(
          await admin.call('dashboard', { query: { operator: String(op.id) } }),
        );
        expect(all.by_operator).toEqual([expect.objectContaining({ operator_id: op.id, deposits: 3000 })]);
        // Players online follow the operator filter too: of the two logged-in players, op-sum's one.
        expect(all.players_online).toBe(1);
        // And so do the live feed's `online` counts: the first one comes once the feed is subscribed.
        const firstOnline = async (query: string) => {
          const response = await fetch(`${server.url}/api/admin/live${query}`, { headers: { cookie: admin.cookie }, signal: AbortSignal.timeout(5000) });
          if (!response.body) throw new Error('no stream');
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let text = '';
          while (!/event: online\ndata: .*\n/.test(text)) text += (await reader.read()).value ?? '';
          await reader.cancel();
          return (JSON.parse(/event: online\ndata: (.*)\n/.exec(text)?.[1] ?? '{}') as { players_online: number }).players_online;
        };
        expect(await firstOnline(`?operator=${op.id}`)).toBe(1);
        expect(await firstOnline('')).toBeGreaterThanOrEqual(2);
        expect(errorOf(await admin.call('live', { query: { operator: 'x' } })).code).toBe('invalid_request');
        const bad = await admin.call('dashboard', { query: { from: '2026-02-01', to: '2026-01-01' } });
        expect(errorOf(bad).code).toBe('invalid_request');
        // No day of the calendar: refused, not rolled over into March.
        for (const day of ['2024-02-31', '2023-02-29', '2024-13-01', '2024-00-10']) {
          const answer = await admin.call('dashboard', { query: { from: day, to: day } });
          expect(errorOf(answer).code, day).toBe('invalid_request');
        }
        ok(await admin.call('dashboard', { query: { from: '2024-02-29', to: '2024-02-29' } }));
      });

      it('shows the newest movements it counted, newest first, in its filters and the staff member’s scope', async () => {
        const op = ok<{ id: number }>(
          await admin.call('createAccount', { body: { account_name: 'op-latest', password: 'password-123', role: 'operator' } }),
        );
        const mine = await player({ operator: op.id });
        const other = await player();
        const mineToken = await tokenFor(server, mine.name, 'password-123');
        await call(server, mineToken, 'deposit', { amount: 1 }, { 'idempotency-key': 'latest-1' });
        await call(server, await tokenFor(server, other.name, 'password-123'), 'deposit', { amount: 2 }, { 'idempotency-key': 'latest-2' });
        await call(server, mineToken, 'deposit', { amount: 3 }, { 'idempotency-key': 'latest-3' });
        type Latest = { last_event_id: number; latest: { id: number; kind: string; account_name: string; operator_name: string | null; amount: number }[] };

        // An operator: their player's two deposits, newest first, up to the id the totals counted.
        const operator = await signIn(server, 'op-latest', 'password-123');
        const theirs = ok<Latest>(await operator.call('dashboard'));
        expect(theirs.latest.map(({ kind, account_name, operator_name, amount }) => ({ kind, account_name, operator_name, amount }))).toEqual([
          { kind: 'deposit', account_name: mine.name, operator_name: 'op-latest', amount: 300 },
          { kind: 'deposit', account_name: mine.name, operator_name: 'op-latest', amount: 100 },
        ]);
        expect(theirs.latest[0]?.id).toBe(theirs.last_event_id);

        // The admin sees everyone's, at most 50, and the operator filter narrows them like the totals.
        const all = ok<Latest>(await admin.call('dashboard'));
        expect(all.latest.slice(0, 3).map((row) => row.amount)).toEqual([300, 200, 100]);
        expect(all.latest.length).toBeLessThanOrEqual(50);
        const ids = all.latest.map((row) => row.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        const filtered = ok<Latest>(await admin.call('dashboard', { query: { operator: String(op.id) } }));
        expect(filtered.latest.map((row) => row.amount)).toEqual([300, 100]);
        // A day with no movements: none.
        const before = ok<Latest>(await admin.call('dashboard', { query: { from: '2020-01-01', to: '2020-01-02' } }));
        expect(before.latest).toEqual([]);
      });
    });

    describe('contact inbox', () => {
      it('lists messages with their consent, filters by consent, and marks them handled once', async () => {
        const base = { last_name: 'Lee', email_address: 'x@example.com', your_message: 'Hi', agree_privacy: true };
        await post(server, '/api/contact', { ...base, first_name: 'Yes', agree_promotion: true });
        await post(server, '/api/contact', { ...base, first_name: 'No' });
        const open = ok<{ rows: { id: string; first_name: string; agree_promotion: boolean }[] }>(await admin.call('listContacts'));
        expect(open.rows.map((row) => [row.first_name, row.agree_promotion])).toEqual([
          ['No', false],
          ['Yes', true],
        ]);
        const consenting = ok<{ rows: { first_name: string }[] }>(await admin.call('listContacts', { query: { consent: '1' } }));
        expect(consenting.rows.map((row) => row.first_name)).toEqual(['Yes']);
        const id = open.rows[0]?.id as string;
        ok(await admin.call('handleContact', { params: { id } }));
        const handled = ok<{ rows: { handled_by: string }[] }>(await admin.call('listContacts', { query: { state: 'handled' } }));
        expect(handled.rows).toEqual([expect.objectContaining({ id, handled_by: 'admin' })]);
        expect(errorOf(await admin.call('handleContact', { params: { id: '00000000-0000-4000-8000-000000000000' } })).code).toBe(
          'not_found',
        );
      });
    });
  });
}

describe('the first admin', () => {
  it('without KY_ADMIN_PASSWORD gets a random password, printed once to the log', async () => {
    const server = await startServer({ adminPassword: undefined });
    try {
      const lines = server.logs.filter((line) => line.includes('admin_seeded'));
      expect(lines).toHaveLength(1);
      const password = /generated password (\S+)/.exec(lines[0] ?? '')?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      await signIn(server, 'admin', password as string);
      await server.built.services.backoffice.seed();
      expect(server.logs.filter((line) => line.includes('admin_seeded'))).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it('is seeded once, without a false error, when another instance seeds it at the same moment', async () => {
    const server = await startServer({ adminPassword: 'first-admin-password' });
    try {
      // This instance looked before the other's admin was committed: it saw none, then the name is taken.
      const look = vi.spyOn(AdminStore.prototype, 'hasRole').mockResolvedValueOnce(false);
      await server.built.services.backoffice.seed();
      expect(look).toHaveBeenCalledTimes(2);
      expect(server.logs.filter((line) => line.includes('could not seed'))).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await server.stop();
    }
  });
});

describe('automated log-in links behind a public address (KY_PUBLIC_URL)', () => {
  it('are built on it, whatever Host the request named', async () => {
    const server = await startServer({ adminPassword: ADMIN_PASSWORD, publicUrl: 'https://wallet.example' });
    try {
      const admin = await signIn(server, 'admin', ADMIN_PASSWORD);
      const { id } = ok<{ id: number }>(
        await admin.call('createAccount', { body: { account_name: 'player-public', password: 'password-123', role: 'player', auto_login: true } }),
      );
      const link = ok<{ id: string; url: string }>(await admin.call('createLoginLink', { params: { id } }));
      expect(link.url).toBe(`https://wallet.example/login/${link.id}`);
    } finally {
      await server.stop();
    }
  });
});

forEachEngine('back office API', apiSuite);
