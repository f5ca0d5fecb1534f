import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@ky-wallet/games/sqlite-driver';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from './index.js';
import { prepared, preparedSqlite, slot } from './prepared.js';

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

describe('preparedSqlite', () => {
  it('reads a row as an object of its columns by their names, nulls included, and runs writes', async () => {
    const database = openSqlite(':memory:');
    const db = new Kysely<{ people: { id: number; name: string; team: string | null }; teams: { name: string; city: string } }>({
      dialect: new SqliteDialect({ database }),
    });
    try {
      database.exec('create table people (id integer primary key, name text, team text); create table teams (name text, city text)');
      const insert = preparedSqlite<[id: number, name: string, team: string | null]>(
        database,
        db.insertInto('people').values({ id: slot<number>(0), name: slot<string>(1), team: slot<string | null>(2) }),
      );
      insert.run(1, 'ann', 'red');
      insert.run(2, 'bob', null);
      database.exec("insert into teams values ('red', 'Basel')");
      const find = preparedSqlite<[id: number]>(
        database,
        db
          .selectFrom('people')
          .leftJoin('teams', 'teams.name', 'people.team')
          .select(['people.id as personId', 'people.name', 'teams.city'])
          .where('people.id', '=', slot<number>(0)),
      );
      expect(find.get(1)).toEqual({ personId: 1, name: 'ann', city: 'Basel' });
      expect(find.get(2)).toEqual({ personId: 2, name: 'bob', city: null });
      expect(find.get(3)).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});
