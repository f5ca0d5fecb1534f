import { sql, type Kysely, type Transaction } from 'kysely';
import type { DurableSqliteDialect, WalSync } from '@ky-wallet/games/wal-sync';
import { GroupCommit } from '../services/group-commit.js';
import { preparedIn, slot } from './prepared.js';
import type { Engine } from './migrations.js';
import type { Database, GameRound, GameTransaction, RoundState, TransactionRow } from './schema.js';

/*
 * The game API's money: bets, wins and rollbacks, each ONE database transaction that moves the
 * balance, appends its ledger row, updates the round and stores the idempotency record (the
 * exact answer) together. The rules that need the database's view (the round's state, the bet a
 * win names, a rollback that came first) are decided here, inside that transaction, so that two
 * requests racing on one round or one transaction_uuid cannot both win.
 */

/** What every movement carries. */
interface MovementBase {
  transactionUuid: string;
  accountId: number;
  game: string;
  round: string;
  currency: string;
  /** Minor units, as requested. */
  amount: number;
  roundClosed: boolean;
  /** JSON text of the game server's meta, or null. */
  meta: string | null;
  requestHash: string;
  /** Renders the answer to store (and send) from the balance after the movement. */
  render(balanceAfter: number): string;
  /**
   * The caller's own checks (the token's state, the currency), run inside the transaction once
   * the transaction_uuid is known to be new: a repeat is answered from its record whatever they
   * would say now. Throws to refuse; nothing has been written yet.
   */
  admit?(): void;
  now: number;
}

/** How long an expired game session is kept at least, for retries of what it settled (purge). */
export const GAME_SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** A game session's standing as a bet finds it once it holds the player's wallet. */
export interface GameSessionStanding {
  state: string;
  revokedAt: number | null;
  expiresAt: number;
}

export interface BetInput extends Omit<MovementBase, 'admit'> {
  parentRound: string;
  /** The game session the bet came on, read again once the wallet is held (see bet). */
  tokenHash: string;
  /** As MovementBase's, judged on the session as it stands then, not as the request found it. */
  admit?(standing: GameSessionStanding | undefined): void;
}

export interface SettleInput extends MovementBase {
  /** The bet this win pays or this rollback refunds. */
  referenceUuid: string;
}

/** Why the wallet refused a movement; the service turns these into RS_ERROR_… statuses. */
export type MovementRefusal =
  | 'not_enough_money'
  | 'round_closed'
  | 'transaction_rolled_back'
  | 'transaction_does_not_exist'
  /** A rollback names a bet that a win has paid: refunding its stake would leave the win with the player. */
  | 'bet_settled'
  | 'wrong_currency'
  /** The win or refund would take the balance past the largest a wallet holds (2^53 - 1 minor units). */
  | 'balance_limit';

export type MovementResult =
  /** Applied now; `response` is what was stored. */
  | { kind: 'applied'; response: string; balanceAfter: number }
  /** The transaction_uuid was seen before: its stored record (the caller compares the hash). */
  | { kind: 'seen'; record: GameTransaction }
  | { kind: 'refused'; reason: MovementRefusal; balance: number };

export interface HistoryFilter {
  game?: string | undefined;
  /** Epoch ms, inclusive. */
  from?: number | undefined;
  /** Epoch ms, exclusive. */
  to?: number | undefined;
}

export type HistoryEntry = { kind: 'deposit'; row: TransactionRow } | { kind: 'round'; row: GameRound };

/** One movement's work inside a database transaction. */
type Work = (trx: Transaction<Database>) => Promise<MovementResult>;
type Settled = ({ ok: true; value: MovementResult } | { ok: false; error: unknown }) & {
  /** Resolves once the batch's commit is on disk (SQLite's WAL sync). */
  durable?: Promise<void> | undefined;
};

export class GameLedger {
  /**
   * SQLite has one writer and a durable commit costs an fsync: movements that arrive together
   * share one transaction, each in its own savepoint so that one failing undoes only itself
   * (the deposits' group commit, for the game API). On PostgreSQL each movement is its own
   * transaction: rows are locked for as short a time as possible, and instances never wait on
   * each other's batches.
   */
  private readonly batcher: GroupCommit<Work, Settled> | undefined;

  /** The movements' statements, compiled once for this engine (a movement runs 6 to 8 of them). */
  private readonly statements;

  constructor(
    private readonly db: Kysely<Database>,
    engine: Engine,
    /**
     * SQLite's WAL sync: a batch's movements are answered once it has synced their commit, while
     * the next batch commits meanwhile (the batches are not held one after the other by fsyncs).
     */
    private readonly sqlite?: { walSync: WalSync; dialect: Pick<DurableSqliteDialect, 'doNotWait'> },
  ) {
    if (engine === 'sqlite') this.batcher = new GroupCommit((works) => this.runBatch(works), 200);
    this.statements = movementStatements(db, engine);
  }

  /**
   * Runs a player's movement in a transaction of its own (PostgreSQL) or of its batch (SQLite).
   * On PostgreSQL it first locks the player's wallet, so that a player's movements run one after
   * the other: a rollback that arrives while its bet waits (for the wallet a deposit batch holds)
   * would otherwise find no bet, record itself without money, and let the bet debit after it.
   * SQLite runs a batch's movements one after the other anyway.
   */
  private async transact(accountId: number, work: Work): Promise<MovementResult> {
    if (!this.batcher) {
      return this.db.transaction().execute(async (trx) => {
        await this.statements.lockWallet(trx, accountId);
        return work(trx);
      });
    }
    const settled = await this.batcher.submit(work);
    await settled.durable;
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  private async runBatch(works: Work[]): Promise<Settled[]> {
    const trx = await this.db.startTransaction().execute();
    try {
      const results: Settled[] = [];
      for (const work of works) {
        const point = await trx.savepoint('movement').execute();
        try {
          results.push({ ok: true, value: await work(point) });
          await point.releaseSavepoint('movement').execute();
        } catch (error) {
          await point.rollbackToSavepoint('movement').execute();
          await point.releaseSavepoint('movement').execute();
          results.push({ ok: false, error });
        }
      }
      // The commit starts its WAL sync; the next batch need not wait for it, this batch's answers do.
      this.sqlite?.dialect.doNotWait();
      await trx.commit().execute();
      const durable = this.sqlite?.walSync.covering();
      // Each movement hears of a failed sync when it waits for it (transact).
      durable?.catch(() => undefined);
      return results.map((result) => ({ ...result, durable }));
    } catch (error) {
      await trx.rollback().execute().catch(() => undefined);
      throw error;
    }
  }

  /** Waits for queued movements to commit (graceful shutdown). */
  async drain(): Promise<void> {
    await this.batcher?.drain();
  }

  // ---- launch codes and game sessions ---------------------------------------------------------

  async createLaunch(input: {
    codeHash: string;
    accountId: number;
    game: string;
    currency: string;
    now: number;
    expiresAt: number;
    /** When the player's login that asks for it ends (epoch ms). */
    loginExpiresAt: number;
  }) {
    await this.db
      .insertInto('game_launches')
      .values({
        code_hash: input.codeHash,
        account_id: input.accountId,
        game: input.game,
        currency: input.currency,
        created_at: input.now,
        expires_at: input.expiresAt,
        used_at: null,
        login_expires_at: input.loginExpiresAt,
      })
      .execute();
  }

  /**
   * Uses a launch code once: marks it used and opens the game session in one transaction.
   * Undefined when the code is unknown, used or expired. The session lives `sessionTtlMs`, and
   * not past the login that asked for the code: logout, a lock and a new password end it at once
   * (revokeSessions); this is the login's own end, which comes without any request to act on.
   */
  async redeemLaunch(input: {
    codeHash: string;
    tokenHash: string;
    keyId: string;
    /** The games the key serves: a code of another is not redeemed (undefined: any game). */
    games?: readonly string[];
    now: number;
    sessionTtlMs: number;
  }) {
    const { games } = input;
    if (games?.length === 0) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const launch = await trx
        .updateTable('game_launches')
        .set({ used_at: input.now })
        .where('code_hash', '=', input.codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        // Of a player still active: a lock spends the codes too, this covers one asked for meanwhile.
        .where('account_id', 'in', (eb) => eb.selectFrom('accounts').select('id').where('state', '=', 'active'))
        .$if(games !== undefined, (query) => query.where('game', 'in', games ?? []))
        .returning(['account_id', 'game', 'currency', 'login_expires_at'])
        .executeTakeFirst();
      if (!launch) return undefined;
      const loginEnds = launch.login_expires_at === null ? Number.POSITIVE_INFINITY : Number(launch.login_expires_at);
      const expiresAt = Math.min(input.now + input.sessionTtlMs, loginEnds);
      await trx
        .insertInto('game_sessions')
        .values({
          token_hash: input.tokenHash,
          account_id: launch.account_id,
          game: launch.game,
          currency: launch.currency,
          key_id: input.keyId,
          created_at: input.now,
          expires_at: expiresAt,
          revoked_at: null,
        })
        .execute();
      return { accountId: Number(launch.account_id), game: launch.game, currency: launch.currency, expiresAt };
    });
  }

  /**
   * The session with its player's name, state and balance; undefined when unknown. A revoked
   * session is returned (with revokedAt): its open rounds may still settle.
   */
  async findSession(tokenHash: string) {
    return this.db
      .selectFrom('game_sessions')
      .innerJoin('accounts', 'accounts.id', 'game_sessions.account_id')
      .innerJoin('wallets', 'wallets.account_id', 'game_sessions.account_id')
      .select([
        'game_sessions.account_id as accountId',
        'game_sessions.game as game',
        'game_sessions.currency as currency',
        'game_sessions.key_id as keyId',
        'game_sessions.expires_at as expiresAt',
        'game_sessions.revoked_at as revokedAt',
        'accounts.name as name',
        'accounts.alliance as alliance',
        'accounts.state as state',
        'wallets.balance as balance',
        'wallets.currency as walletCurrency',
      ])
      .where('game_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Revokes every game session of an account and spends its unused launch codes (at the player's
   * logout, a lock, a new password: their open games stop taking bets, and a launch asked for
   * before opens no new one). `db`: the transaction of the change that asks, if any.
   */
  async revokeSessions(accountId: number, at: number, db: Kysely<Database> = this.db): Promise<number> {
    const result = await db
      .updateTable('game_sessions')
      .set({ revoked_at: at })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await db.updateTable('game_launches').set({ used_at: at }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
    return Number(result.numUpdatedRows);
  }

  /**
   * Forgets launch codes that have expired, and game sessions that expired over
   * GAME_SESSION_RETENTION_MS before `now` and have no open round in their game: an expired token
   * still settles its rounds (wins and rollbacks come late, after outages and retries) and answers
   * a retry of a movement it made, so it goes only when nothing is left for it to settle.
   */
  async purge(now: number): Promise<number> {
    const launches = await this.db.deleteFrom('game_launches').where('expires_at', '<', now).executeTakeFirst();
    const sessions = await this.db
      .deleteFrom('game_sessions')
      .where('expires_at', '<', now - GAME_SESSION_RETENTION_MS)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('game_rounds')
              .select('game_rounds.id')
              .whereRef('game_rounds.account_id', '=', 'game_sessions.account_id')
              .whereRef('game_rounds.game', '=', 'game_sessions.game')
              .where('game_rounds.state', '=', 'open'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(launches.numDeletedRows) + Number(sessions.numDeletedRows);
  }

  // ---- money ----------------------------------------------------------------------------------

  async bet(input: BetInput): Promise<MovementResult> {
    const q = this.statements;
    return this.transact(input.accountId, async (trx) => {
      // This transaction_uuid's own record, and a rollback that named it before it arrived, in
      // one read: a repeat is answered from its record; a bet rolled back first is refused for good.
      const rows = await q.recordOrRollbackOf(trx, input.transactionUuid, input.accountId, input.game);
      const record = rows.find((row) => row.transaction_uuid === input.transactionUuid);
      if (record) return { kind: 'seen', record };
      // The session and player as they stand now that the wallet is held: a lock or logout that
      // committed while this bet waited for it is seen, and the bet refused.
      const [standing] = await q.sessionStanding(trx, input.tokenHash);
      input.admit?.(standing);
      if (rows.length > 0) return this.refuse(trx, input.accountId, 'transaction_rolled_back');

      const [round] = await q.lockRound(trx, input.accountId, input.game, input.round);
      if (round && round.state !== 'open') return this.refuse(trx, input.accountId, 'round_closed');

      const [debited] = await q.debit(trx, input.amount, input.now, input.accountId, input.currency);
      if (!debited) {
        const wallet = await this.wallet(trx, input.accountId);
        return { kind: 'refused', reason: wallet.currency === input.currency ? 'not_enough_money' : 'wrong_currency', balance: wallet.balance };
      }
      const balanceAfter = Number(debited.balance);
      const ledgerId = await this.appendLedger(trx, input, 'bet', -input.amount, balanceAfter);
      const state: RoundState = input.roundClosed ? 'closed' : 'open';
      if (round) {
        await q.roundAfterBet(trx, input.amount, balanceAfter, state, input.now, round.id);
      } else {
        await q.newRound(
          trx,
          input.accountId,
          input.game,
          input.round,
          input.parentRound,
          input.currency,
          state,
          input.transactionUuid,
          input.amount,
          balanceAfter,
          input.now,
        );
      }
      return this.record(trx, input, 'bet', null, ledgerId, balanceAfter);
    });
  }

  async win(input: SettleInput): Promise<MovementResult> {
    const q = this.statements;
    return this.transact(input.accountId, async (trx) => {
      const { seen, bet } = await this.seenOrBet(trx, input);
      if (seen) return seen;
      if (!bet) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
      if (bet.rolled_back_by !== null) return this.refuse(trx, input.accountId, 'transaction_rolled_back');
      const [round] = await q.lockRound(trx, input.accountId, input.game, input.round);
      if (!round) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
      if (round.state !== 'open') return this.refuse(trx, input.accountId, 'round_closed');

      const balanceAfter = await this.credit(trx, input);
      if (balanceAfter === undefined) {
        const wallet = await this.wallet(trx, input.accountId);
        return { kind: 'refused', reason: wallet.currency === input.currency ? 'balance_limit' : 'wrong_currency', balance: wallet.balance };
      }
      const ledgerId = await this.appendLedger(trx, input, 'win', input.amount, balanceAfter);
      await q.roundAfterWin(trx, input.amount, balanceAfter, input.roundClosed ? 'closed' : 'open', input.now, round.id);
      return this.record(trx, input, 'win', input.referenceUuid, ledgerId, balanceAfter);
    });
  }

  /**
   * Refunds the referenced bet once. The amount refunded is always the bet's own stake (a rollback
   * request carries no amount). A rollback of a bet never seen is
   * recorded without money, so that bet is refused when it arrives, and closes an open round when
   * it says so; in a closed round it is refused (no bet can arrive there). A bet a win has paid is settled: its rollback is refused,
   * or the player would keep the win and get the stake back. An unpaid bet is refunded in a closed
   * round too: a bet that closed its own round (a one-bet round) is what a game server voids when
   * its answer was lost, and the round stays closed.
   */
  async rollback(input: SettleInput): Promise<MovementResult> {
    const q = this.statements;
    return this.transact(input.accountId, async (trx) => {
      const { seen, bet } = await this.seenOrBet(trx, input);
      if (seen) return seen;
      if (!bet) {
        // A known transaction of another player or round (or not a bet) is not this one's to undo.
        if ((await q.recordOf(trx, input.referenceUuid)).length > 0) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
        const [round] = await q.lockRound(trx, input.accountId, input.game, input.round);
        if (round && round.state === 'closed') return this.refuse(trx, input.accountId, 'round_closed');
        // The game server ends the round with it: the round's other bets are settled as they stand.
        if (round && round.state === 'open' && input.roundClosed) {
          await q.roundAfterRollback(trx, Number(round.total_refund), Number(round.balance_after), 'closed', input.now, round.id);
        }
        const wallet = await this.wallet(trx, input.accountId);
        return this.record(trx, input, 'rollback', input.referenceUuid, null, wallet.balance);
      }
      const [round] = await q.lockRound(trx, input.accountId, input.game, input.round);
      if (!round) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
      if (bet.rolled_back_by !== null) {
        // Refunded already by another rollback: acknowledge without moving money again.
        const wallet = await this.wallet(trx, input.accountId);
        return this.record(trx, input, 'rollback', input.referenceUuid, null, wallet.balance);
      }
      if ((await q.winOf(trx, bet.transaction_uuid)).length > 0) return this.refuse(trx, input.accountId, 'bet_settled');

      const refund = Number(bet.amount);
      const balanceAfter = await this.credit(trx, { ...input, amount: refund });
      if (balanceAfter === undefined) {
        const wallet = await this.wallet(trx, input.accountId);
        return { kind: 'refused', reason: wallet.currency === input.currency ? 'balance_limit' : 'wrong_currency', balance: wallet.balance };
      }
      const ledgerId = await this.appendLedger(trx, input, 'rollback', refund, balanceAfter);
      await q.markRolledBack(trx, input.transactionUuid, bet.transaction_uuid);
      const refunded = Number(round.total_refund) + refund;
      const everyBetRefunded = refunded >= Number(round.total_bet);
      const state: RoundState = everyBetRefunded ? 'rolled_back' : input.roundClosed || round.state === 'closed' ? 'closed' : 'open';
      await q.roundAfterRollback(trx, refunded, balanceAfter, state, input.now, round.id);
      return this.record(trx, input, 'rollback', input.referenceUuid, ledgerId, balanceAfter);
    });
  }

  // ---- history --------------------------------------------------------------------------------

  /** Deposits and rounds, newest first (a round by its latest movement). */
  async history(accountId: number, filter: HistoryFilter, limit: number, offset: number) {
    const { deposits, rounds } = this.historyQueries(accountId, filter);
    const keys = await sql<{ kind: 'deposit' | 'round'; id: number; t: number }>`
      select kind, id, t from (${deposits} union all ${rounds}) as h
      order by t desc, id desc limit ${limit} offset ${offset}`.execute(this.db);
    const depositIds = keys.rows.filter((key) => key.kind === 'deposit').map((key) => Number(key.id));
    const roundIds = keys.rows.filter((key) => key.kind === 'round').map((key) => Number(key.id));
    const [depositRows, roundRows] = await Promise.all([
      depositIds.length > 0 ? this.db.selectFrom('transactions').selectAll().where('id', 'in', depositIds).execute() : [],
      roundIds.length > 0 ? this.db.selectFrom('game_rounds').selectAll().where('id', 'in', roundIds).execute() : [],
    ]);
    const depositById = new Map(depositRows.map((row) => [Number(row.id), row]));
    const roundById = new Map(roundRows.map((row) => [Number(row.id), row]));
    return keys.rows.flatMap((key): HistoryEntry[] => {
      const id = Number(key.id);
      if (key.kind === 'deposit') {
        const row = depositById.get(id);
        return row ? [{ kind: 'deposit', row }] : [];
      }
      const row = roundById.get(id);
      return row ? [{ kind: 'round', row }] : [];
    });
  }

  async countHistory(accountId: number, filter: HistoryFilter): Promise<number> {
    const { deposits, rounds } = this.historyQueries(accountId, filter);
    const result = await sql<{ n: number | string }>`
      select count(*) as n from (${deposits} union all ${rounds}) as h`.execute(this.db);
    return Number(result.rows[0]?.n ?? 0);
  }

  private historyQueries(accountId: number, filter: HistoryFilter) {
    const time = (column: 'created_at' | 'updated_at') => sql.join(
      [
        ...(filter.from !== undefined ? [sql`${sql.ref(column)} >= ${filter.from}`] : []),
        ...(filter.to !== undefined ? [sql`${sql.ref(column)} < ${filter.to}`] : []),
        sql`1 = 1`,
      ],
      sql` and `,
    );
    // A game filter leaves deposits out: they belong to no game.
    const deposits =
      filter.game === undefined
        ? sql`select 'deposit' as kind, id, created_at as t from transactions
            where account_id = ${accountId} and kind = 'deposit' and ${time('created_at')}`
        : sql`select 'deposit' as kind, id, created_at as t from transactions where 1 = 0`;
    const rounds = sql`select 'round' as kind, id, updated_at as t from game_rounds
      where account_id = ${accountId} and ${time('updated_at')}
      ${filter.game !== undefined ? sql`and game = ${filter.game}` : sql``}`;
    return { deposits, rounds };
  }

  async findRound(accountId: number, game: string, round: string): Promise<GameRound | undefined> {
    return this.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('round', '=', round)
      .executeTakeFirst();
  }

  /** The ledger rows of one round, oldest first. */
  async roundMovements(accountId: number, game: string, round: string): Promise<TransactionRow[]> {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('round', '=', round)
      .orderBy('id', 'asc')
      .execute();
  }

  // ---- inside a transaction -------------------------------------------------------------------

  /**
   * In one read, a win's or rollback's own record if its transaction_uuid was seen before (then
   * the movement is a repeat), else the bet it names, of the same player, game and round (locked
   * on PostgreSQL); the caller's checks (admit) run once the movement is known to be new.
   */
  private async seenOrBet(trx: Transaction<Database>, input: SettleInput): Promise<{ seen?: MovementResult; bet?: GameTransaction }> {
    const rows = await this.statements.recordOrBet(trx, input.transactionUuid, input.referenceUuid, input.accountId, input.game, input.round);
    const record = rows.find((row) => row.transaction_uuid === input.transactionUuid);
    if (record) return { seen: { kind: 'seen', record } };
    input.admit?.();
    return { bet: rows.find((row) => row.transaction_uuid === input.referenceUuid) };
  }

  private async refuse(trx: Transaction<Database>, accountId: number, reason: MovementRefusal): Promise<MovementResult> {
    const wallet = await this.wallet(trx, accountId);
    return { kind: 'refused', reason, balance: wallet.balance };
  }

  private async wallet(trx: Transaction<Database>, accountId: number) {
    const [wallet] = await this.statements.wallet(trx, accountId);
    if (!wallet) throw new Error(`account ${accountId} has no wallet`);
    return { balance: Number(wallet.balance), currency: wallet.currency };
  }

  /**
   * Adds to the wallet; undefined (nothing changed) when the wallet does not hold the currency or
   * the balance would pass the largest a wallet holds.
   */
  private async credit(trx: Transaction<Database>, input: Omit<MovementBase, 'admit'>): Promise<number | undefined> {
    const [updated] = await this.statements.credit(trx, input.amount, input.now, input.accountId, input.currency);
    return updated && Number(updated.balance);
  }

  private async appendLedger(
    trx: Transaction<Database>,
    input: Omit<MovementBase, 'admit'>,
    kind: 'bet' | 'win' | 'rollback',
    amount: number,
    balanceAfter: number,
  ): Promise<number> {
    const [row] = await this.statements.appendLedger(
      trx,
      input.accountId,
      kind,
      amount,
      balanceAfter,
      input.currency,
      input.game,
      input.round,
      input.transactionUuid,
      input.meta,
      input.now,
    );
    if (!row) throw new Error('the ledger row was not written');
    return Number(row.id);
  }

  private async record(
    trx: Transaction<Database>,
    input: Omit<MovementBase, 'admit'>,
    kind: 'bet' | 'win' | 'rollback',
    referenceUuid: string | null,
    ledgerId: number | null,
    balanceAfter: number,
  ): Promise<MovementResult> {
    const response = input.render(balanceAfter);
    await this.statements.record(
      trx,
      input.transactionUuid,
      input.accountId,
      kind,
      input.game,
      input.round,
      referenceUuid,
      input.amount,
      ledgerId,
      input.requestHash,
      response,
      input.now,
    );
    return { kind: 'applied', response, balanceAfter };
  }
}

/**
 * Every statement a bet, win or rollback runs, built with Kysely and compiled once (preparedIn):
 * the arguments are bound at each call, in the order of the slots.
 */
function movementStatements(db: Kysely<Database>, engine: Engine) {
  /** On PostgreSQL the rows a movement decides on are locked; SQLite has one writer anyway. */
  const locked = <Q extends { forUpdate(): Q }>(query: Q): Q => (engine === 'postgres' ? query.forUpdate() : query);
  return {
    recordOf: preparedIn<GameTransaction, [uuid: string]>(() =>
      db.selectFrom('game_transactions').selectAll().where('transaction_uuid', '=', slot<string>(0)),
    ),
    /** A bet's own record, and a rollback of it that came first: of the same player and game. */
    recordOrRollbackOf: preparedIn<GameTransaction, [uuid: string, accountId: number, game: string]>(() =>
      db
        .selectFrom('game_transactions')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('transaction_uuid', '=', slot<string>(0)),
            eb.and([
              eb('reference_uuid', '=', slot<string>(0)),
              eb('kind', '=', 'rollback'),
              eb('account_id', '=', slot<number>(1)),
              eb('game', '=', slot<string>(2)),
            ]),
          ]),
        ),
    ),
    /** A win that pays the bet `betUuid`, if any. */
    winOf: preparedIn<{ transaction_uuid: string }, [betUuid: string]>(() =>
      db
        .selectFrom('game_transactions')
        .select('transaction_uuid')
        .where('reference_uuid', '=', slot<string>(0))
        .where('kind', '=', 'win')
        .limit(1),
    ),
    /** A win's or rollback's own record, and the bet it names: of the same player, game and round. */
    recordOrBet: preparedIn<GameTransaction, [uuid: string, betUuid: string, accountId: number, game: string, round: string]>(() =>
      locked(
        db
          .selectFrom('game_transactions')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb('transaction_uuid', '=', slot<string>(0)),
              eb.and([
                eb('transaction_uuid', '=', slot<string>(1)),
                eb('kind', '=', 'bet'),
                eb('account_id', '=', slot<number>(2)),
                eb('game', '=', slot<string>(3)),
                eb('round', '=', slot<string>(4)),
              ]),
            ]),
          ),
      ),
    ),
    lockRound: preparedIn<GameRound, [accountId: number, game: string, round: string]>(() =>
      locked(
        db
          .selectFrom('game_rounds')
          .selectAll()
          .where('account_id', '=', slot<number>(0))
          .where('game', '=', slot<string>(1))
          .where('round', '=', slot<string>(2)),
      ),
    ),
    /** A game session's revocation and expiry, and its player's state. */
    sessionStanding: preparedIn<GameSessionStanding, [tokenHash: string]>(() =>
      db
        .selectFrom('game_sessions')
        .innerJoin('accounts', 'accounts.id', 'game_sessions.account_id')
        .select(['accounts.state as state', 'game_sessions.revoked_at as revokedAt', 'game_sessions.expires_at as expiresAt'])
        .where('game_sessions.token_hash', '=', slot<string>(0)),
    ),
    /** PostgreSQL: the player's wallet row, locked until the movement commits (see transact). */
    lockWallet: preparedIn<{ account_id: number }, [accountId: number]>(() =>
      db.selectFrom('wallets').select('account_id').where('account_id', '=', slot<number>(0)).forUpdate(),
    ),
    wallet: preparedIn<{ balance: number; currency: string }, [accountId: number]>(() =>
      db.selectFrom('wallets').select(['balance', 'currency']).where('account_id', '=', slot<number>(0)),
    ),
    debit: preparedIn<{ balance: number }, [amount: number, now: number, accountId: number, currency: string]>(() =>
      db
        .updateTable('wallets')
        .set({ balance: sql<number>`balance - ${slot<number>(0)}`, updated_at: slot<number>(1) })
        .where('account_id', '=', slot<number>(2))
        .where('currency', '=', slot<string>(3))
        .where('balance', '>=', slot<number>(0))
        .returning('balance'),
    ),
    credit: preparedIn<{ balance: number }, [amount: number, now: number, accountId: number, currency: string]>(() =>
      db
        .updateTable('wallets')
        .set({ balance: sql<number>`balance + ${slot<number>(0)}`, updated_at: slot<number>(1) })
        .where('account_id', '=', slot<number>(2))
        .where('currency', '=', slot<string>(3))
        .where(sql<number>`balance + ${slot<number>(0)}`, '<=', Number.MAX_SAFE_INTEGER)
        .returning('balance'),
    ),
    appendLedger: preparedIn<
      { id: number },
      [
        accountId: number,
        kind: 'bet' | 'win' | 'rollback',
        amount: number,
        balanceAfter: number,
        currency: string,
        game: string,
        round: string,
        uuid: string,
        meta: string | null,
        now: number,
      ]
    >(() =>
      db
        .insertInto('transactions')
        .values({
          account_id: slot<number>(0),
          kind: slot<'bet' | 'win' | 'rollback'>(1),
          amount: slot<number>(2),
          balance_after: slot<number>(3),
          currency: slot<string>(4),
          idempotency_key: null,
          payment_ref: null,
          game: slot<string>(5),
          round: slot<string>(6),
          external_id: slot<string>(7),
          meta: slot<string | null>(8),
          created_at: slot<number>(9),
        })
        .returning('id'),
    ),
    newRound: preparedIn<
      unknown,
      [
        accountId: number,
        game: string,
        round: string,
        parentRound: string,
        currency: string,
        state: RoundState,
        uuid: string,
        amount: number,
        balanceAfter: number,
        now: number,
      ]
    >(() =>
      db.insertInto('game_rounds').values({
        account_id: slot<number>(0),
        game: slot<string>(1),
        round: slot<string>(2),
        parent_round: slot<string>(3),
        currency: slot<string>(4),
        state: slot<RoundState>(5),
        first_transaction: slot<string>(6),
        first_bet: slot<number>(7),
        total_bet: slot<number>(7),
        total_win: 0,
        total_refund: 0,
        last_win: 0,
        balance_after: slot<number>(8),
        created_at: slot<number>(9),
        updated_at: slot<number>(9),
      }),
    ),
    roundAfterBet: preparedIn<unknown, [amount: number, balanceAfter: number, state: RoundState, now: number, id: number]>(() =>
      db
        .updateTable('game_rounds')
        .set({
          total_bet: sql<number>`total_bet + ${slot<number>(0)}`,
          balance_after: slot<number>(1),
          state: slot<RoundState>(2),
          updated_at: slot<number>(3),
        })
        .where('id', '=', slot<number>(4)),
    ),
    roundAfterWin: preparedIn<unknown, [amount: number, balanceAfter: number, state: RoundState, now: number, id: number]>(() =>
      db
        .updateTable('game_rounds')
        .set({
          total_win: sql<number>`total_win + ${slot<number>(0)}`,
          last_win: slot<number>(0),
          balance_after: slot<number>(1),
          state: slot<RoundState>(2),
          updated_at: slot<number>(3),
        })
        .where('id', '=', slot<number>(4)),
    ),
    roundAfterRollback: preparedIn<unknown, [refunded: number, balanceAfter: number, state: RoundState, now: number, id: number]>(() =>
      db
        .updateTable('game_rounds')
        .set({
          total_refund: slot<number>(0),
          balance_after: slot<number>(1),
          state: slot<RoundState>(2),
          updated_at: slot<number>(3),
        })
        .where('id', '=', slot<number>(4)),
    ),
    markRolledBack: preparedIn<unknown, [rollbackUuid: string, betUuid: string]>(() =>
      db.updateTable('game_transactions').set({ rolled_back_by: slot<string>(0) }).where('transaction_uuid', '=', slot<string>(1)),
    ),
    record: preparedIn<
      unknown,
      [
        uuid: string,
        accountId: number,
        kind: 'bet' | 'win' | 'rollback',
        game: string,
        round: string,
        referenceUuid: string | null,
        amount: number,
        ledgerId: number | null,
        requestHash: string,
        response: string,
        now: number,
      ]
    >(() =>
      db.insertInto('game_transactions').values({
        transaction_uuid: slot<string>(0),
        account_id: slot<number>(1),
        kind: slot<'bet' | 'win' | 'rollback'>(2),
        game: slot<string>(3),
        round: slot<string>(4),
        reference_uuid: slot<string | null>(5),
        amount: slot<number>(6),
        ledger_id: slot<number | null>(7),
        rolled_back_by: null,
        request_hash: slot<string>(8),
        response: slot<string>(9),
        created_at: slot<number>(10),
      }),
    ),
  };
}
