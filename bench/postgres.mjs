// PostgreSQL's own CPU per statement of the deposit path, by the number of deposits in it: the
// per-turn session read (store/postgres-session-read.ts) and the group-commit batch
// (ky_credit_deposits, store/credit-function.ts). A statement's cost is a fixed part plus a part
// per deposit; with two server processes each batch and each turn's read holds about half as many
// deposits, so the fixed part counts twice per deposit (bench/scale.mjs). The backend's CPU time
// comes from /proc: PostgreSQL must run on this machine (Linux).
//
// KY_BENCH_DATABASE_URL (or KY_TEST_DATABASE_URL): a role that may create databases. Run with
// `node bench/postgres.mjs` after `npm run build`, or as `npm run bench -- postgres`.
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dropDatabase, freshDatabase } from '../proof/store.mjs';
import { cpuSeconds } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PLAYERS = 100;
const SIZES = [1, 5, 14, 28];

export async function runPostgresBench({ reads = 2000, batches = 1000 } = {}) {
  const adminUrl = process.env.KY_BENCH_DATABASE_URL ?? process.env.KY_TEST_DATABASE_URL;
  if (!adminUrl || process.platform !== 'linux') {
    console.log('\n# PostgreSQL statements: skipped (set KY_BENCH_DATABASE_URL to a PostgreSQL on this Linux machine)');
    return;
  }
  const dist = join(root, 'packages/server/dist/store');
  const { openStore } = await import(join(dist, 'index.js'));
  const { READ_SQL } = await import(join(dist, 'postgres-session-read.js'));
  const { CREDIT_SQL } = await import(join(dist, 'postgres-credit.js'));
  const { CONNECTION_OPTIONS } = await import(join(dist, 'postgres.js'));
  const database = await freshDatabase({ adminUrl });
  try {
    // Players with a session and a wallet, made through the server's own store (its migrations).
    const store = await openStore(database.storeOptions);
    const players = [];
    try {
      for (let i = 0; i < PLAYERS; i++) {
        const id = await store.createAccount({ name: `bench-${i}`, alliance: 'bench', passwordHash: 'x', currency: 'cny' });
        const tokenHash = randomBytes(32).toString('hex');
        await store.createSession({ tokenHash, accountId: id, createdAt: Date.now(), expiresAt: Date.now() + 3_600_000 });
        players.push({ id, tokenHash });
      }
    } finally {
      await store.close();
    }
    console.log(`\n# PostgreSQL's CPU per statement of the deposit path, by deposits in it (${PLAYERS} players; named prepared statements)`);
    for (const [how, options] of [
      ['planned once a connection (the server, with its connection options)', CONNECTION_OPTIONS],
      ["PostgreSQL's default plan_cache_mode (auto: mostly planned at each execution)", undefined],
    ]) {
      console.log(how);
      const client = new pg.Client({ connectionString: database.storeOptions.databaseUrl, options });
      await client.connect();
      try {
        await timeStatements(client, players, { reads, batches, READ_SQL, CREDIT_SQL });
      } finally {
        await client.end();
      }
    }
    console.log('CPU: the backend process (user + system, from /proc, 10 ms ticks over the run); round trip: wall time as the client waits.');
  } finally {
    await dropDatabase(database, { adminUrl });
  }
}

/** Times the read and the batch at each size on one connection. */
async function timeStatements(client, players, { reads, batches, READ_SQL, CREDIT_SQL }) {
  const { rows } = await client.query('select pg_backend_pid() as pid');
  const backendCpu = () => cpuSeconds(rows[0].pid) ?? Number.NaN;
  const time = async (count, run) => {
    for (let i = 0; i < 50; i++) await run(i); // warm: prepared, planned, cached
    const before = backendCpu();
    const started = performance.now();
    for (let i = 0; i < count; i++) await run(i);
    return { cpu: ((backendCpu() - before) * 1e6) / count, wall: ((performance.now() - started) * 1000) / count };
  };
  const pick = (i, size) => Array.from({ length: size }, (_, j) => players[(i * size + j) % PLAYERS]);
  for (const size of SIZES) {
    const read = await time(reads, (i) =>
      client.query({
        name: 'read',
        text: READ_SQL,
        values: [pick(i, size).map((player) => player.tokenHash), pick(i, size).map(() => randomUUID())],
      }),
    );
    const credit = await time(batches, (i) => {
      const items = pick(i, size);
      return client.query({
        name: 'credit',
        text: CREDIT_SQL,
        values: [
          items.map((player) => player.id),
          items.map(() => 1),
          items.map(() => 'cny'),
          items.map(() => null),
          items.map(() => randomUUID()),
          items.map(() => 'h'),
          items.map((player) => player.tokenHash),
          Date.now(),
        ],
      });
    });
    console.log(
      `  ${String(size).padStart(2)} deposits   read ${fixed(read.cpu)} us (${fixed(read.cpu / size)} a deposit, ${fixed(read.wall)} us round trip)   ` +
        `batch ${fixed(credit.cpu)} us (${fixed(credit.cpu / size)} a deposit, ${fixed(credit.wall)} us round trip)`,
    );
  }
}

const fixed = (value) => value.toFixed(0).padStart(5);

if (process.argv[1] === fileURLToPath(import.meta.url)) await runPostgresBench();
