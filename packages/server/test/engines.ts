import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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
