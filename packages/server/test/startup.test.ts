import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sqliteDriverFor } from '@ky-wallet/games/sqlite-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from './processes.js';

/*
 * What `npm start` loads: a server on SQLite without Redis loads neither PostgreSQL's driver nor
 * Redis's client (about a tenth of its start-up, more on a slow machine, and of every test server's).
 * A module hook of node's records every module the process resolves.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ky-startup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the built server with `env` until /healthz answers, stops it, and lists what it resolved. */
async function modulesLoaded(env: Record<string, string>): Promise<string[]> {
  const log = join(dir, 'resolved.log');
  const hooks = join(dir, 'hooks.mjs');
  await writeFile(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}`,
  );
  const register = join(dir, 'register.mjs');
  await writeFile(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  await writeFile(log, '');
  const server = await startProcess({ DATA_DIR: join(dir, 'data'), ...env }, ['--import', pathToFileURL(register).href]);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return (await readFile(log, 'utf8')).split('\n').filter(Boolean);
}

describe('given the embedded default (SQLite, no Redis)', () => {
  it('starts without loading pg or redis, and with better-sqlite3', async () => {
    const loaded = await modulesLoaded({ DATABASE_URL: '', KY_REDIS_URL: '' });
    const packages = (name: string) => loaded.filter((url) => url.includes(`/node_modules/${name}/`));
    // The hook sees what it should: the server's own modules and the SQLite driver.
    expect(loaded.some((url) => url.endsWith('/dist/main.js'))).toBe(true);
    expect(packages(sqliteDriverFor(process.versions.node))).not.toEqual([]);
    expect(packages('pg')).toEqual([]);
    expect(packages('redis')).toEqual([]);
    expect(packages('@redis/client')).toEqual([]);
  }, 60_000);
});
