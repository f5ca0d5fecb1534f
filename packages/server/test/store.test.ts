import { TIME_ORDERED_UUID_PATTERN } from '@ky-wallet/protocol';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import type { Session } from '../src/services/auth.js';
import { GroupCommit } from '../src/services/group-commit.js';
import { SandboxPaymentAdapter } from '../src/services/payment.js';
import { SERVER_KEY_PREFIX, WalletService } from '../src/services/wallet.js';
import { isUniqueViolation, openStore, type CreditItem, type Store } from '../src/store/index.js';
import type { Database } from '../src/store/schema.js';
import { migrateToLatest, migrations } from '../src/store/migrations.js';
import { AdminStore } from '../src/store/admin-store.js';
import { GameLedger } from '../src/store/game-ledger.js';
import { forEachEngine, type EngineTarget } from './engines.js';
import { call, createPlayer, dataOf, GatedPaymentAdapter, startServer, tokenFor } from './helpers.js';

/*
 * One suite, run against every engine: the same queries and migrations must behave the same on
 * SQLite and on PostgreSQL.
 */

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function storeSuite(engine: 'sqlite' | 'postgres', makeTarget: () => Promise<EngineTarget>) {
  describe(`store on ${engine}`, () => {
    let target: EngineTarget;
    let store: Store;
    let seq = 0;

    /** A new account with an empty wallet, and a live session of it (as a sign-in stores one). */
    async function account(currency = 'cny'): Promise<{ id: number; session: Session }> {
      const name = `player-${++seq}`;
      const id = await store.createAccount({ name, alliance: 'kygaming', passwordHash: DUMMY_HASH, currency });
      if (id === undefined) throw new Error('account exists');
      const tokenHash = `token-of-${name}`;
      const expiresAt = Date.now() + 3_600_000;
      await store.createSession({ tokenHash, accountId: id, createdAt: Date.now(), expiresAt });
      return { id, session: { tokenHash, accountId: id, name, alliance: 'kygaming', role: 'player', expiresAt } };
    }

    function walletService(): WalletService {
      return new WalletService(store, resolveConfig({ dataDir: target.options.dataDir }), new SandboxPaymentAdapter());
    }

    beforeAll(async () => {
      target = await makeTarget();
      store = await openStore(target.options);
    });
    afterAll(async () => {
      await store?.close();
      await target?.dispose();
    });

    it(`is the ${engine} engine`, () => {
      expect(store.engine).toBe(engine);
    });

    it('runs the migrations idempotently', async () => {
      expect(await migrateToLatest(store.db, store.engine)).toEqual([]);
      // A second instance starting on the same database migrates nothing and works.
      const second = await openStore(target.options);
      try {
        await second.ping();
      } finally {
        await second.close();
      }
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations(engine)).sort());
    });

    /**
     * A database of its own migrated only up to `name`, with one account, for `use` to fill, migrate
     * further and check; dropped afterwards.
     */
    async function atMigration(
      name: string,
      use: (db: Kysely<Database>, migrator: Migrator, account: { id: number }) => Promise<void>,
    ): Promise<void> {
      const old = await makeTarget();
      const db = (await openStore({ ...old.options, migrate: false })).db;
      try {
        const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations(engine)) } });
        expect((await migrator.migrateTo(name)).error).toBeUndefined();
        const account = await db
          .insertInto('accounts')
          .values({ name: 'old', alliance: 'kygaming', role: 'player', password_hash: DUMMY_HASH, state: 'active', created_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await use(db, migrator, account);
      } finally {
        await db.destroy();
        await old.dispose();
      }
    }

    it('keeps the ledger, its ids and its append-only rule through the games migration', async () => {
      await atMigration('0001_initial', async (db, migrator, account) => {
        await db.insertInto('wallets').values({ account_id: account.id, currency: 'cny', balance: 700, updated_at: 1 }).execute();
        for (const amount of [300, 400]) {
          await sql`insert into transactions (account_id, kind, amount, balance_after, currency, created_at)
            values (${account.id}, 'deposit', ${amount}, ${amount}, 'cny', 1)`.execute(db);
        }
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const rows = await db.selectFrom('transactions').select(['id', 'amount', 'game']).orderBy('id').execute();
        expect(rows.map((row) => [Number(row.amount), row.game])).toEqual([[300, null], [400, null]]);
        await expect(sql`update transactions set amount = 1`.execute(db)).rejects.toThrow(/append-only/);
        await expect(sql`delete from transactions`.execute(db)).rejects.toThrow(/append-only/);
        await expect(
          sql`insert into transactions (account_id, kind, amount, balance_after, currency, created_at)
            values (${account.id}, 'bet', 5, 0, 'cny', 1)`.execute(db),
        ).rejects.toThrow();
        await expect(
          sql`insert into transactions (account_id, kind, amount, balance_after, currency, created_at)
            values (${account.id}, 'refund', 5, 0, 'cny', 1)`.execute(db),
        ).rejects.toThrow(/transactions_kind_check/);
        // New rows continue after the old ids.
        const next = await sql<{ id: number }>`insert into transactions (account_id, kind, amount, balance_after, currency, created_at)
          values (${account.id}, 'bet', -5, 695, 'cny', 1) returning id`.execute(db);
        expect(Number(next.rows[0]?.id)).toBeGreaterThan(Number(rows[1]?.id));
        if (engine === 'sqlite') {
          // 0006 rebuilt the table: its indexes came back.
          const indexes = await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'transactions' and sql is not null order by name`.execute(db);
          expect(indexes.rows.map((row) => row.name)).toEqual(['transactions_account_id_idx', 'transactions_created_at_idx']);
        }
      });
    });

    // PostgreSQL only: SQLite's batch is code of the running instance, not of the database.
    if (engine === 'postgres') it("keeps 0005's credit function beside 0009's, for instances still on the old code in a rolling upgrade", async () => {
      await atMigration('0008_account_name_key', async (db, migrator, account) => {
        await sql`insert into wallets (account_id, currency, balance, updated_at) values (${account.id}, 'cny', 0, 1)`.execute(db);
        const oldCall = () =>
          sql<{ item: number; balance_after: number }>`select * from ky_credit_deposits(
            ${[account.id]}::bigint[], ${[100]}::bigint[], ${['cny']}::text[], ${[null]}::text[], ${[null]}::text[], ${[null]}::text[], ${Date.now()}::bigint)`.execute(db);
        expect((await oldCall()).rows.map((row) => Number(row.balance_after))).toEqual([100]);
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        expect((await oldCall()).rows.map((row) => Number(row.balance_after))).toEqual([200]);
        // The new one, with its token hashes: a token without a session is refused.
        const refused = await sql<{ refused: string }>`select * from ky_credit_deposits(
          ${[account.id]}::bigint[], ${[100]}::bigint[], ${['cny']}::text[], ${[null]}::text[], ${[null]}::text[], ${[null]}::text[],
          ${['no-such-token']}::text[], ${Date.now()}::bigint)`.execute(db);
        expect(refused.rows.map((row) => row.refused)).toEqual(['unauthorized']);
      });
    });

    it('keeps game rounds and game transactions, their ids and their checks through the SQLite check rewrite', async () => {
      await atMigration('0005_credit_function', async (db, migrator, account) => {
        const round = (name: string, state: string) => sql`insert into game_rounds (account_id, game, round, currency, state,
          first_transaction, first_bet, total_bet, total_win, total_refund, last_win, balance_after, created_at, updated_at)
          values (${account.id}, 'original-dice', ${name}, 'cny', ${state}, ${`tx-${name}`}, 100, 100, 0, 0, 0, 0, 1, 1)`;
        const gameTransaction = (uuid: string, kind: string) => sql`insert into game_transactions (transaction_uuid, account_id, kind,
          game, round, amount, request_hash, response, created_at) values (${uuid}, ${account.id}, ${kind}, 'original-dice', 'r1', 100, 'h', '{}', 1)`;
        await round('r1', 'open').execute(db);
        await gameTransaction('tx-r1', 'bet').execute(db);
        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const rounds = await sql<{ id: number; round: string }>`select id, round from game_rounds`.execute(db);
        expect(rounds.rows.map((row) => row.round)).toEqual(['r1']);
        const transactions = await sql<{ transaction_uuid: string }>`select transaction_uuid from game_transactions`.execute(db);
        expect(transactions.rows.map((row) => row.transaction_uuid)).toEqual(['tx-r1']);
        // The checks and the unique (account, game, round) still hold; ids continue.
        await expect(round('r2', 'paused').execute(db)).rejects.toThrow(/game_rounds_state_check/);
        await expect(round('r1', 'open').execute(db)).rejects.toSatisfy(isUniqueViolation);
        await expect(gameTransaction('tx-2', 'refund').execute(db)).rejects.toThrow(/game_transactions_kind_check/);
        await round('r2', 'closed').execute(db);
        const second = await sql<{ id: number }>`select id from game_rounds where round = 'r2'`.execute(db);
        expect(Number(second.rows[0]?.id)).toBeGreaterThan(Number(rounds.rows[0]?.id));
        if (engine === 'sqlite') {
          // A row's check builds no temporary B-tree: with `in (...)` of three or more constants
          // SQLite built one for every row (a page cache allocated and freed per ledger row).
          for (const insert of [
            sql`explain insert into transactions (account_id, kind, amount, balance_after, currency, created_at) values (1, 'deposit', 1, 1, 'cny', 1)`,
            sql`explain ${round('r3', 'open')}`,
            sql`explain ${gameTransaction('tx-3', 'win')}`,
          ]) {
            const program = await insert.execute(db);
            expect((program.rows as { opcode: string }[]).map((row) => row.opcode)).not.toContain('OpenEphemeral');
          }
        }
      });
    });

    it('creates an account with an empty wallet, once per (alliance, name)', async () => {
      const { id } = await account();
      expect(await store.getWallet(id)).toMatchObject({ account_id: id, currency: 'cny', balance: 0 });
      const again = await store.createAccount({
        name: `player-${seq}`,
        alliance: 'kygaming',
        passwordHash: DUMMY_HASH,
        currency: 'cny',
      });
      expect(again).toBeUndefined();
      // The same name in another alliance is another account.
      const elsewhere = await store.createAccount({
        name: `player-${seq}`,
        alliance: 'other-alliance',
        passwordHash: DUMMY_HASH,
        currency: 'cny',
      });
      expect(elsewhere).toEqual(expect.any(Number));
      expect(elsewhere).not.toBe(id);
    });

    it('refuses a look-alike of a name in its alliance (case, fullwidth forms), and logs in by the name as written', async () => {
      const create = (name: string, alliance = 'kygaming') =>
        store.createAccount({ name, alliance, passwordHash: DUMMY_HASH, currency: 'cny' });
      const name = `Lookalike-${++seq}`;
      const id = await create(name);
      expect(id).toEqual(expect.any(Number));
      for (const lookalike of [name.toLowerCase(), name.toUpperCase(), `Ｌｏｏｋａｌｉｋｅ-${seq}`]) {
        expect(await create(lookalike), lookalike).toBeUndefined();
      }
      expect(await create(name.toLowerCase(), 'other-alliance')).toEqual(expect.any(Number));
      expect((await store.findAccount('kygaming', name))?.id).toBe(id);
      expect(await store.findAccount('kygaming', name.toLowerCase())).toBeUndefined();
    });

    it('ends a game session with the login that asked for its launch code; a code asked before 0010 keeps the whole lifetime', async () => {
      await atMigration('0009_credit_session_check', async (db, migrator, account) => {
        const now = Date.now();
        const hour = 3_600_000;
        await sql`insert into game_launches (code_hash, account_id, game, currency, created_at, expires_at)
          values ('before', ${account.id}, 'original-dice', 'cny', ${now}, ${now + 60_000})`.execute(db);
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const games = new GameLedger(db, engine);
        const redeem = (codeHash: string) => games.redeemLaunch({ codeHash, tokenHash: `session-${codeHash}`, keyId: 'k', now, sessionTtlMs: 4 * hour });
        expect((await redeem('before'))?.expiresAt).toBe(now + 4 * hour);
        await games.createLaunch({ codeHash: 'after', accountId: account.id, game: 'original-dice', currency: 'cny', now, expiresAt: now + 60_000, loginExpiresAt: now + hour });
        expect((await redeem('after'))?.expiresAt).toBe(now + hour);
        const stored = await db.selectFrom('game_sessions').select(['token_hash', 'expires_at']).orderBy('token_hash').execute();
        expect(stored.map((row) => [row.token_hash, Number(row.expires_at)])).toEqual([
          ['session-after', now + hour],
          ['session-before', now + 4 * hour],
        ]);
      });
    });

    it('keeps accounts whose names already folded alike before the look-alike rule, and lets no new one join them', async () => {
      await atMigration('0007_totp_pending', async (db, migrator) => {
        const legacy = async (name: string) =>
          db
            .insertInto('accounts')
            .values({ name, alliance: 'kygaming', role: 'player', password_hash: DUMMY_HASH, state: 'active', created_at: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
        const first = await legacy('Twin');
        // More accounts than the migration keys in one statement, so that the look-alike below is
        // in a later one than the name it folds to.
        const many = Array.from({ length: 1500 }, (_, index) => ({
          name: `Many-${index}`,
          alliance: 'kygaming',
          role: 'player' as const,
          password_hash: DUMMY_HASH,
          state: 'active' as const,
          created_at: 1,
        }));
        await db.insertInto('accounts').values(many.slice(0, 750)).execute();
        await db.insertInto('accounts').values(many.slice(750)).execute();
        const second = await legacy('twin');
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const keys = await db.selectFrom('accounts').select(['id', 'name_key']).where('id', 'in', [first.id, second.id]).orderBy('id').execute();
        expect(keys).toEqual([
          { id: first.id, name_key: 'twin' },
          { id: second.id, name_key: null },
        ]);
        const keyed = await db.selectFrom('accounts').select(['name', 'name_key']).where('name', 'like', 'Many-%').execute();
        expect(keyed).toHaveLength(1500);
        for (const row of keyed) expect(row.name_key, row.name).toBe(row.name.toLowerCase());
        // The migrated 'old' account (atMigration's) got its key too, and guards its look-alikes.
        expect(await db.selectFrom('accounts').select('name_key').where('name', '=', 'old').executeTakeFirst()).toEqual({ name_key: 'old' });
        const twinAgain = sql`insert into accounts (name, name_key, alliance, role, password_hash, state, created_at)
          values ('TWIN', 'twin', 'kygaming', 'player', 'x', 'active', 1)`;
        await expect(twinAgain.execute(db)).rejects.toThrow();
      });
    });

    it('opens a sign-in session only while the sign-in holds, and re-hashes a password only while it is the one verified', async () => {
      const { id } = await account();
      const now = Date.now();
      const admin = new AdminStore(store);
      const session = (tokenHash: string, passwordHash?: string) =>
        store.createSession({ tokenHash, accountId: id, createdAt: now, expiresAt: now + 60_000, passwordHash });
      expect(await session('pw-1', DUMMY_HASH)).toBe('opened');
      // Staff set a new password (it ends every session) while a sign-in checked the old one.
      await admin.setPassword(id, 'new-hash');
      expect((await store.findSession('pw-1'))?.revokedAt).not.toBeNull();
      expect(await session('pw-2', DUMMY_HASH)).toBe('password_changed');
      expect(await store.findSession('pw-2')).toBeUndefined();
      // A re-hash of the old password, begun before the change, does not put it back.
      await store.rehashPassword(id, DUMMY_HASH, 'old-password-rehashed');
      expect(await admin.passwordHashOf(id)).toBe('new-hash');
      await store.rehashPassword(id, 'new-hash', 'new-password-rehashed');
      expect(await admin.passwordHashOf(id)).toBe('new-password-rehashed');
      // Without a password (an automated log-in link), only the account's state counts.
      expect(await session('link-1')).toBe('opened');
      // Locked meanwhile (a lock ends every session): no session that would work again after an unlock.
      await admin.setState(id, 'locked');
      expect(await session('pw-3', 'new-password-rehashed')).toBe('locked');
      expect(await session('link-2')).toBe('locked');
      await admin.setState(id, 'active');
      expect(await store.findSession('pw-3')).toBeUndefined();
      expect(await store.findSession('link-2')).toBeUndefined();
    });

    it('never lets a balance go below zero (CHECK constraint)', async () => {
      const { id } = await account();
      await store.creditDeposits([{ accountId: id, currency: 'cny', amount: 500, paymentRef: null, idempotency: null, tokenHash: null }]);
      await expect(
        store.db.updateTable('wallets').set({ balance: -1 }).where('account_id', '=', id).execute(),
      ).rejects.toThrow();
      await expect(
        sql`update wallets set balance = balance - 501 where account_id = ${id}`.execute(store.db),
      ).rejects.toThrow();
      expect((await store.getWallet(id))?.balance).toBe(500);
    });

    it('keeps the ledger append-only (UPDATE and DELETE on transactions are refused)', async () => {
      const { id } = await account();
      await store.creditDeposits([{ accountId: id, currency: 'cny', amount: 250, paymentRef: 'ref-1', idempotency: null, tokenHash: null }]);
      await expect(
        store.db.updateTable('transactions').set({ amount: 999_999 }).where('account_id', '=', id).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(store.db.deleteFrom('transactions').where('account_id', '=', id).execute()).rejects.toThrow(
        /append-only/,
      );
      if (engine === 'postgres') {
        await expect(sql`truncate transactions`.execute(store.db)).rejects.toThrow(/append-only/);
      }
      const rows = await store.listTransactions(id, 10, 0);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount: 250, balance_after: 250, kind: 'deposit', payment_ref: 'ref-1' });
    });

    it('refuses ledger rows that break its rules', async () => {
      const { id } = await account();
      const row = {
        account_id: id,
        kind: 'deposit' as const,
        amount: -5,
        balance_after: 0,
        currency: 'cny',
        idempotency_key: null,
        payment_ref: null,
        created_at: Date.now(),
      };
      await expect(store.db.insertInto('transactions').values(row).execute()).rejects.toThrow();
      await expect(
        store.db.insertInto('transactions').values({ ...row, amount: 5, balance_after: -5 }).execute(),
      ).rejects.toThrow();
    });

    it('credits a batch in one transaction with a running balance_after per row', async () => {
      const a = await account();
      const b = await account();
      const item = (accountId: number, amount: number): CreditItem => ({
        accountId,
        currency: 'cny',
        amount,
        paymentRef: null,
        idempotency: null,
        tokenHash: null,
      });
      const results = await store.creditDeposits([item(a.id, 100), item(b.id, 7), item(a.id, 250), item(a.id, 1)]);
      expect(results).toEqual([100, 7, 350, 351].map((balanceAfter) => ({ status: 'credited', balanceAfter })));
      expect((await store.getWallet(a.id))?.balance).toBe(351);
      expect((await store.getWallet(b.id))?.balance).toBe(7);
      const ledger = await store.listTransactions(a.id, 10, 0);
      expect(ledger.map((row) => [row.amount, row.balance_after])).toEqual([
        [1, 351],
        [250, 350],
        [100, 100],
      ]);
    });

    it('answers a key stored before, or repeated in the batch, as a duplicate that moves no money', async () => {
      const { id } = await account();
      const item = (amount: number, key: string): CreditItem => ({
        accountId: id,
        currency: 'cny',
        amount,
        paymentRef: null,
        idempotency: { key, requestHash: 'h' },
        tokenHash: null,
      });
      await store.creditDeposits([item(5, 'stored')]);
      const results = await store.creditDeposits([item(10, 'new'), item(10, 'new'), item(7, 'stored'), item(1, 'other')]);
      expect(results).toEqual([
        { status: 'credited', balanceAfter: 15 },
        { status: 'duplicate' },
        { status: 'duplicate' },
        { status: 'credited', balanceAfter: 16 },
      ]);
      expect((await store.getWallet(id))?.balance).toBe(16);
      expect(await store.sumTransactions(id)).toBe(16);
      expect(JSON.parse((await store.findIdempotencyKey(id, 'other'))?.response ?? '')).toEqual({ balance_after: 16, currency: 'cny' });
    });

    it("credits an item only while its session holds, read under the wallet's lock; a stored key is answered whatever the session", async () => {
      const { id, session } = await account();
      const other = await account();
      const locked = await account();
      const now = Date.now();
      const sessionOf = async (tokenHash: string, changes: { expiresAt?: number; revoked?: boolean } = {}) => {
        await store.createSession({ tokenHash, accountId: id, createdAt: now, expiresAt: changes.expiresAt ?? now + 60_000 });
        if (changes.revoked) await store.revokeSession(tokenHash, now);
        return tokenHash;
      };
      const revoked = await sessionOf(`revoked-${id}`, { revoked: true });
      const expired = await sessionOf(`expired-${id}`, { expiresAt: now - 1 });
      // The account's state alone (the back office's lock also revokes its sessions: unauthorized).
      await store.setAccountState(locked.id, 'locked');
      const item = (accountId: number, tokenHash: string, amount: number, key?: string): CreditItem => ({
        accountId,
        currency: 'cny',
        amount,
        paymentRef: null,
        idempotency: key === undefined ? null : { key, requestHash: 'h' },
        tokenHash,
      });
      await store.creditDeposits([item(id, session.tokenHash, 5, 'stored')]);

      const results = await store.creditDeposits([
        item(id, session.tokenHash, 10),
        item(id, revoked, 20),
        item(id, expired, 30),
        // Another player's live token does not prove this account.
        item(id, other.session.tokenHash, 40),
        item(id, 'no-such-token', 50),
        item(locked.id, locked.session.tokenHash, 60),
        // Stored before: the deposit happened, and its answer is the answer.
        item(id, revoked, 5, 'stored'),
        // A refused item does not make a later one with its key a duplicate.
        item(id, revoked, 7, 'again'),
        item(id, session.tokenHash, 7, 'again'),
        item(id, session.tokenHash, 7, 'again'),
      ]);
      expect(results).toEqual([
        { status: 'credited', balanceAfter: 15 },
        { status: 'refused', reason: 'unauthorized' },
        { status: 'refused', reason: 'unauthorized' },
        { status: 'refused', reason: 'unauthorized' },
        { status: 'refused', reason: 'unauthorized' },
        { status: 'refused', reason: 'account_locked' },
        { status: 'duplicate' },
        { status: 'refused', reason: 'unauthorized' },
        { status: 'credited', balanceAfter: 22 },
        { status: 'duplicate' },
      ]);
      expect((await store.getWallet(id))?.balance).toBe(22);
      expect(await store.sumTransactions(id)).toBe(22);
      expect(await store.countTransactions(id)).toBe(3);
      expect((await store.getWallet(locked.id))?.balance).toBe(0);
      expect(await store.countTransactions(locked.id)).toBe(0);
      expect(JSON.parse((await store.findIdempotencyKey(id, 'again'))?.response ?? '')).toEqual({ balance_after: 22, currency: 'cny' });

      // Only refusals: nothing written, each answered.
      expect(await store.creditDeposits([item(id, revoked, 1, 'late'), item(locked.id, locked.session.tokenHash, 1)])).toEqual([
        { status: 'refused', reason: 'unauthorized' },
        { status: 'refused', reason: 'account_locked' },
      ]);
      expect(await store.findIdempotencyKey(id, 'late')).toBeUndefined();
      expect(await store.sumTransactions(id)).toBe(22);
    });

    it('never writes a batch inside another open transaction of the store', async () => {
      const { id } = await account();
      // A transaction (the game API's, the back office's) is open and awaiting when a batch
      // comes: the batch waits for it and does not join it, so its rollback cannot take an
      // acknowledged deposit with it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let opened: () => void = () => undefined;
      const isOpen = new Promise<void>((resolve) => (opened = resolve));
      const open = store.db.transaction().execute(async (trx) => {
        await trx.updateTable('wallets').set({ updated_at: 1 }).where('account_id', '=', id).execute();
        opened();
        await held;
        throw new Error('rolled back');
      });
      await isOpen;
      const credit = store.creditDeposits([{ accountId: id, currency: 'cny', amount: 9, paymentRef: null, idempotency: null, tokenHash: null }]);
      release();
      await expect(open).rejects.toThrow('rolled back');
      expect(await credit).toEqual([{ status: 'credited', balanceAfter: 9 }]);
      expect((await store.getWallet(id))?.balance).toBe(9);
      expect(await store.sumTransactions(id)).toBe(9);
    });

    it('stores the same records on both engines: the ledger row, the payment reference and the answer text', async () => {
      const { id } = await account();
      await store.creditDeposits([
        { accountId: id, currency: 'cny', amount: 42, paymentRef: 'ref-9', idempotency: { key: 'k"1', requestHash: 'hash' }, tokenHash: null },
      ]);
      const stored = await store.findIdempotencyKey(id, 'k"1');
      expect(stored).toMatchObject({ request_hash: 'hash', status_code: 200, response: '{"balance_after":42,"currency":"cny"}' });
      const [row] = await store.listTransactions(id, 1, 0);
      expect(row).toMatchObject({ kind: 'deposit', amount: 42, balance_after: 42, currency: 'cny', idempotency_key: 'k"1', payment_ref: 'ref-9' });
      expect(row?.created_at).toBe(stored?.created_at);
    });

    it('rolls a batch back completely when one item is in another currency than its wallet', async () => {
      const { id } = await account();
      await expect(
        store.creditDeposits([
          { accountId: id, currency: 'cny', amount: 100, paymentRef: null, idempotency: { key: 'a', requestHash: 'h' }, tokenHash: null },
          { accountId: id, currency: 'usd', amount: 100, paymentRef: null, idempotency: { key: 'b', requestHash: 'h' }, tokenHash: null },
        ]),
      ).rejects.toThrow(/no usd wallet/);
      expect((await store.getWallet(id))?.balance).toBe(0);
      expect(await store.countTransactions(id)).toBe(0);
      expect(await store.findIdempotencyKey(id, 'a')).toBeUndefined();
    });

    it('refuses a deposit that would take a balance past 2^53 - 1 minor units as amount_too_large, and credits the rest of its batch', async () => {
      const full = await account();
      const other = await account();
      const nearlyFull = Number.MAX_SAFE_INTEGER - 5_000;
      await store.db.updateTable('wallets').set({ balance: nearlyFull }).where('account_id', '=', full.id).execute();
      const wallet = walletService();
      // Submitted in one turn, so they share a batch that the overflow rolls back.
      const [refused, credited] = await Promise.allSettled([
        wallet.deposit(full.session, { amount: 100 }, 'too-much'),
        wallet.deposit(other.session, { amount: 100 }, 'fine'),
      ]);
      expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'amount_too_large', status: 400 } });
      expect(credited).toMatchObject({ status: 'fulfilled', value: { data: { balance: 100 } } });
      expect((await store.getWallet(full.id))?.balance).toBe(nearlyFull);
      expect(await store.countTransactions(full.id)).toBe(0);
      expect(await store.findIdempotencyKey(full.id, 'too-much')).toBeUndefined();
      expect(await store.sumTransactions(other.id)).toBe(10_000);
    });

    it('rolls a failing batch back completely', async () => {
      const { id } = await account();
      await expect(
        store.creditDeposits([
          { accountId: id, currency: 'cny', amount: 100, paymentRef: null, idempotency: null, tokenHash: null },
          { accountId: 987_654_321, currency: 'cny', amount: 100, paymentRef: null, idempotency: null, tokenHash: null },
        ]),
      ).rejects.toThrow();
      expect((await store.getWallet(id))?.balance).toBe(0);
      expect(await store.countTransactions(id)).toBe(0);
    });

    it('refuses a deposit whose session ended (logout, lock, new password) while it waited for its payment', async () => {
      const admin = new AdminStore(store);
      const ends = {
        logout: (p: { session: Session }) => store.revokeSession(p.session.tokenHash, Date.now()),
        lock: (p: { id: number }) => admin.setState(p.id, 'locked'),
        'new password': (p: { id: number }) => admin.setPassword(p.id, DUMMY_HASH.replace('AAAA', 'BBBB')),
      };
      for (const [end, apply] of Object.entries(ends)) {
        const p = await account();
        const payments = new GatedPaymentAdapter();
        const wallet = new WalletService(store, resolveConfig({ dataDir: target.options.dataDir }), payments);
        payments.hold();
        // The request's token was checked (the session is what it proved); then it waits.
        const deposit = wallet.deposit(p.session, { amount: 3 }, `ended-${end}`).then(
          () => 'credited',
          (error: unknown) => (error as { code?: string }).code,
        );
        await payments.waiting;
        await apply(p);
        payments.open();
        // Each ends the player's sessions: the token is refused as it would be now.
        expect(await deposit, end).toBe('unauthorized');
        expect((await store.getWallet(p.id))?.balance, end).toBe(0);
        expect(await store.countTransactions(p.id), end).toBe(0);
        expect(await store.findIdempotencyKey(p.id, `ended-${end}`), end).toBeUndefined();
      }
    });

    // PostgreSQL only: on SQLite a batch is one synchronous transaction that nothing can overlap.
    if (engine === 'postgres') it("refuses a deposit whose session ended while its batch waited for the wallet's lock", async () => {
      const p = await account();
      const holder = new pg.Client({ connectionString: target.options.databaseUrl });
      await holder.connect();
      const waitingForLocks = async () =>
        Number((await holder.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]?.n);
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT balance FROM wallets WHERE account_id = $1 FOR UPDATE', [p.id]);
        const deposit = walletService().deposit(p.session, { amount: 4 }, 'waited').then(
          () => 'credited',
          (error: unknown) => (error as { code?: string }).code,
        );
        // The batch is inside ky_credit_deposits, waiting for the wallet a game movement holds.
        await expect.poll(waitingForLocks, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
        await store.revokeSession(p.session.tokenHash, Date.now());
        await holder.query('COMMIT');
        expect(await deposit).toBe('unauthorized');
        expect((await store.getWallet(p.id))?.balance).toBe(0);
        expect(await store.countTransactions(p.id)).toBe(0);
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        await holder.end();
      }
    });

    it('group-commits 200 concurrent deposits exactly, in batches', async () => {
      const { id, session } = await account();
      const wallet = walletService();
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) => wallet.deposit(session, { amount: 1 + (i % 7) / 100 }, undefined)),
      );
      expect(outcomes.every((outcome) => outcome.data.balance > 0 && !outcome.replayed)).toBe(true);
      const expected = Array.from({ length: 200 }, (_, i) => 100 + (i % 7)).reduce((x, y) => x + y, 0);
      expect((await store.getWallet(id))?.balance).toBe(expected);
      expect(await store.countTransactions(id)).toBe(200);
      expect(await store.sumTransactions(id)).toBe(expected);
      expect(wallet.batchStats.items).toBe(200);
      expect(wallet.batchStats.batches).toBeLessThan(200);
      expect(wallet.batchStats.largestBatch).toBeGreaterThan(1);
    });

    it('fails only the bad item of a failed batch', async () => {
      const { id } = await account();
      const committer = new GroupCommit((items: CreditItem[]) => store.creditDeposits(items));
      const good = (amount: number): CreditItem => ({ accountId: id, currency: 'cny', amount, paymentRef: null, idempotency: null, tokenHash: null });
      const results = await Promise.allSettled([
        committer.submit(good(10)),
        committer.submit(good(20)),
        committer.submit({ ...good(30), currency: 'usd' }), // the wallet holds cny
        committer.submit(good(40)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(committer.stats.retriedBatches).toBe(1);
      expect((await store.getWallet(id))?.balance).toBe(70);
      expect(await store.sumTransactions(id)).toBe(70);
    });

    it('writes the idempotency row with the deposit, and a key once per account', async () => {
      const { id, session } = await account();
      const wallet = walletService();
      const first = await wallet.deposit(session, { amount: 12.5 }, 'key-1');
      expect(first).toEqual({ data: { balance: 12.5 }, replayed: false });
      // The record keeps the deposit's result (data, not an HTTP body); the answer is made from it.
      const row = await store.findIdempotencyKey(id, 'key-1');
      expect(row).toMatchObject({ account_id: id, key: 'key-1', status_code: 200, response: '{"balance_after":1250,"currency":"cny"}' });
      expect(row?.request_hash).toMatch(/^[0-9a-f]{64}$/);

      const replay = await wallet.deposit(session, { amount: 12.5, currency: 'cny' }, 'key-1');
      expect(replay).toEqual({ ...first, replayed: true });
      await expect(wallet.deposit(session, { amount: 13 }, 'key-1')).rejects.toMatchObject({ code: 'idempotency_conflict' });
      expect(await store.countTransactions(id)).toBe(1);

      const duplicate = store.db
        .insertInto('idempotency_keys')
        .values({ account_id: id, key: 'key-1', request_hash: 'x', status_code: 200, response: '{}', created_at: 1 })
        .execute();
      const error = await duplicate.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isUniqueViolation(error)).toBe(true);
    });

    it("reads a deposit's wallet and its key's record in one query", async () => {
      const { id, session } = await account();
      expect(await store.depositContext(id, 'ctx-key')).toEqual({
        wallet: expect.objectContaining({ account_id: id, currency: 'cny', balance: 0 }),
      });
      await walletService().deposit(session, { amount: 2 }, 'ctx-key');
      const { wallet, stored } = await store.depositContext(id, 'ctx-key');
      expect(Number(wallet?.balance)).toBe(200);
      expect(stored).toEqual(await store.findIdempotencyKey(id, 'ctx-key'));
      expect((await store.depositContext(id, 'other-key')).stored).toBeUndefined();
      // The key is the account's own: another account's record is not found through it.
      const other = await account();
      expect((await store.depositContext(other.id, 'ctx-key')).stored).toBeUndefined();
      expect(await store.depositContext(999_999, 'ctx-key')).toEqual({});
    });

    it("reads a session with its account's deposit context in one query", async () => {
      const { id, session } = await account();
      const now = Date.now();
      await store.createSession({ tokenHash: `ctx-${id}`, accountId: id, createdAt: now, expiresAt: now + 60_000 });
      const before = await store.findSessionForDeposit(`ctx-${id}`, 'ctx-key');
      expect(before?.session).toEqual(await store.findSession(`ctx-${id}`));
      expect(before?.deposit).toEqual(await store.depositContext(id, 'ctx-key'));
      expect(before?.deposit.stored).toBeUndefined();
      await walletService().deposit(session, { amount: 3 }, 'ctx-key');
      const after = await store.findSessionForDeposit(`ctx-${id}`, 'ctx-key');
      expect(Number(after?.deposit.wallet?.balance)).toBe(300);
      expect(after?.deposit.stored).toEqual(await store.findIdempotencyKey(id, 'ctx-key'));
      // Another account's session does not see this account's key; no session, nothing.
      const other = await account();
      await store.createSession({ tokenHash: `ctx-${other.id}`, accountId: other.id, createdAt: now, expiresAt: now + 60_000 });
      expect((await store.findSessionForDeposit(`ctx-${other.id}`, 'ctx-key'))?.deposit).toEqual({
        wallet: expect.objectContaining({ account_id: other.id, balance: 0 }),
      });
      expect(await store.findSessionForDeposit('no-such-session', 'ctx-key')).toBeUndefined();
      // An account without a wallet yet: the session, and an empty context.
      const bare = await store.db
        .insertInto('accounts')
        .values({ name: `bare-${id}`, alliance: 'kygaming', role: 'player', password_hash: DUMMY_HASH, state: 'active', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await store.createSession({ tokenHash: `ctx-bare-${id}`, accountId: bare.id, createdAt: now, expiresAt: now + 60_000 });
      const walletless = await store.findSessionForDeposit(`ctx-bare-${id}`, 'ctx-key');
      expect(walletless?.session.accountId).toBe(bare.id);
      expect(walletless?.deposit).toEqual({});
    });

    it('answers each of many session reads made at once with its own session and context', async () => {
      // On PostgreSQL lookups made in one turn go as one query: no answer may reach another caller.
      const now = Date.now();
      const players = await Promise.all(Array.from({ length: 40 }, () => account()));
      for (const [index, { id, session }] of players.entries()) {
        await store.createSession({ tokenHash: `many-${id}`, accountId: id, createdAt: now, expiresAt: now + 60_000 });
        if (index % 3 === 0) await walletService().deposit(session, { amount: index + 1 }, `many-key-${id}`);
      }
      const lookups = players.flatMap(({ id }) => [
        { id, tokenHash: `many-${id}`, key: `many-key-${id}` },
        { id, tokenHash: `no-session-${id}`, key: `many-key-${id}` },
      ]);
      const found = await Promise.all(lookups.map(({ tokenHash, key }) => store.findSessionForDeposit(tokenHash, key)));
      for (const [index, lookup] of lookups.entries()) {
        const answer = found[index];
        if (lookup.tokenHash.startsWith('no-session-')) {
          expect(answer).toBeUndefined();
          continue;
        }
        expect(answer?.session.accountId).toBe(lookup.id);
        expect(answer?.deposit.wallet?.account_id).toBe(lookup.id);
        const player = players.findIndex(({ id }) => id === lookup.id);
        expect(answer?.deposit.stored?.key).toBe(player % 3 === 0 ? lookup.key : undefined);
        expect(Number(answer?.deposit.wallet?.balance)).toBe(player % 3 === 0 ? (player + 1) * 100 : 0);
      }
    });

    it("never reads what a transaction that is still open has written", async () => {
      // SQLite has one connection: a deposit's reads must wait for a transaction Kysely holds open
      // across awaits instead of running inside it (they would see its writes, rolled back below).
      const { id } = await account();
      const now = Date.now();
      await store.createSession({ tokenHash: `open-${id}`, accountId: id, createdAt: now, expiresAt: now + 60_000 });
      let read: Promise<unknown> | undefined;
      await expect(
        store.db.transaction().execute(async (trx) => {
          await trx.updateTable('wallets').set({ balance: 777 }).where('account_id', '=', id).execute();
          await trx.insertInto('idempotency_keys')
            .values({ account_id: id, key: 'open-key', request_hash: 'h', status_code: 200, response: '{}', created_at: now })
            .execute();
          read = store.findSessionForDeposit(`open-${id}`, 'open-key');
          // Turns of the event loop pass while the transaction is open, as between a game's statements.
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await read).toEqual({
        session: expect.objectContaining({ accountId: id }),
        deposit: { wallet: expect.objectContaining({ account_id: id, balance: 0 }) },
      });
    });

    it('moves money once when two servers race on the same key', async () => {
      const { id, session } = await account();
      // Two services = two server instances: neither sees the other's in-flight set.
      const [one, two] = [walletService(), walletService()];
      const outcomes = await Promise.all([
        one.deposit(session, { amount: 30 }, 'raced-key'),
        two.deposit(session, { amount: 30 }, 'raced-key'),
        one.deposit(session, { amount: 30 }, 'other-key'),
      ]);
      expect(outcomes.map((outcome) => outcome.replayed).sort()).toEqual([false, false, true]);
      expect(outcomes[0]?.data).toEqual(outcomes[1]?.data);
      expect((await store.getWallet(id))?.balance).toBe(6000);
      expect(await store.countTransactions(id)).toBe(2);
    });

    it('two instances lock wallets in one order and settle shared keys without sending batches back item by item', async () => {
      const accounts = await Promise.all(Array.from({ length: 12 }, () => account()));
      const [one, two] = [walletService(), walletService()];
      // Instance one walks the accounts forwards, instance two backwards: batches that locked
      // wallets in arrival order deadlocked here. Every third deposit's key is sent to both.
      const run = (service: WalletService, order: typeof accounts, tag: string) =>
        Promise.all(
          Array.from({ length: 240 }, (_, i) => {
            const { session } = order[i % order.length] ?? { session: undefined as never };
            const key = i % 3 === 0 ? `shared-${i}` : `${tag}-${i}`;
            return service.deposit(session, { amount: 1 }, key);
          }),
        );
      const [first, second] = await Promise.all([run(one, accounts, 'one'), run(two, [...accounts].reverse(), 'two')]);
      expect([...first, ...second].every((outcome) => outcome.data.balance > 0)).toBe(true);
      expect(one.batchStats.retriedBatches + two.batchStats.retriedBatches).toBe(0);
      // Each distinct (account, key) moved money exactly once, and every balance is its ledger's sum.
      let total = 0;
      for (const { id } of accounts) {
        const balance = (await store.getWallet(id))?.balance ?? -1;
        expect(await store.sumTransactions(id)).toBe(balance);
        total += balance;
      }
      const keys = new Set<string>();
      const backwardsOrder = [...accounts].reverse();
      for (let i = 0; i < 240; i++) {
        const forwards = accounts[i % 12]?.id;
        const backwards = backwardsOrder[i % 12]?.id;
        const key = (tag: string) => (i % 3 === 0 ? `shared-${i}` : `${tag}-${i}`);
        keys.add(`${forwards}/${key('one')}`);
        keys.add(`${backwards}/${key('two')}`);
      }
      expect(total).toBe(keys.size * 100);
    });

    it('never credits a deposit twice when a COMMIT reports an error although it succeeded', async () => {
      const { id, session } = await account();
      // The first batch commits, then its caller hears an error (a connection lost right after
      // COMMIT): the group commit retries each item alone.
      let failNext = true;
      const flaky = Object.create(store) as Store;
      flaky.creditDeposits = async (items) => {
        const results = await store.creditDeposits(items);
        if (failNext) {
          failNext = false;
          throw new Error('Connection terminated unexpectedly');
        }
        return results;
      };
      const wallet = new WalletService(flaky, resolveConfig({ dataDir: target.options.dataDir }), new SandboxPaymentAdapter());
      const outcomes = await Promise.all([
        wallet.deposit(session, { amount: 1 }, undefined),
        wallet.deposit(session, { amount: 2 }, undefined),
        wallet.deposit(session, { amount: 3 }, 'with-a-key'),
        wallet.deposit(session, { amount: 4 }, undefined),
      ]);
      expect(failNext).toBe(false);
      expect(wallet.batchStats.retriedBatches).toBe(1);
      // Each answer is the balance right after its own deposit, as the ledger has it.
      const answered = outcomes.map((outcome) => Math.round(outcome.data.balance * 100));
      const ledger = await store.listTransactions(id, 10, 0);
      expect(answered.sort((a, b) => a - b)).toEqual(ledger.map((row) => row.balance_after).sort((a, b) => a - b));
      expect((await store.getWallet(id))?.balance).toBe(1000);
      expect(await store.countTransactions(id)).toBe(4);
      // The keys the server gave the three deposits without one are time-ordered (UUID v7), so
      // they join the end of the key index like the widget's.
      const keys = await store.db.selectFrom('idempotency_keys').select('key').where('account_id', '=', id).orderBy('key').execute();
      const serverKey = expect.stringMatching(TIME_ORDERED_UUID_PATTERN);
      expect(keys.map((row) => row.key.replace(SERVER_KEY_PREFIX, ''))).toEqual([serverKey, serverKey, serverKey, 'with-a-key']);
    });

    it('purges idempotency keys older than 24 hours only', async () => {
      const { id, session } = await account();
      await walletService().deposit(session, { amount: 1 }, 'fresh-key');
      await store.db
        .insertInto('idempotency_keys')
        .values({
          account_id: id,
          key: 'stale-key',
          request_hash: 'x',
          status_code: 200,
          response: '{}',
          created_at: Date.now() - 25 * 3600 * 1000,
        })
        .execute();
      expect(await walletService().purge()).toBeGreaterThanOrEqual(1);
      expect(await store.findIdempotencyKey(id, 'stale-key')).toBeUndefined();
      expect(await store.findIdempotencyKey(id, 'fresh-key')).toBeDefined();
    });

    it('stores, finds, revokes and purges sessions', async () => {
      const { id } = await account();
      const now = Date.now();
      await store.createSession({ tokenHash: `live-${seq}`, accountId: id, createdAt: now, expiresAt: now + 60_000 });
      await store.createSession({ tokenHash: `old-${seq}`, accountId: id, createdAt: 0, expiresAt: 1000 });
      expect(await store.findSession(`live-${seq}`)).toMatchObject({
        accountId: id,
        name: `player-${seq}`,
        alliance: 'kygaming',
        state: 'active',
        revokedAt: null,
      });
      await store.revokeSession(`live-${seq}`, now);
      expect((await store.findSession(`live-${seq}`))?.revokedAt).toBe(now);
      expect(await store.purgeSessions(now - 86_400_000)).toBeGreaterThanOrEqual(1);
      expect(await store.findSession(`old-${seq}`)).toBeUndefined();
      expect(await store.findSession(`live-${seq}`)).toBeDefined();
    });

    it('stores contact messages', async () => {
      const id = `msg-${seq}-${Date.now()}`;
      await store.insertContactMessage({
        id,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email_address: 'ada@example.com',
        tele_number: '',
        message: 'hello',
        agree_promotion: 1,
        address: '127.0.0.1',
        created_at: Date.now(),
      });
      const row = await store.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
      expect(row).toMatchObject({ first_name: 'Ada', agree_promotion: 1, address: '127.0.0.1' });
    });

    it('reads BIGINT columns as numbers', async () => {
      const { id } = await account();
      await store.creditDeposits([{ accountId: id, currency: 'cny', amount: 4_000_000_000_000, paymentRef: null, idempotency: null, tokenHash: null }]);
      const wallet = await store.getWallet(id);
      expect(wallet?.balance).toBe(4_000_000_000_000);
      expect(typeof wallet?.updated_at).toBe('number');
      expect(await store.countTransactions(id)).toBe(1);
      expect(await store.sumTransactions(id)).toBe(4_000_000_000_000);
    });

    it('serves the API end to end on this engine', async () => {
      const server = await startServer(target.options.databaseUrl ? { databaseUrl: target.options.databaseUrl } : {});
      try {
        expect(server.built.store.engine).toBe(engine);
        // A player of its own: on PostgreSQL this suite migrated the database before, so no demo player is seeded into it.
        await createPlayer(server, 'end-to-end', 'end-to-end-password');
        const token = await tokenFor(server, 'end-to-end', 'end-to-end-password');
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => call(server, token, 'deposit', { amount: 0.5 + 0.5 })),
        );
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
        expect(dataOf(await call(server, token, 'getBalance', {}))).toEqual({ balance: 50 });
        const history = dataOf<{ total: number }>(await call(server, token, 'history', { pageSize: 5 }));
        expect(history.total).toBe(50);
      } finally {
        await server.stop();
      }
    });
  });
}

forEachEngine('store', storeSuite);
