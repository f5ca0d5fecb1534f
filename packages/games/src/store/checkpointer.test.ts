import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalCheckpointer } from './checkpointer.js';
import { openSqlite } from './sqlite-driver.js';

describe('WalCheckpointer: the WAL checkpointed from a worker thread', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('copies what the writer committed into the database while the writer goes on', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ky-checkpoint-'));
    dirs.push(dir);
    const file = join(dir, 'games.sqlite');
    const database = openSqlite(file);
    database.pragma('journal_mode = WAL');
    // The writer never checkpoints itself: whatever is copied, the worker copied.
    database.pragma('wal_autocheckpoint = 0');
    database.exec('create table notes (id integer primary key, text text)');
    const insert = database.prepare('insert into notes (text) values (?)');
    for (let i = 0; i < 200; i++) insert.run(`note ${i}`);

    const copied: number[] = [];
    const errors: string[] = [];
    const checkpointer = new WalCheckpointer(file, { intervalMs: 20, onCheckpoint: (frames) => copied.push(frames), onError: (message) => errors.push(message) });
    try {
      await vi.waitFor(() => expect(copied.some((frames) => frames > 0)).toBe(true), { timeout: 10_000, interval: 20 });
      // Nothing left to copy: the writer's own checkpoint finds every frame done already.
      const [row] = database.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
      expect(row?.checkpointed).toBe(row?.log);
      insert.run('after');
      expect(database.prepare('select count(*) as n from notes').get()).toEqual({ n: 201 });
      expect(errors).toEqual([]);
    } finally {
      await checkpointer.close();
      database.close();
    }
  });

  it('reports a database it cannot open, and still closes', async () => {
    const errors: string[] = [];
    const checkpointer = new WalCheckpointer(join(tmpdir(), 'ky-no-such-dir', 'x', 'games.sqlite'), { intervalMs: 20, onError: (message) => errors.push(message) });
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    await checkpointer.close();
  });
});
