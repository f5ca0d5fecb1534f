import { sql, type Kysely, type Transaction } from 'kysely';
import { GroupCommit } from '../services/group-commit.js';
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
  now: number;
}

export interface BetInput extends MovementBase {
  parentRound: string;
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
  | 'wrong_currency';

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
type Settled = { ok: true; value: MovementResult } | { ok: false; error: unknown };

export class GameLedger {
  /**
   * SQLite has one writer and a durable commit costs an fsync: movements that arrive together
   * share one transaction, each in its own savepoint so that one failing undoes only itself
   * (the deposits' group commit, for the game API). On PostgreSQL each movement is its own
   * transaction: rows are locked for as short a time as possible, and instances never wait on
   * each other's batches.
   */
  private readonly batcher: GroupCommit<Work, Settled> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {
    if (engine === 'sqlite') this.batcher = new GroupCommit((works) => this.runBatch(works), 200);
  }

  /** Runs a movement in a transaction of its own (PostgreSQL) or of its batch (SQLite). */
  private async transact(work: Work): Promise<MovementResult> {
    if (!this.batcher) return this.db.transaction().execute(work);
    const settled = await this.batcher.submit(work);
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
      await trx.commit().execute();
      return results;
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

  async createLaunch(input: { codeHash: string; accountId: number; game: string; currency: string; now: number; expiresAt: number }) {
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
      })
      .execute();
  }

  /**
   * Uses a launch code once: marks it used and opens the game session in one transaction.
   * Undefined when the code is unknown, used or expired.
   */
  async redeemLaunch(input: { codeHash: string; tokenHash: string; keyId: string; now: number; sessionTtlMs: number }) {
    return this.db.transaction().execute(async (trx) => {
      const launch = await trx
        .updateTable('game_launches')
        .set({ used_at: input.now })
        .where('code_hash', '=', input.codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        .returning(['account_id', 'game', 'currency'])
        .executeTakeFirst();
      if (!launch) return undefined;
      const expiresAt = input.now + input.sessionTtlMs;
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
        'accounts.state as state',
        'wallets.balance as balance',
        'wallets.currency as walletCurrency',
      ])
      .where('game_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Revokes every game session of an account (a locked player's open games stop taking bets). */
  async revokeSessions(accountId: number, at: number): Promise<number> {
    const result = await this.db
      .updateTable('game_sessions')
      .set({ revoked_at: at })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Forgets launch codes and game sessions that expired before `before`. */
  async purge(before: number): Promise<number> {
    const launches = await this.db.deleteFrom('game_launches').where('expires_at', '<', before).executeTakeFirst();
    const sessions = await this.db.deleteFrom('game_sessions').where('expires_at', '<', before).executeTakeFirst();
    return Number(launches.numDeletedRows) + Number(sessions.numDeletedRows);
  }

  // ---- money ----------------------------------------------------------------------------------

  async findTransaction(uuid: string): Promise<GameTransaction | undefined> {
    return this.db.selectFrom('game_transactions').selectAll().where('transaction_uuid', '=', uuid).executeTakeFirst();
  }

  async bet(input: BetInput): Promise<MovementResult> {
    return this.transact(async (trx) => {
      const seen = await this.seen(trx, input.transactionUuid);
      if (seen) return seen;
      // A rollback that arrived before its bet: the bet is refused for good.
      const rolledBack = await trx
        .selectFrom('game_transactions')
        .select('transaction_uuid')
        .where('reference_uuid', '=', input.transactionUuid)
        .where('kind', '=', 'rollback')
        .executeTakeFirst();
      if (rolledBack) return this.refuse(trx, input.accountId, 'transaction_rolled_back');

      const round = await this.lockRound(trx, input.accountId, input.game, input.round);
      if (round && round.state !== 'open') return this.refuse(trx, input.accountId, 'round_closed');

      const debited = await trx
        .updateTable('wallets')
        .set({ balance: sql<number>`balance - ${input.amount}`, updated_at: input.now })
        .where('account_id', '=', input.accountId)
        .where('currency', '=', input.currency)
        .where('balance', '>=', input.amount)
        .returning('balance')
        .executeTakeFirst();
      if (!debited) {
        const wallet = await this.wallet(trx, input.accountId);
        return { kind: 'refused', reason: wallet.currency === input.currency ? 'not_enough_money' : 'wrong_currency', balance: wallet.balance };
      }
      const balanceAfter = Number(debited.balance);
      const ledgerId = await this.appendLedger(trx, input, 'bet', -input.amount, balanceAfter);
      const state: RoundState = input.roundClosed ? 'closed' : 'open';
      if (round) {
        await trx
          .updateTable('game_rounds')
          .set({
            total_bet: sql<number>`total_bet + ${input.amount}`,
            balance_after: balanceAfter,
            state,
            updated_at: input.now,
          })
          .where('id', '=', round.id)
          .execute();
      } else {
        await trx
          .insertInto('game_rounds')
          .values({
            account_id: input.accountId,
            game: input.game,
            round: input.round,
            parent_round: input.parentRound,
            currency: input.currency,
            state,
            first_transaction: input.transactionUuid,
            first_bet: input.amount,
            total_bet: input.amount,
            total_win: 0,
            total_refund: 0,
            last_win: 0,
            balance_after: balanceAfter,
            created_at: input.now,
            updated_at: input.now,
          })
          .execute();
      }
      return this.record(trx, input, 'bet', null, ledgerId, balanceAfter);
    });
  }

  async win(input: SettleInput): Promise<MovementResult> {
    return this.transact(async (trx) => {
      const seen = await this.seen(trx, input.transactionUuid);
      if (seen) return seen;
      const bet = await this.referencedBet(trx, input);
      if (!bet) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
      if (bet.rolled_back_by !== null) return this.refuse(trx, input.accountId, 'transaction_rolled_back');
      const round = await this.lockRound(trx, input.accountId, input.game, input.round);
      if (!round) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
      if (round.state !== 'open') return this.refuse(trx, input.accountId, 'round_closed');

      const balanceAfter = await this.credit(trx, input);
      if (balanceAfter === undefined) {
        const wallet = await this.wallet(trx, input.accountId);
        return { kind: 'refused', reason: 'wrong_currency', balance: wallet.balance };
      }
      const ledgerId = await this.appendLedger(trx, input, 'win', input.amount, balanceAfter);
      await trx
        .updateTable('game_rounds')
        .set({
          total_win: sql<number>`total_win + ${input.amount}`,
          last_win: input.amount,
          balance_after: balanceAfter,
          state: input.roundClosed ? 'closed' : 'open',
          updated_at: input.now,
        })
        .where('id', '=', round.id)
        .execute();
      return this.record(trx, input, 'win', input.referenceUuid, ledgerId, balanceAfter);
    });
  }

  /**
   * Refunds the referenced bet once. The amount refunded is always the bet's own stake (what the
   * request says is only checked to be that stake or 0). A rollback of a bet never seen is
   * recorded without money, so that bet is refused when it arrives.
   */
  async rollback(input: SettleInput): Promise<MovementResult> {
    return this.transact(async (trx) => {
      const seen = await this.seen(trx, input.transactionUuid);
      if (seen) return seen;
      const bet = await this.referencedBet(trx, input);
      if (!bet) {
        const other = await trx
          .selectFrom('game_transactions')
          .select('account_id')
          .where('transaction_uuid', '=', input.referenceUuid)
          .executeTakeFirst();
        // A known transaction of another player or round (or not a bet) is not this one's to undo.
        if (other) return this.refuse(trx, input.accountId, 'transaction_does_not_exist');
        const wallet = await this.wallet(trx, input.accountId);
        return this.record(trx, input, 'rollback', input.referenceUuid, null, wallet.balance);
      }
      const round = await this.lockRound(trx, input.accountId, input.game, input.round);
      if (!round || round.state === 'closed') return this.refuse(trx, input.accountId, 'round_closed');
      if (bet.rolled_back_by !== null) {
        // Refunded already by another rollback: acknowledge without moving money again.
        const wallet = await this.wallet(trx, input.accountId);
        return this.record(trx, input, 'rollback', input.referenceUuid, null, wallet.balance);
      }

      const refund = Number(bet.amount);
      const balanceAfter = await this.credit(trx, { ...input, amount: refund });
      if (balanceAfter === undefined) {
        const wallet = await this.wallet(trx, input.accountId);
        return { kind: 'refused', reason: 'wrong_currency', balance: wallet.balance };
      }
      const ledgerId = await this.appendLedger(trx, input, 'rollback', refund, balanceAfter);
      await trx
        .updateTable('game_transactions')
        .set({ rolled_back_by: input.transactionUuid })
        .where('transaction_uuid', '=', bet.transaction_uuid)
        .execute();
      const refunded = Number(round.total_refund) + refund;
      const everyBetRefunded = refunded >= Number(round.total_bet);
      await trx
        .updateTable('game_rounds')
        .set({
          total_refund: refunded,
          balance_after: balanceAfter,
          state: everyBetRefunded ? 'rolled_back' : input.roundClosed ? 'closed' : 'open',
          updated_at: input.now,
        })
        .where('id', '=', round.id)
        .execute();
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

  private async seen(trx: Transaction<Database>, uuid: string): Promise<MovementResult | undefined> {
    const record = await trx.selectFrom('game_transactions').selectAll().where('transaction_uuid', '=', uuid).executeTakeFirst();
    return record ? { kind: 'seen', record } : undefined;
  }

  private async refuse(trx: Transaction<Database>, accountId: number, reason: MovementRefusal): Promise<MovementResult> {
    const wallet = await this.wallet(trx, accountId);
    return { kind: 'refused', reason, balance: wallet.balance };
  }

  private async wallet(trx: Transaction<Database>, accountId: number) {
    const wallet = await trx.selectFrom('wallets').select(['balance', 'currency']).where('account_id', '=', accountId).executeTakeFirstOrThrow();
    return { balance: Number(wallet.balance), currency: wallet.currency };
  }

  /** The round, locked for this transaction on PostgreSQL (SQLite has one writer at a time anyway). */
  private async lockRound(trx: Transaction<Database>, accountId: number, game: string, round: string) {
    let query = trx
      .selectFrom('game_rounds')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('round', '=', round);
    if (this.engine === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** The bet a win or rollback names: of the same player, game and round. */
  private async referencedBet(trx: Transaction<Database>, input: SettleInput) {
    let query = trx
      .selectFrom('game_transactions')
      .selectAll()
      .where('transaction_uuid', '=', input.referenceUuid)
      .where('kind', '=', 'bet')
      .where('account_id', '=', input.accountId)
      .where('game', '=', input.game)
      .where('round', '=', input.round);
    if (this.engine === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Adds to the wallet; undefined when the wallet does not hold the currency. */
  private async credit(trx: Transaction<Database>, input: MovementBase): Promise<number | undefined> {
    const updated = await trx
      .updateTable('wallets')
      .set({ balance: sql<number>`balance + ${input.amount}`, updated_at: input.now })
      .where('account_id', '=', input.accountId)
      .where('currency', '=', input.currency)
      .returning('balance')
      .executeTakeFirst();
    if (!updated) return undefined;
    const balance = Number(updated.balance);
    if (!Number.isSafeInteger(balance)) throw new RangeError(`balance of account ${input.accountId} overflows`);
    return balance;
  }

  private async appendLedger(
    trx: Transaction<Database>,
    input: MovementBase,
    kind: 'bet' | 'win' | 'rollback',
    amount: number,
    balanceAfter: number,
  ): Promise<number> {
    const row = await trx
      .insertInto('transactions')
      .values({
        account_id: input.accountId,
        kind,
        amount,
        balance_after: balanceAfter,
        currency: input.currency,
        idempotency_key: null,
        payment_ref: null,
        game: input.game,
        round: input.round,
        external_id: input.transactionUuid,
        meta: input.meta,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  private async record(
    trx: Transaction<Database>,
    input: MovementBase,
    kind: 'bet' | 'win' | 'rollback',
    referenceUuid: string | null,
    ledgerId: number | null,
    balanceAfter: number,
  ): Promise<MovementResult> {
    const response = input.render(balanceAfter);
    await trx
      .insertInto('game_transactions')
      .values({
        transaction_uuid: input.transactionUuid,
        account_id: input.accountId,
        kind,
        game: input.game,
        round: input.round,
        reference_uuid: referenceUuid,
        amount: input.amount,
        ledger_id: ledgerId,
        rolled_back_by: null,
        request_hash: input.requestHash,
        response,
        created_at: input.now,
      })
      .execute();
    return { kind: 'applied', response, balanceAfter };
  }
}
