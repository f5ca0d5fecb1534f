import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { AccountRoleName, AccountStateName, Totals } from '@ky-wallet/protocol';
import type {
  AuditEntry,
  BackofficeAccount,
  BackofficeAccountsTable,
  BackofficeDatabase,
} from './admin-schema.js';
import { nameKey } from './name-key.js';
import type { GameLedger } from './game-ledger.js';
import type { Database } from './schema.js';
import { isUniqueViolation, type Store } from './store.js';

/**
 * Which accounts a query may see: decided by services/permissions.ts, applied here as SQL on the
 * accounts table (alias `a`). `self` sees only the staff member's own account.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'operator'; id: number }
  | { kind: 'manager'; id: number }
  | { kind: 'alliance'; alliance: string }
  | { kind: 'self'; id: number };

/** An account row with the names of its manager and operator and, for players, the wallet. */
export interface AccountWithRefs extends BackofficeAccount {
  manager_name: string | null;
  operator_name: string | null;
  currency: string | null;
  balance: number | null;
}

export interface NewAccount {
  name: string;
  alliance: string;
  role: AccountRoleName;
  passwordHash: string;
  /** Players get a wallet in this currency. */
  currency: string;
  real_name?: string;
  email?: string;
  phone_number?: string;
  memo?: string;
  account_manager?: number | null;
  operator?: number | null;
  auto_login?: boolean;
  totp_required?: boolean;
}

export type AccountPatch = Partial<
  Pick<
    BackofficeAccountsTable,
    | 'real_name'
    | 'email'
    | 'phone_number'
    | 'memo'
    | 'account_manager'
    | 'operator'
    | 'auto_login'
    | 'totp_required'
    | 'role'
  >
>;

export interface StaffSessionRecord {
  tokenHash: string;
  csrfToken: string;
  expiresAt: number;
  account: BackofficeAccount;
}

export interface NewAuditEntry {
  actorId: number | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  address: string;
}

export type LinkOutcome =
  | { status: 'ok'; accountId: number }
  | { status: 'used' }
  | { status: 'expired' }
  | { status: 'invalid' };

export interface LedgerEvent {
  id: number;
  /** Not sent to clients: what the live feed filters by scope with. */
  manager_id: number | null;
  alliance: string;
  kind: 'deposit' | 'bet' | 'win' | 'rollback';
  account_id: number;
  account_name: string;
  operator_id: number | null;
  operator_name: string | null;
  amount: number;
  currency: string;
  game: string | null;
  at: number;
}

/** A page of the live feed's source; `snapshot` on PostgreSQL only (transaction ids, xid8). */
export interface LedgerPage {
  rows: LedgerEvent[];
  snapshot?: { xmin: bigint; xmax: bigint };
}

/** Where an account's TOTP secrets are stored: the one in force, and a new one until its first code. */
const TOTP_SECRET_COLUMNS = ['totp_secret', 'totp_pending_secret'] as const;
export type TotpSecretColumn = (typeof TOTP_SECRET_COLUMNS)[number];

type Grouping = 'currency' | 'day' | 'game' | 'operator';
export type TotalsRow = Totals & { key: string | number | null; label: string };

const DAY_MS = 86_400_000;
/** settledLedgerId: how long it waits for running transactions, how often it looks, how far back it looks for missing ids. */
const SETTLE_WAIT_MS = 500;
const SETTLE_POLL_MS = 10;
const SETTLE_WINDOW = 10_000;

/**
 * The back office's queries, on the same connection as the wallet's Store. Everything that takes
 * a Scope filters by it in SQL, so a staff member's list, totals and feed never include an account
 * their role does not cover, whatever ids they send.
 */
export class AdminStore {
  readonly db: Kysely<BackofficeDatabase>;

  constructor(readonly store: Store) {
    this.db = store.db as unknown as Kysely<BackofficeDatabase>;
  }

  // ---- accounts ------------------------------------------------------------------------------

  async hasRole(role: AccountRoleName): Promise<boolean> {
    const row = await this.db.selectFrom('accounts').select('id').where('role', '=', role).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Creates the account (and a player's wallet); undefined when the name, or a look-alike of it (name-key.ts), is taken. */
  async createAccount(input: NewAccount): Promise<number | undefined> {
    const now = Date.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('accounts')
          .values({
            name: input.name,
            name_key: nameKey(input.name),
            alliance: input.alliance,
            role: input.role,
            password_hash: input.passwordHash,
            state: 'active',
            created_at: now,
            real_name: input.real_name ?? '',
            email: input.email ?? '',
            phone_number: input.phone_number ?? '',
            memo: input.memo ?? '',
            account_manager: input.account_manager ?? null,
            operator: input.operator ?? null,
            auto_login: input.auto_login ? 1 : 0,
            totp_secret: null,
            totp_required: input.totp_required ? 1 : 0,
            totp_confirmed_at: null,
            totp_last_step: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.role === 'player') {
          await trx
            .insertInto('wallets')
            .values({ account_id: row.id, currency: input.currency, balance: 0, updated_at: now })
            .execute();
        }
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async getAccount(id: number): Promise<BackofficeAccount | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The password hash of an account; undefined when there is no such account. */
  async passwordHashOf(id: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('accounts').select('password_hash').where('id', '=', id).executeTakeFirst();
    return row?.password_hash;
  }

  /** A staff account by its sign-in name (players never match). */
  async findStaff(name: string): Promise<BackofficeAccount | undefined> {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where('name', '=', name)
      .where('role', '<>', 'player')
      .executeTakeFirst();
  }

  /** One account with its references, if `scope` covers it. */
  async getAccountInScope(id: number, scope: Scope): Promise<AccountWithRefs | undefined> {
    const rows = await this.accountQuery(scope).where('a.id', '=', id).execute();
    return rows[0];
  }

  async listAccounts(
    scope: Scope,
    filter: { q?: string; role?: AccountRoleName; state?: AccountStateName; operator?: number },
    page: number,
    pageSize: number,
  ): Promise<{ rows: AccountWithRefs[]; total: number }> {
    let query = this.accountQuery(scope);
    if (filter.q) {
      const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or(
          (['a.name', 'a.real_name', 'a.email', 'a.phone_number'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) LIKE ${like} ESCAPE '\\'`,
          ),
        ),
      );
    }
    if (filter.role) query = query.where('a.role', '=', filter.role);
    if (filter.state) query = query.where('a.state', '=', filter.state);
    if (filter.operator !== undefined) query = query.where('a.operator', '=', filter.operator);
    const total = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { rows, total: Number(total.count) };
  }

  private accountQuery(scope: Scope) {
    return this.db
      .selectFrom('accounts as a')
      .leftJoin('accounts as m', 'm.id', 'a.account_manager')
      .leftJoin('accounts as o', 'o.id', 'a.operator')
      .leftJoin('wallets as w', 'w.account_id', 'a.id')
      .selectAll('a')
      .select(['m.name as manager_name', 'o.name as operator_name', 'w.currency as currency', 'w.balance as balance'])
      .where(scopeSql(scope));
  }

  async updateAccount(id: number, patch: AccountPatch): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.updateTable('accounts').set(patch).where('id', '=', id).execute();
  }

  /**
   * Locks or unlocks. Locking revokes, in the same transaction, every player token, staff
   * session and game session of the account, so nothing it held works a moment later.
   */
  async setState(id: number, state: AccountStateName): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ state }).where('id', '=', id).execute();
      if (state === 'locked') await revokeAll(trx, this.store.games, id, now);
    });
  }

  /** Sets a password hash and ends every session the old password opened. */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
      await revokeAll(trx, this.store.games, id, now);
    });
  }

  // ---- TOTP ----------------------------------------------------------------------------------

  /**
   * A new, unconfirmed secret, sealed. Without two-factor sign-in on, enrolment starts over; with
   * it on, the secret waits beside the confirmed one, which sign-in keeps using until this one is
   * confirmed (promotePendingTotp): restarting the set-up never turns two-factor sign-in off.
   */
  async setTotpSecret(id: number, secret: string, pending: boolean): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set(
        pending
          ? { totp_pending_secret: secret }
          : { totp_secret: secret, totp_confirmed_at: null, totp_last_step: null, totp_pending_secret: null },
      )
      .where('id', '=', id)
      .execute();
  }

  /**
   * The pending secret confirmed by a code of time step `step`: it replaces the old one. The last
   * used step is the later of the two, so neither that code nor one the old secret used signs in.
   */
  async promotePendingTotp(id: number, pending: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('accounts')
      .set({
        totp_secret: pending,
        totp_pending_secret: null,
        totp_last_step: sql<number>`case when totp_last_step is null or totp_last_step < ${step} then ${step} else totp_last_step end`,
        totp_confirmed_at: Date.now(),
      })
      .where('id', '=', id)
      .where('totp_pending_secret', '=', pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every stored TOTP secret, in force or pending confirmation (for sealing them at start). */
  async totpSecrets(): Promise<{ id: number; column: TotpSecretColumn; secret: string }[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]))
      .orderBy('id')
      .execute();
    return rows.flatMap((row) =>
      TOTP_SECRET_COLUMNS.flatMap((column) => {
        const secret = row[column];
        return secret === null ? [] : [{ id: Number(row.id), column, secret }];
      }),
    );
  }

  /** Replaces a stored TOTP secret if it is still `from` (another instance may have done it). */
  async replaceTotpSecret(id: number, column: TotpSecretColumn, from: string, to: string): Promise<boolean> {
    const result = await this.db
      .updateTable('accounts')
      .set({ [column]: to })
      .where('id', '=', id)
      .where(column, '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async resetTotp(id: number): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ totp_secret: null, totp_confirmed_at: null, totp_last_step: null, totp_pending_secret: null })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Records a used time step of the authenticator `secret` (as stored); false when this step (or a
   * later one) was already used, so one code signs in once, or when `secret` is no longer the
   * account's. `confirm` also marks enrolment complete.
   */
  async useTotpStep(id: number, step: number, secret: string, confirm: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('accounts')
      .set(confirm ? { totp_last_step: step, totp_confirmed_at: Date.now() } : { totp_last_step: step })
      .where('id', '=', id)
      // The secret the code was checked against, still in force: not one a reset or a new set-up replaced meanwhile.
      .where('totp_secret', '=', secret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---- staff sessions ------------------------------------------------------------------------

  /** Stores a staff session while the sign-in holds: the password verified still the account's, the account active. */
  async createStaffSession(input: {
    tokenHash: string;
    accountId: number;
    csrfToken: string;
    createdAt: number;
    expiresAt: number;
    passwordHash: string;
  }): Promise<'opened' | 'password_changed' | 'locked'> {
    return this.store.whileSignInHolds(input.accountId, input.passwordHash, async (trx) => {
      await (trx as unknown as Kysely<BackofficeDatabase>)
        .insertInto('staff_sessions')
        .values({
          token_hash: input.tokenHash,
          account_id: input.accountId,
          csrf_token: input.csrfToken,
          created_at: input.createdAt,
          expires_at: input.expiresAt,
          revoked_at: null,
        })
        .execute();
    });
  }

  /** A live (unexpired, unrevoked) staff session and its account. */
  async findStaffSession(tokenHash: string, now: number): Promise<StaffSessionRecord | undefined> {
    const row = await this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .selectAll('a')
      .select(['s.token_hash as s_token_hash', 's.csrf_token as s_csrf_token', 's.expires_at as s_expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const { s_token_hash, s_csrf_token, s_expires_at, ...account } = row;
    return { tokenHash: s_token_hash, csrfToken: s_csrf_token, expiresAt: s_expires_at, account };
  }

  async revokeStaffSession(tokenHash: string, at: number): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: at })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async purge(before: number): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('expires_at', '<', before).execute();
    await this.db.deleteFrom('login_links').where('expires_at', '<', before).execute();
  }

  // ---- audit log -----------------------------------------------------------------------------

  async appendAudit(entry: NewAuditEntry, at = Date.now()): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        at,
        actor_id: entry.actorId,
        actor_name: entry.actorName,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId === null ? null : String(entry.targetId),
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
        address: entry.address,
      })
      .execute();
  }

  /**
   * Entries in scope: about an account the scope covers, or done by one. `all` sees every entry
   * (sign-ins and failures included).
   */
  async listAudit(
    scope: Scope,
    filter: { target?: number },
    page: number,
    pageSize: number,
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    let query = this.db.selectFrom('audit_log as l');
    if (scope.kind !== 'all') {
      const covered = this.db.selectFrom('accounts as a').select(sql<string>`cast(a.id as text)`.as('id')).where(scopeSql(scope));
      const coveredIds = this.db.selectFrom('accounts as a').select('a.id').where(scopeSql(scope));
      // What happened to the accounts in scope (a failed sign-in names its staff account), and what
      // staff in scope did to anything else (contact messages). Not everything staff in scope did:
      // an operator placed under another would show that operator the accounts of its own players.
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('l.target_type', 'in', ['account', 'staff']), eb('l.target_id', 'in', covered)]),
          eb.and([eb('l.target_type', 'not in', ['account', 'staff']), eb('l.actor_id', 'in', coveredIds)]),
        ]),
      );
    }
    if (filter.target !== undefined) {
      query = query.where('l.target_type', '=', 'account').where('l.target_id', '=', String(filter.target));
    }
    const total = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('l')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { rows, total: Number(total.count) };
  }

  // ---- automated log-in links ----------------------------------------------------------------

  async createLoginLink(input: {
    idHash: string;
    accountId: number;
    createdBy: number;
    createdAt: number;
    expiresAt: number;
  }): Promise<void> {
    await this.db
      .insertInto('login_links')
      .values({
        id_hash: input.idHash,
        account_id: input.accountId,
        created_by: input.createdBy,
        created_at: input.createdAt,
        expires_at: input.expiresAt,
        used_at: null,
      })
      .execute();
  }

  /**
   * Uses a link at most once: one conditional UPDATE marks it used, so two browsers opening the
   * same link at the same moment cannot both log in. Otherwise says why it did not work.
   */
  async consumeLoginLink(idHash: string, now: number): Promise<LinkOutcome> {
    const used = await this.db
      .updateTable('login_links')
      .set({ used_at: now })
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (used) return { status: 'ok', accountId: used.account_id };
    const link = await this.db.selectFrom('login_links').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    if (!link) return { status: 'invalid' };
    return link.used_at !== null ? { status: 'used' } : { status: 'expired' };
  }

  // ---- contact inbox -------------------------------------------------------------------------

  async listContacts(
    scope: Scope,
    filter: { state: 'open' | 'handled' | 'all'; consent?: boolean | undefined },
    page: number,
    pageSize: number,
  ) {
    let query = this.db.selectFrom('contact_messages as c');
    // The site's form belongs to the provider (operator null): only `all` sees it. An operator
    // sees the messages attributed to them.
    if (scope.kind === 'operator') query = query.where('c.operator', '=', scope.id);
    else if (scope.kind !== 'all') query = query.where(sql<boolean>`1 = 0`);
    if (filter.state === 'open') query = query.where('c.handled_at', 'is', null);
    if (filter.state === 'handled') query = query.where('c.handled_at', 'is not', null);
    if (filter.consent) query = query.where('c.agree_promotion', '=', 1);
    const total = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .select([
        'c.id',
        'c.first_name',
        'c.last_name',
        'c.email_address',
        'c.tele_number',
        'c.message',
        'c.agree_promotion',
        'c.created_at',
        'c.handled_at',
        'c.handled_by',
        'c.operator',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { rows, total: Number(total.count) };
  }

  async findContact(id: string) {
    return this.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markContactHandled(id: string, by: string, at: number): Promise<void> {
    await this.db
      .updateTable('contact_messages')
      .set({ handled_at: at, handled_by: by })
      .where('id', '=', id)
      .where('handled_at', 'is', null)
      .execute();
  }

  // ---- a player's ledger and rounds ----------------------------------------------------------

  async ledger(accountId: number, page: number, pageSize: number) {
    const rows = await sql<{
      id: number;
      kind: LedgerEvent['kind'];
      amount: number | string;
      balance_after: number | string;
      currency: string;
      game: string | null;
      round: string | null;
      created_at: number | string;
    }>`SELECT id, kind, amount, balance_after, currency,
        game, round, created_at
      FROM transactions WHERE account_id = ${accountId}
      ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(this.db);
    const total = await this.store.countTransactions(accountId);
    return {
      rows: rows.rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        amount: Number(row.amount),
        balance_after: Number(row.balance_after),
        currency: row.currency,
        game: row.game,
        round: row.round,
        created_at: Number(row.created_at),
      })),
      total,
    };
  }

  /** The player's game rounds, newest first, with the proof the game server sent last. */
  async rounds(accountId: number, page: number, pageSize: number) {
    const rows = await sql<{
      game: string;
      round: string;
      state: string;
      currency: string;
      total_bet: number | string;
      total_win: number | string;
      created_at: number | string;
      updated_at: number | string;
      meta: string | null;
    }>`SELECT r.game, r.round, r.state, r.currency, r.total_bet, r.total_win, r.created_at, r.updated_at,
        (SELECT t.meta FROM transactions t WHERE t.account_id = r.account_id AND t.game = r.game
          AND t.round = r.round AND t.meta IS NOT NULL ORDER BY t.id DESC LIMIT 1) AS meta
      FROM game_rounds r WHERE r.account_id = ${accountId}
      ORDER BY r.updated_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(this.db);
    const total = await sql<{ count: number | string }>`SELECT count(*) AS count FROM game_rounds
      WHERE account_id = ${accountId}`.execute(this.db);
    return {
      rows: rows.rows.map((row) => ({
        game: row.game,
        round: row.round,
        state: row.state,
        currency: row.currency,
        total_bet: Number(row.total_bet),
        total_win: Number(row.total_win),
        created_at: Number(row.created_at),
        updated_at: Number(row.updated_at),
        proof: proofOf(row.meta),
      })),
      total: Number(total.rows[0]?.count ?? 0),
    };
  }

  // ---- dashboard and live feed ---------------------------------------------------------------

  /** Players with a live session, in `scope` (and of `operator`, the dashboard's filter, when given). */
  async playersOnline(scope: Scope, now: number, operator?: number): Promise<number> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(sql<number | string>`count(DISTINCT s.account_id)`.as('count'))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('a.role', '=', 'player')
      .where(scopeSql(scope))
      .$if(operator !== undefined, (query) => query.where('a.operator', '=', operator as number))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The highest ledger id with every lower id settled (committed or rolled back): the dashboard
   * counts up to it and the live feed goes on from it. On PostgreSQL ids are taken before commit,
   * so a running transaction may hold an id below the highest visible one: this waits (usually a
   * few milliseconds, at most SETTLE_WAIT_MS) until every transaction that was running when the
   * highest id was read has ended. If one still runs then, it answers the id before the first one
   * missing among the last SETTLE_WINDOW, so the feed replays from there (a rolled-back id there
   * costs only a longer replay).
   */
  async settledLedgerId(): Promise<number> {
    if (this.store.engine === 'sqlite') {
      const row = await this.db
        .selectFrom('transactions')
        .select(sql<number | string | null>`max(id)`.as('id'))
        .executeTakeFirstOrThrow();
      return Number(row.id ?? 0);
    }
    const head = await sql<{ max: string | null; xmax: string }>`SELECT (SELECT max(id) FROM transactions) AS max,
        pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`.execute(this.db);
    const max = Number(head.rows[0]?.max ?? 0);
    const xmax = head.rows[0]?.xmax ?? '0';
    for (const deadline = Date.now() + SETTLE_WAIT_MS; ; ) {
      const ended = await sql<{ ended: boolean }>`SELECT pg_snapshot_xmin(pg_current_snapshot()) >= ${xmax}::xid8 AS ended`.execute(
        this.db,
      );
      if (ended.rows[0]?.ended) return max;
      if (Date.now() >= deadline) break;
      await delay(SETTLE_POLL_MS);
    }
    const missing = await sql<{ id: string | null }>`SELECT min(g) AS id
      FROM generate_series(${Math.max(1, max - SETTLE_WINDOW + 1)}::bigint, ${max}::bigint) AS g
      WHERE NOT EXISTS (SELECT 1 FROM transactions WHERE id = g)`.execute(this.db);
    const first = missing.rows[0]?.id;
    return first === null || first === undefined ? max : Number(first) - 1;
  }

  /**
   * Ledger sums grouped by currency and one more key, over [fromMs, toMs), within scope.
   * GGR = bets - rollbacks - wins (a rollback refunds a stake).
   */
  async totals(scope: Scope, grouping: Grouping, filter: LedgerFilter): Promise<TotalsRow[]> {
    const key: RawBuilder<unknown> =
      grouping === 'day'
        ? sql`(t.created_at / ${sql.lit(DAY_MS)})`
        : grouping === 'game'
          ? sql`coalesce(t.game, '')`
          : grouping === 'operator'
            ? sql`a.operator`
            : sql`''`;
    const label = grouping === 'operator' ? sql`max(o.name)` : sql`''`;
    const result = await sql<{
      key: string | number | null;
      label: string | null;
      currency: string;
      deposits: string | number;
      deposit_count: string | number;
      bets: string | number;
      bet_count: string | number;
      wins: string | number;
      rollbacks: string | number;
    }>`SELECT ${key} AS key, ${label} AS label, t.currency AS currency,
        coalesce(sum(CASE WHEN t.kind = 'deposit' THEN t.amount ELSE 0 END), 0) AS deposits,
        coalesce(sum(CASE WHEN t.kind = 'deposit' THEN 1 ELSE 0 END), 0) AS deposit_count,
        coalesce(sum(CASE WHEN t.kind = 'bet' THEN -t.amount ELSE 0 END), 0) AS bets,
        coalesce(sum(CASE WHEN t.kind = 'bet' THEN 1 ELSE 0 END), 0) AS bet_count,
        coalesce(sum(CASE WHEN t.kind = 'win' THEN t.amount ELSE 0 END), 0) AS wins,
        coalesce(sum(CASE WHEN t.kind = 'rollback' THEN t.amount ELSE 0 END), 0) AS rollbacks
      FROM ${LEDGER_FROM}
      WHERE ${ledgerFilterSql(scope, filter)}
      GROUP BY 1, 3
      ORDER BY 1, 3`.execute(this.db);
    return result.rows.map((row) => {
      const bets = Number(row.bets);
      const wins = Number(row.wins);
      const rollbacks = Number(row.rollbacks);
      return {
        key: row.key === null ? null : grouping === 'day' || grouping === 'operator' ? Number(row.key) : String(row.key),
        label: row.label ?? '',
        currency: row.currency,
        deposits: Number(row.deposits),
        deposit_count: Number(row.deposit_count),
        bets,
        bet_count: Number(row.bet_count),
        wins,
        rollbacks,
        ggr: bets - rollbacks - wins,
      };
    });
  }

  /**
   * The live feed's source: ledger rows (any account) with id > `after` or among `also`, oldest
   * first, at most `limit`. On PostgreSQL also the snapshot they were read in, whose xmin says
   * which transactions have ended (see services/live.ts).
   */
  async ledgerAfter(after: number, also: readonly number[], limit: number): Promise<LedgerPage> {
    const read = async (db: Kysely<BackofficeDatabase>) =>
      (
        await sql<LedgerEventRow>`SELECT ${LEDGER_EVENT_COLUMNS}
          FROM ${LEDGER_FROM}
          WHERE t.id > ${after} ${also.length > 0 ? sql`OR t.id IN (${sql.join(also)})` : sql``}
          ORDER BY t.id LIMIT ${limit}`.execute(db)
      ).rows.map(ledgerEventOf);
    if (this.store.engine === 'sqlite') return { rows: await read(this.db) };
    // One snapshot for both statements: REPEATABLE READ takes it at the first one.
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const snapshot = await sql<{ xmin: string; xmax: string }>`SELECT pg_snapshot_xmin(s)::text AS xmin,
            pg_snapshot_xmax(s)::text AS xmax FROM pg_current_snapshot() AS s`.execute(trx);
        const row = snapshot.rows[0];
        if (!row) throw new Error('pg_current_snapshot() returned no row');
        return { rows: await read(trx), snapshot: { xmin: BigInt(row.xmin), xmax: BigInt(row.xmax) } };
      });
  }

  /** The newest ledger movements in a scope and the dashboard's filters (the totals' filter), newest first. */
  async latestLedger(scope: Scope, filter: LedgerFilter, limit: number): Promise<LedgerEvent[]> {
    const result = await sql<LedgerEventRow>`SELECT ${LEDGER_EVENT_COLUMNS}
      FROM ${LEDGER_FROM}
      WHERE ${ledgerFilterSql(scope, filter)}
      ORDER BY t.id DESC LIMIT ${limit}`.execute(this.db);
    return result.rows.map(ledgerEventOf);
  }
}

/** The dashboard's filter of ledger rows: [fromMs, toMs), up to the ledger id counted, a currency, an operator's players. */
export interface LedgerFilter {
  fromMs: number;
  toMs: number;
  currency?: string;
  operator?: number;
  maxId?: number;
}

/** Ledger rows with their account (a) and its operator (o). */
const LEDGER_FROM = sql`transactions t JOIN accounts a ON a.id = t.account_id LEFT JOIN accounts o ON o.id = a.operator`;

/** A LedgerFilter and a scope as a condition on LEDGER_FROM. */
function ledgerFilterSql(scope: Scope, filter: LedgerFilter): RawBuilder<boolean> {
  return sql<boolean>`t.created_at >= ${filter.fromMs} AND t.created_at < ${filter.toMs}
    ${filter.maxId === undefined ? sql`` : sql`AND t.id <= ${filter.maxId}`}
    ${filter.currency ? sql`AND t.currency = ${filter.currency}` : sql``}
    ${filter.operator === undefined ? sql`` : sql`AND a.operator = ${filter.operator}`}
    AND ${scopeSql(scope)}`;
}

/** A ledger row as the live feed reads it (numbers may come back as strings from PostgreSQL). */
interface LedgerEventRow {
  id: number | string;
  kind: LedgerEvent['kind'];
  account_id: number | string;
  account_name: string;
  operator_id: number | string | null;
  operator_name: string | null;
  manager_id: number | string | null;
  alliance: string;
  amount: number | string;
  currency: string;
  game: string | null;
  at: number | string;
}

/** The select list of a LedgerEventRow, from LEDGER_FROM. */
const LEDGER_EVENT_COLUMNS = sql`t.id, t.kind, t.account_id, a.name AS account_name, a.operator AS operator_id,
    o.name AS operator_name, a.account_manager AS manager_id, a.alliance AS alliance,
    t.game AS game, t.amount, t.currency, t.created_at AS at`;

function ledgerEventOf(row: LedgerEventRow): LedgerEvent {
  return {
    id: Number(row.id),
    kind: row.kind,
    account_id: Number(row.account_id),
    account_name: row.account_name,
    operator_id: row.operator_id === null ? null : Number(row.operator_id),
    operator_name: row.operator_name,
    manager_id: row.manager_id === null ? null : Number(row.manager_id),
    alliance: row.alliance,
    amount: Number(row.amount),
    currency: row.currency,
    game: row.game,
    at: Number(row.at),
  };
}

/** The SQL condition on the accounts alias `a` that a scope stands for. */
export function scopeSql(scope: Scope): RawBuilder<boolean> {
  switch (scope.kind) {
    case 'all':
      return sql<boolean>`1 = 1`;
    case 'operator':
      return sql<boolean>`(a.operator = ${scope.id} OR a.id = ${scope.id})`;
    case 'manager':
      return sql<boolean>`(a.account_manager = ${scope.id} OR a.id = ${scope.id})`;
    case 'alliance':
      return sql<boolean>`a.alliance = ${scope.alliance}`;
    case 'self':
      return sql<boolean>`a.id = ${scope.id}`;
  }
}

async function revokeAll(trx: Transaction<BackofficeDatabase>, games: GameLedger, id: number, now: number) {
  await trx.updateTable('sessions').set({ revoked_at: now }).where('account_id', '=', id).where('revoked_at', 'is', null).execute();
  await trx
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('account_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  // The game API's sessions and unused launch codes: a locked player's games stop too.
  await games.revokeSessions(id, now, trx as unknown as Kysely<Database>);
}

function proofOf(meta: string | null): Record<string, unknown> {
  if (!meta) return {};
  try {
    const parsed = JSON.parse(meta) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const proof = (parsed as { proof?: unknown }).proof;
    return typeof proof === 'object' && proof !== null ? (proof as Record<string, unknown>) : (parsed as Record<string, unknown>);
  } catch {
    return {};
  }
}
