import { mkdtemp, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSqlite } from './sqlite-driver.js';
import { DurableSqliteDialect, WalSync } from './wal-sync.js';

interface Db {
  notes: { id: number; text: string };
}

/*
 * The game server's SQLite commits with synchronous=NORMAL and syncs its WAL on the thread pool
 * (DurableSqliteDialect). What must hold: no write resolves before a sync that started after its
 * COMMIT is done; reads do not wait; writes that meet a running sync share the next one; a failed
 * sync fails that write and every later one.
 */
describe('DurableSqliteDialect: writes resolve once their WAL is on disk', () => {
  let dir: string;
  let db: Kysely<Db> | undefined;
  /** Syncs started, and the promises that let each one go. */
  let syncs: { release: () => void; fail: (error: Error) => void }[];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ky-durable-'));
    syncs = [];
  });
  afterEach(async () => {
    for (const sync of syncs) sync.release();
    await db?.destroy();
    db = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  let dialect: DurableSqliteDialect | undefined;

  async function open(): Promise<Kysely<Db>> {
    const file = join(dir, 'games.sqlite');
    const database = openSqlite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    const held = (handle: FileHandle) =>
      new Promise<void>((resolve, reject) => {
        syncs.push({ release: () => void handle.datasync().then(resolve, reject), fail: reject });
      });
    dialect = new DurableSqliteDialect(database, new WalSync(`${file}-wal`, held));
    db = new Kysely<Db>({ dialect });
    const created = sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    syncs.shift()?.release();
    await created;
    return db;
  }

  it('resolves a write only after its sync, and does not hold reads back', async () => {
    const kysely = await open();
    let written = false;
    const write = kysely
      .insertInto('notes')
      .values({ id: 1, text: 'bet' })
      .execute()
      .then(() => (written = true));
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    // Committed (another reader sees the row) but not yet answered: its sync is held.
    expect(await kysely.selectFrom('notes').select('text').execute()).toEqual([{ text: 'bet' }]);
    expect(written).toBe(false);
    syncs[0]?.release();
    await write;
    expect(written).toBe(true);
  });

  it('syncs a transaction once, at its end', async () => {
    const kysely = await open();
    const done = kysely.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'a' }).execute();
      await trx.insertInto('notes').values({ id: 2, text: 'b' }).execute();
      expect(syncs).toHaveLength(0);
    });
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    syncs[0]?.release();
    await done;
    expect(syncs).toHaveLength(1);
  });

  it('lets writes that meet a running sync share the next one', async () => {
    const kysely = await open();
    const first = kysely.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    const more = [2, 3, 4, 5].map((id) => kysely.insertInto('notes').values({ id, text: 'b' }).execute());
    // Every one has committed and waits; none started a sync of its own.
    await vi.waitFor(async () => expect(await kysely.selectFrom('notes').select('id').execute()).toHaveLength(5));
    expect(syncs).toHaveLength(1);
    syncs[0]?.release();
    await first;
    await vi.waitFor(() => expect(syncs).toHaveLength(2));
    syncs[1]?.release();
    await Promise.all(more);
    expect(syncs).toHaveLength(2);
  });

  it('resolves a transaction that asked not to wait before its sync, which still runs', async () => {
    const kysely = await open();
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'closed' }).execute();
      dialect?.doNotWait();
    });
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    // The next write waits as before.
    let written = false;
    const next = kysely
      .insertInto('notes')
      .values({ id: 2, text: 'bet' })
      .execute()
      .then(() => (written = true));
    await vi.waitFor(async () => expect(await kysely.selectFrom('notes').select('id').execute()).toHaveLength(2));
    expect(written).toBe(false);
    syncs[0]?.release();
    await vi.waitFor(() => expect(syncs).toHaveLength(2));
    syncs[1]?.release();
    await next;
  });

  it('fails the write whose sync failed, and every write after it', async () => {
    const kysely = await open();
    const write = kysely.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    syncs[0]?.fail(new Error('EIO'));
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_IOERR_FSYNC' });
    await expect(kysely.insertInto('notes').values({ id: 2, text: 'b' }).execute()).rejects.toMatchObject({ code: 'SQLITE_IOERR_FSYNC' });
    expect(syncs).toHaveLength(1);
  });
});
