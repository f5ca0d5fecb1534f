import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';

/**
 * Where the store suites run: SQLite always (a temporary file), PostgreSQL when
 * KY_TEST_DATABASE_URL names a server. Each PostgreSQL run gets a fresh database (or, if the role
 * may not create databases, a fresh schema) that is dropped afterwards.
 */
export interface EngineTarget {
  name: 'sqlite' | 'postgres';
  /** What openStore / buildApp take. */
  options: { databaseUrl?: string; dataDir: string };
  dispose(): Promise<void>;
}

export const POSTGRES_URL = process.env.KY_TEST_DATABASE_URL?.trim() || undefined;
export const IN_CI = process.env.CI === 'true';
export const POSTGRES_HOWTO =
  'set KY_TEST_DATABASE_URL=postgres://user@host:5432/db (a role that may create databases or schemas) to run them';

export async function sqliteTarget(): Promise<EngineTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-wallet-store-'));
  return {
    name: 'sqlite',
    options: { dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(adminUrl: string): Promise<EngineTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-wallet-store-'));
  const name = `ky_wallet_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        name: 'postgres',
        options: { databaseUrl: url.toString(), dataDir },
        async dispose() {
          await dropWith(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error; // insufficient_privilege
      await admin.query(`CREATE SCHEMA "${name}"`);
      const url = new URL(adminUrl);
      url.searchParams.set('options', `-c search_path=${name}`);
      return {
        name: 'postgres',
        options: { databaseUrl: url.toString(), dataDir },
        async dispose() {
          await dropWith(adminUrl, `DROP SCHEMA IF EXISTS "${name}" CASCADE`);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }
  } finally {
    await admin.end();
  }
}

async function dropWith(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Declares a suite once per engine: SQLite always; PostgreSQL when KY_TEST_DATABASE_URL is set.
 * Without it the PostgreSQL suite fails in CI (CI=true) and is reported as skipped elsewhere: a
 * user's machine may have no PostgreSQL, and `npm test` must still pass there.
 */
export function forEachEngine(title: string, suite: (engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) => void): void {
  suite('sqlite', sqliteTarget);
  if (POSTGRES_URL) {
    const url = POSTGRES_URL;
    suite('postgres', () => postgresTarget(url));
  } else if (IN_CI) {
    describe(`${title} on postgres`, () => {
      it('runs in CI', () => {
        throw new Error(`KY_TEST_DATABASE_URL is not set, and CI=true requires the PostgreSQL tests: ${POSTGRES_HOWTO}`);
      });
    });
  } else {
    // Not run here, and said so: a user's machine may have no PostgreSQL and `npm test` must pass
    // there. CI sets KY_TEST_DATABASE_URL (.ci/run starts a cluster), and CI=true without it fails
    // above. (No placeholder test: an empty test listed as skipped would prove nothing.)
    console.warn(`PostgreSQL ${title} tests SKIPPED (KY_TEST_DATABASE_URL is not set): ${POSTGRES_HOWTO}.`);
  }
}
