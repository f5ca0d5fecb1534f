import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECRET_KEY_FILE, SecretBox, SecretKeyError } from '../src/services/secret-box.js';
import { ADMIN_PASSWORD, adminCall, ok, signIn, type StaffClient } from './admin-helpers.js';
import { forEachEngine, type EngineTarget } from './engines.js';
import { errorOf, startServer, type TestServer } from './helpers.js';

/*
 * Staff TOTP secrets at rest: sealed with AES-256-GCM under KY_ADMIN_SECRET_KEY (or a key
 * generated once into DATA_DIR), clear ones from before sealed at start, keys rotated by listing
 * the old one after the new one, and a server with the wrong key refusing to start.
 */

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('hex');

function secretsSuite(engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) {
  describe(`TOTP secrets at rest on ${engine}`, () => {
    let target: EngineTarget;
    let server: TestServer | undefined;
    let admin: StaffClient;
    let seq = 0;

    const start = async (adminSecretKey?: string) => {
      await server?.stop();
      server = undefined;
      server = await startServer({ ...target.options, adminPassword: ADMIN_PASSWORD, adminSecretKey });
      admin = await signIn(server, 'admin', ADMIN_PASSWORD);
      return server;
    };
    const storedSecret = async (id: number): Promise<string | null> => {
      if (!server) throw new Error('no server');
      const row = await sql<{ totp_secret: string | null }>`SELECT totp_secret FROM accounts WHERE id = ${id}`.execute(
        server.built.store.db,
      );
      return row.rows[0]?.totp_secret ?? null;
    };
    /** A staff member enrolled in two-factor sign-in through the API; their secret in clear. */
    const enrol = async (): Promise<{ id: number; name: string; secret: string }> => {
      const name = `staff-totp-${++seq}`;
      const { id } = ok<{ id: number }>(
        await admin.call('createAccount', { body: { account_name: name, password: 'password-123', role: 'operator' } }),
      );
      const staff = await signIn(requireServer(), name, 'password-123');
      const { secret } = ok<{ secret: string }>(await staff.call('totpSetup'));
      ok(await staff.call('totpConfirm', { body: { code: new TOTP({ secret }).generate() } }));
      return { id, name, secret };
    };
    const requireServer = () => {
      if (!server) throw new Error('no server');
      return server;
    };
    /** Signs in with a code of the next time step (the enrolment used this one). */
    const signInWith = (name: string, secret: string) =>
      signIn(requireServer(), name, 'password-123', new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 }));

    beforeAll(async () => {
      target = await makeTarget();
    });
    afterAll(async () => {
      await server?.stop();
      await target?.dispose();
    });

    it('stores a sealed secret, never the secret itself, and still signs in with its codes', async () => {
      await start(KEY_A);
      const { id, name, secret } = await enrol();
      const stored = await storedSecret(id);
      expect(stored).toMatch(/^v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]+$/);
      expect(stored).not.toContain(secret);
      await signInWith(name, secret);
    });

    it('seals secrets stored in clear (before this change) when it starts', async () => {
      await start(KEY_A);
      const { id, name } = await enrol();
      const clear = new Secret({ size: 20 }).base32;
      await sql`UPDATE accounts SET totp_secret = ${clear}, totp_last_step = NULL WHERE id = ${id}`.execute(
        requireServer().built.store.db,
      );
      await start(KEY_A);
      const stored = await storedSecret(id);
      expect(stored).toMatch(/^v1:/);
      expect(stored).not.toContain(clear);
      expect(requireServer().logs.join('')).toMatch(/sealed \d+ TOTP secret/);
      await signInWith(name, clear);
    });

    it('refuses to start with a key that does not open the stored secrets, and names the key', async () => {
      await start(KEY_A);
      await enrol();
      await server?.stop();
      server = undefined;
      const keyA = new SecretBox([Buffer.from(KEY_A, 'base64')]).keyId;
      await expect(startServer({ ...target.options, adminPassword: ADMIN_PASSWORD, adminSecretKey: KEY_B })).rejects.toThrow(
        new RegExp(`sealed with key ${keyA}, which KY_ADMIN_SECRET_KEY does not hold`),
      );
    });

    it('rotates: with the new key first and the old one after, it reseals every secret under the new key', async () => {
      await start(KEY_A);
      const { id, name, secret } = await enrol();
      await start(`${KEY_B},${KEY_A}`);
      const keyB = new SecretBox([Buffer.from(KEY_B, 'hex')]).keyId;
      expect(await storedSecret(id)).toMatch(new RegExp(`^v1:${keyB}:`));
      await start(KEY_B);
      await signInWith(name, secret);
      const wrong = await adminCall(requireServer(), 'login', { body: { name, password: 'password-123', totp: '000000' } });
      expect(errorOf(wrong).code).toBe('totp_invalid');
    });

    it('rotates a new authenticator not confirmed yet too: its first code confirms it under the new key alone', async () => {
      // The last test left every secret under KEY_B: rotate from it to KEY_A.
      await start(KEY_B);
      const name = `staff-totp-${++seq}`;
      ok(await admin.call('createAccount', { body: { account_name: name, password: 'password-123', role: 'operator' } }));
      const staff = await signIn(requireServer(), name, 'password-123');
      const { secret } = ok<{ secret: string }>(await staff.call('totpSetup'));
      ok(await staff.call('totpConfirm', { body: { code: new TOTP({ secret }).generate() } }));
      // A new authenticator: pending until its first code, sealed beside the one in force.
      const current = new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });
      const { secret: next } = ok<{ secret: string }>(await staff.call('totpSetup', { body: { current_code: current } }));
      await start(`${KEY_A},${KEY_B}`);
      await start(KEY_A);
      // The staff session outlives the restarts (it is in the database).
      const confirm = await adminCall(requireServer(), 'totpConfirm', {
        body: { code: new TOTP({ secret: next }).generate() },
        cookie: staff.cookie,
        csrf: staff.csrf,
      });
      expect(confirm.status).toBe(200);
    });

    it('generates a key once into DATA_DIR (mode 0600) when KY_ADMIN_SECRET_KEY is not set', async () => {
      const own = await makeTarget();
      try {
        const first = await startServer({ ...own.options, adminPassword: ADMIN_PASSWORD });
        const file = join(own.options.dataDir, ADMIN_SECRET_KEY_FILE);
        let key: string;
        try {
          expect((await stat(file)).mode & 0o777).toBe(0o600);
          key = await readFile(file, 'utf8');
        } finally {
          await first.stop();
        }
        const again = await startServer({ ...own.options, adminPassword: ADMIN_PASSWORD });
        await again.stop();
        expect(await readFile(file, 'utf8')).toBe(key);
      } finally {
        await own.dispose();
      }
    });
  });
}

forEachEngine('TOTP secrets at rest', secretsSuite);

describe('SecretBox', () => {
  const box = new SecretBox([randomBytes(32)]);

  it('opens what it sealed, only for the same context, and never seals the same way twice', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(box.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(sealed);
    expect(() => box.open(sealed, 'totp:2')).toThrow(SecretKeyError);
  });

  it('refuses an altered secret and a secret in clear', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const at = sealed.length - 10;
    const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => box.open(altered, 'totp:1')).toThrow(/altered/);
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'totp:1')).toThrow(SecretKeyError);
  });
});
