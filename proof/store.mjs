// The proof reads the database directly, through the server's own store (its built dist/), to
// check what the answers claimed: players are created there, and every figure of the table is
// counted there, never taken from the server's word.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Removes what freshDatabase made: the PostgreSQL database (closing its sessions) and the directory. */
export async function dropDatabase(database, cluster) {
  if (database.storeOptions.databaseUrl) {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(database.storeOptions.databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  rmSync(database.dataDir, { recursive: true, force: true });
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
 * to its acknowledged operations, `{ kind, key, minor }`: deposits by Idempotency-Key, bets, wins
 * and rollbacks by transaction_uuid, `minor` their signed effect on the balance. Returns the
 * figures of the table.
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
      .select(['id', 'account_id', 'kind', 'idempotency_key', 'external_id', 'amount', 'game', 'round'])
      .where('account_id', 'in', ids)
      .execute();
    // Ledger rows per operation: a deposit's by its key, a game movement's by its transaction_uuid.
    const rowsByKey = new Map();
    const ledgerSum = new Map();
    for (const row of ledger) {
      const pair = `${row.account_id}/${row.kind}/${row.kind === 'deposit' ? row.idempotency_key : row.external_id}`;
      rowsByKey.set(pair, (rowsByKey.get(pair) ?? 0) + 1);
      ledgerSum.set(Number(row.account_id), (ledgerSum.get(Number(row.account_id)) ?? 0) + Number(row.amount));
    }

    // Half applied: money written without its record, a record without its money, a round whose
    // totals are not its movements'.
    // 1. Deposit rows whose idempotency row is missing.
    const orphans = await db
      .selectFrom('transactions as t')
      .leftJoin('idempotency_keys as k', (join) =>
        join.onRef('k.account_id', '=', 't.account_id').onRef('k.key', '=', 't.idempotency_key'),
      )
      .select(sql`count(*)`.as('n'))
      .where('t.account_id', 'in', ids)
      .where('t.kind', '=', 'deposit')
      .where('k.key', 'is', null)
      .executeTakeFirstOrThrow();
    // 2. Game movement rows, and game records, that do not point at each other.
    const records = await db
      .selectFrom('game_transactions')
      .select(['transaction_uuid', 'account_id', 'kind', 'ledger_id'])
      .where('account_id', 'in', ids)
      .execute();
    const recordByUuid = new Map(records.map((record) => [record.transaction_uuid, record]));
    const ledgerById = new Map(ledger.map((row) => [Number(row.id), row]));
    let halfApplied = Number(orphans.n);
    for (const row of ledger) {
      if (row.kind === 'deposit') continue;
      const record = recordByUuid.get(row.external_id);
      if (!record || Number(record.ledger_id) !== Number(row.id) || record.kind !== row.kind) halfApplied += 1;
    }
    for (const record of records) {
      if (record.ledger_id !== null && !ledgerById.has(Number(record.ledger_id))) halfApplied += 1;
    }
    // 3. Rounds: stakes, wins and refunds equal to the sums of their ledger rows.
    const rounds = await db
      .selectFrom('game_rounds')
      .select(['account_id', 'game', 'round', 'total_bet', 'total_win', 'total_refund'])
      .where('account_id', 'in', ids)
      .execute();
    const sums = new Map();
    for (const row of ledger) {
      if (row.kind === 'deposit') continue;
      const key = `${row.account_id}/${row.game}/${row.round}`;
      const sum = sums.get(key) ?? { bet: 0, win: 0, rollback: 0 };
      sum[row.kind] += Math.abs(Number(row.amount));
      sums.set(key, sum);
    }
    for (const round of rounds) {
      const sum = sums.get(`${round.account_id}/${round.game}/${round.round}`) ?? { bet: 0, win: 0, rollback: 0 };
      if (Number(round.total_bet) !== sum.bet || Number(round.total_win) !== sum.win || Number(round.total_refund) !== sum.rollback) {
        halfApplied += 1;
      }
    }

    let lost = 0;
    let doubled = 0;
    let balanceOff = 0;
    let ledgerOff = 0;
    let acked = 0;
    for (const [accountId, operations] of acknowledged) {
      let expected = 0;
      for (const { kind, key, minor } of operations) {
        acked += 1;
        expected += minor;
        const rows = rowsByKey.get(`${accountId}/${kind}/${key}`) ?? 0;
        if (rows === 0 || (kind !== 'deposit' && !recordByUuid.has(key))) lost += 1;
        if (rows > 1) doubled += 1;
      }
      const balance = wallets.get(accountId) ?? Number.NaN;
      if (balance !== expected) balanceOff += 1;
      if (balance !== (ledgerSum.get(accountId) ?? 0)) ledgerOff += 1;
    }
    return { acked, lost, doubled, balanceOff, ledgerOff, halfApplied };
  } finally {
    await store.close();
  }
}

/** What a malformed request must never change: money, ledger, keys, accounts, sessions, messages, games. */
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
      gameTransactions: await count('game_transactions'),
      gameRounds: await count('game_rounds'),
      gameSessions: await count('game_sessions'),
      gameLaunches: await count('game_launches'),
      sessions: await count('sessions'),
      liveSessions: Number(live.n),
    };
  } finally {
    await store.close();
  }
}
