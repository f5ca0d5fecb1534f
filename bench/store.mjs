// The embedded store's hot statements, timed in process (no HTTP): the reads every deposit makes,
// and a group-commit batch per deposit, after the ledger holds N_DEPOSITS rows with random
// Idempotency-Keys (default 100,000), as a busy wallet's would. What a deposit costs inside
// SQLite, beside what bench/deposits.mjs measures over HTTP. Run with `node bench/store.mjs`
// after `npm run build`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function runStoreBench({ deposits = Number(process.env.N_DEPOSITS ?? 100_000) } = {}) {
  const { openStore } = await import(join(root, 'packages/server/dist/store/index.js'));
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-bench-store-'));
  const store = await openStore({ dataDir });
  try {
    const accountId = await store.createAccount({ name: 'bench', alliance: 'bench', passwordHash: 'x', currency: 'cny' });
    const tokenHash = 'f'.repeat(64);
    await store.createSession({ tokenHash, accountId, createdAt: Date.now(), expiresAt: Date.now() + 3_600_000 });
    const item = () => ({
      accountId,
      currency: 'cny',
      amount: 1,
      paymentRef: null,
      idempotency: { key: randomUUID(), requestHash: 'a'.repeat(64) },
    });
    for (let done = 0; done < deposits; done += 50) await store.creditDeposits(Array.from({ length: 50 }, item));

    /** Mean microseconds per call (per item for batches), after a warm-up. */
    const time = async (label, call, calls, perCall = 1) => {
      for (let i = 0; i < Math.min(calls, 500); i++) await call();
      const start = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) await call();
      const us = Number(process.hrtime.bigint() - start) / 1000 / calls / perCall;
      console.log(`${label.padEnd(48)} ${us.toFixed(1).padStart(7)} us`);
    };
    console.log(`\n# The embedded store (SQLite, every batch synced to disk), ledger of ${deposits} deposits with random keys`);
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
    for (const size of [1, 10, 30, 50]) {
      await time(`creditDeposits, batch of ${size}, per deposit`, () => store.creditDeposits(Array.from({ length: size }, item)), Math.ceil(3000 / size), size);
    }
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runStoreBench();
