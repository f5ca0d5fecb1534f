import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from './index.js';
import { prepared, slot } from './prepared.js';

describe('prepared', () => {
  let dir: string;
  let store: Store;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ky-prepared-'));
    store = await openStore({ dataDir: dir });
    await store.createAccount({ name: 'ann', alliance: 'kygaming', passwordHash: 'x', currency: 'cny' });
    await store.createAccount({ name: 'bob', alliance: 'other', passwordHash: 'x', currency: 'usd' });
  });

  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('binds new arguments to the once-compiled query, in slot order, keeping constants', async () => {
    const db = store.db;
    const find = prepared<{ name: string }, [alliance: string, name: string]>(db, () =>
      db
        .selectFrom('accounts')
        .select('name')
        .where('role', '=', 'player')
        .where('name', '=', slot<string>(1))
        .where('alliance', '=', slot<string>(0)),
    );
    expect(await find('kygaming', 'ann')).toEqual([{ name: 'ann' }]);
    expect(await find('other', 'bob')).toEqual([{ name: 'bob' }]);
    expect(await find('kygaming', 'bob')).toEqual([]);
  });
});
