// The proof reads the database directly, through the server's own store (its built dist/), to
// check what the answers claimed: players are created there, and every figure of the table is
// counted there, never taken from the server's word.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { PasswordHasher } from '../packages/server/dist/services/password.js';
import { openStore } from '../packages/server/dist/store/index.js';

export const PASSWORD = 'proof-password-1';

/** A fresh database: a SQLite directory, or a new database on the cluster. */
export async function freshDatabase(cluster) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ky-proof-data-'));
  if (!cluster) return { name: 'SQLite', dataDir, env: { DATA_DIR: dataDir }, storeOptions: { dataDir } };
  const name = `ky_proof_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return { name: 'PostgreSQL', dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, storeOptions: { dataDir, databaseUrl } };
}

/** Creates `count` players (one shared password, hashed once) and returns their names and ids. */
export async function createPlayers(database, count, prefix) {
  const store = await openStore(database.storeOptions);
  try {
    const hasher = new PasswordHasher({ cost: 14, concurrency: 1, queueLimit: 1 });
    const passwordHash = await hasher.hash(PASSWORD);
    const players = [];
    for (let i = 0; i < count; i++) {
      const name = `${prefix}-${i}`;
      const id = await store.createAccount({ name, alliance: 'kygaming', passwordHash, currency: 'cny' });
      players.push({ name, id });
    }
    return players;
  } finally {
    await store.close();
  }
}

/**
 * Checks the database against what the clients were told. `acknowledged` maps each account id
 * to the acknowledged operations: `{ key, minor }`. Returns the figures of the table.
 */
export async function verifyMoney(database, acknowledged) {
  const store = await openStore(database.storeOptions);
  try {
    const ids = [...acknowledged.keys()];
    const db = store.db;
    const wallets = new Map(
      (await db.selectFrom('wallets').select(['account_id', 'balance']).where('account_id', 'in', ids).execute()).map((row) => [
        Number(row.account_id),
        Number(row.balance),
      ]),
    );
    const ledger = await db
      .selectFrom('transactions')
      .select(['account_id', 'idempotency_key', 'amount'])
      .where('account_id', 'in', ids)
      .execute();
    const rowsByKey = new Map();
    const ledgerSum = new Map();
    for (const row of ledger) {
      const pair = `${row.account_id}/${row.idempotency_key}`;
      rowsByKey.set(pair, (rowsByKey.get(pair) ?? 0) + 1);
      ledgerSum.set(Number(row.account_id), (ledgerSum.get(Number(row.account_id)) ?? 0) + Number(row.amount));
    }
    // Ledger rows whose idempotency row is missing: money written without its record (half applied).
    const orphans = await db
      .selectFrom('transactions as t')
      .leftJoin('idempotency_keys as k', (join) =>
        join.onRef('k.account_id', '=', 't.account_id').onRef('k.key', '=', 't.idempotency_key'),
      )
      .select(sql`count(*)`.as('n'))
      .where('t.account_id', 'in', ids)
      .where('k.key', 'is', null)
      .executeTakeFirstOrThrow();

    let lost = 0;
    let doubled = 0;
    let balanceOff = 0;
    let ledgerOff = 0;
    let acked = 0;
    for (const [accountId, operations] of acknowledged) {
      let expected = 0;
      for (const { key, minor } of operations) {
        acked += 1;
        expected += minor;
        const rows = rowsByKey.get(`${accountId}/${key}`) ?? 0;
        if (rows === 0) lost += 1;
        if (rows > 1) doubled += 1;
      }
      const balance = wallets.get(accountId) ?? Number.NaN;
      if (balance !== expected) balanceOff += 1;
      if (balance !== (ledgerSum.get(accountId) ?? 0)) ledgerOff += 1;
    }
    return { acked, lost, doubled, balanceOff, ledgerOff, halfApplied: Number(orphans.n) };
  } finally {
    await store.close();
  }
}

/** What a malformed request must never change: money, ledger, keys, accounts, sessions, messages. */
export async function snapshot(database) {
  const store = await openStore(database.storeOptions);
  try {
    const db = store.db;
    const count = async (table) => Number((await db.selectFrom(table).select(sql`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const money = await db.selectFrom('wallets').select(sql`coalesce(sum(balance), 0)`.as('total')).executeTakeFirstOrThrow();
    const live = await db
      .selectFrom('sessions')
      .select(sql`count(*)`.as('n'))
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      accounts: await count('accounts'),
      wallets: await count('wallets'),
      money: Number(money.total),
      transactions: await count('transactions'),
      idempotencyKeys: await count('idempotency_keys'),
      contactMessages: await count('contact_messages'),
      sessions: await count('sessions'),
      liveSessions: Number(live.n),
    };
  } finally {
    await store.close();
  }
}
