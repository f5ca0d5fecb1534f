// The embedded store's hot statements, timed in process (no HTTP): the reads every deposit makes,
// and a group-commit batch per deposit, after the ledger holds N_DEPOSITS rows (default 100,000),
// as a busy wallet's would. Batches are timed with time-ordered Idempotency-Keys (UUID v7, what
// the widget sends) and with random ones (v4, which any client may send). What a deposit costs inside
// SQLite, beside what bench/deposits.mjs measures over HTTP. Run with `node bench/store.mjs`
// after `npm run build`.
import { randomUUID } from 'node:crypto';
import { timeOrderedUuid } from '@ky-wallet/protocol';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function runStoreBench({ deposits = Number(process.env.N_DEPOSITS ?? 100_000) } = {}) {
  const { openStore } = await import(join(root, 'packages/server/dist/store/index.js'));
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-bench-store-'));
  const store = await openStore({ dataDir });
  try {
    const accountId = await store.createAccount({ name: 'bench', alliance: 'bench', passwordHash: 'x', currency: 'cny' });
    const tokenHash = 'f'.repeat(64);
    await store.createSession({ tokenHash, accountId, createdAt: Date.now(), expiresAt: Date.now() + 3_600_000 });
    const item = (newKey = timeOrderedUuid) => ({
      accountId,
      currency: 'cny',
      amount: 1,
      paymentRef: null,
      idempotency: { key: newKey(), requestHash: 'a'.repeat(64) },
    });
    for (let done = 0; done < deposits; done += 50) await store.creditDeposits(Array.from({ length: 50 }, () => item()));

    /** Pages in the WAL: emptied before a timed run of batches, counted after it (outside the clock). */
    const walPages = async (mode) => (await sql`PRAGMA wal_checkpoint(${sql.raw(mode)})`.execute(store.db)).rows[0].log;
    /**
     * Mean microseconds per call (per item for batches), after a warm-up; with `writes`, also the
     * pages a call wrote to the WAL per item, which the COMMIT writes one by one.
     */
    const time = async (label, call, calls, perCall = 1, writes = false) => {
      for (let i = 0; i < Math.min(calls, 500); i++) await call();
      if (writes) await walPages('TRUNCATE');
      const start = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) await call();
      const us = Number(process.hrtime.bigint() - start) / 1000 / calls / perCall;
      const pages = writes ? `  ${((await walPages('PASSIVE')) / calls / perCall).toFixed(2)} WAL pages` : '';
      console.log(`${label.padEnd(60)} ${us.toFixed(1).padStart(7)} us${pages}`);
    };
    console.log(`\n# The embedded store (SQLite, every batch synced to disk), ledger of ${deposits} deposits`);
    await time("findSession (every request's token)", () => store.findSession(tokenHash), 20_000);
    await time("depositContext (a deposit's wallet and key)", () => store.depositContext(accountId, randomUUID()), 20_000);
    // What a deposit reads: its session and deposit context, with those of the deposits of its turn.
    for (const size of [1, 30]) {
      await time(
        `findSessionForDeposit, ${size} in one turn, per deposit`,
        () => Promise.all(Array.from({ length: size }, () => store.findSessionForDeposit(tokenHash, randomUUID()))),
        Math.ceil(20_000 / size),
        size,
      );
    }
    for (const [keys, newKey] of [
      ['time-ordered keys', timeOrderedUuid],
      ['random keys', randomUUID],
    ]) {
      for (const size of [1, 10, 30, 50]) {
        const batch = () => store.creditDeposits(Array.from({ length: size }, () => item(newKey)));
        await time(`creditDeposits, batch of ${size}, ${keys}, per deposit`, batch, Math.ceil(3000 / size), size, true);
      }
    }
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runStoreBench();
