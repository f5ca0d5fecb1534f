import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './migrations.js';
import type { DurableSqliteDialect } from './wal-sync.js';
import type { NewRound, RgsDatabase, RoundRow, RoundState, SeedRow, SessionRow } from './schema.js';

type Db = Kysely<RgsDatabase> | Transaction<RgsDatabase>;

export interface NewSeed {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_server_seed: string;
  next_server_seed_hash: string;
}

/** Refused by the store: an open round blocks what was asked. */
export class OpenRoundError extends Error {
  override readonly name = 'OpenRoundError';
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The game server's store: sessions, seed pairs and rounds. Only data and the few atomic steps
 * that must be (a nonce taken with its round, fun money moved with its round, a seed revealed
 * only while no open round depends on it); the game rules live in the RGS service.
 */
export class RgsStore {
  constructor(
    readonly db: Kysely<RgsDatabase>,
    readonly engine: Engine,
    /** SQLite's: lets a transaction resolve before its fsync (none on PostgreSQL, whose commits are synced). */
    private readonly durability?: Pick<DurableSqliteDialect, 'doNotWait'>,
  ) {}

  close(): Promise<void> {
    return this.db.destroy();
  }

  transaction<T>(work: (trx: Transaction<RgsDatabase>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ---- sessions -------------------------------------------------------------------------

  async insertSession(row: SessionRow): Promise<void> {
    await this.db.insertInto('rgs_sessions').values(row).execute();
  }

  /** The unexpired session of a token hash. */
  findSession(tokenHash: string, now: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('rgs_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async setSessionBalance(tokenHash: string, balance: number, db: Db = this.db): Promise<void> {
    await db.updateTable('rgs_sessions').set({ balance }).where('token_hash', '=', tokenHash).execute();
  }

  /** Takes `amount` of play money; undefined (and nothing taken) when there is too little. */
  async funDebit(db: Db, tokenHash: string, amount: number): Promise<number | undefined> {
    const row = await db
      .updateTable('rgs_sessions')
      .set((eb) => ({ balance: eb('balance', '-', amount) }))
      .where('token_hash', '=', tokenHash)
      .where('balance', '>=', amount)
      .returning('balance')
      .executeTakeFirst();
    return row?.balance;
  }

  /** Pays play money in; 0 when the session is gone (its purse went with it). */
  async funCredit(db: Db, tokenHash: string, amount: number): Promise<number> {
    const row = await db
      .updateTable('rgs_sessions')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('token_hash', '=', tokenHash)
      .returning('balance')
      .executeTakeFirst();
    return row?.balance ?? 0;
  }

  async funBalance(tokenHash: string, db: Db = this.db): Promise<number | undefined> {
    const row = await db.selectFrom('rgs_sessions').select('balance').where('token_hash', '=', tokenHash).executeTakeFirst();
    return row?.balance;
  }

  /** Forgets sessions expired before `before` (their rounds stay). */
  /**
   * Deletes sessions that ended before `before`, and with a play-money session what it played
   * (its rounds and seed pairs: play money is no one's, and would grow without end). A real-money
   * session's rounds and pairs stay, for the history and its verification.
   */
  async deleteExpiredSessions(before: number): Promise<void> {
    await this.transaction(async (trx) => {
      const ended = trx.selectFrom('rgs_sessions').select('owner').where('expires_at', '<', before).where('mode', '=', 'fun');
      await trx.deleteFrom('rgs_rounds').where('owner', 'in', ended).execute();
      await trx.deleteFrom('rgs_seeds').where('owner', 'in', ended).execute();
      await trx.deleteFrom('rgs_sessions').where('expires_at', '<', before).execute();
    });
  }

  // ---- seeds ----------------------------------------------------------------------------

  activeSeed(owner: string, game: string, db: Db = this.db): Promise<SeedRow | undefined> {
    return db
      .selectFrom('rgs_seeds')
      .selectAll()
      .where('owner', '=', owner)
      .where('game', '=', game)
      .where('revealed_at', 'is', null)
      .executeTakeFirst();
  }

  /** The pair in use, made from `fresh` if there is none yet (two racing callers get the same one). */
  async ensureSeed(owner: string, game: string, fresh: () => Promise<NewSeed>, now: number): Promise<SeedRow> {
    const existing = await this.activeSeed(owner, game);
    if (existing) return existing;
    try {
      await this.db
        .insertInto('rgs_seeds')
        .values({ ...(await fresh()), owner, game, nonce: 0, created_at: now, revealed_at: null })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const seed = await this.activeSeed(owner, game);
    if (!seed) throw new Error('the seed pair vanished while it was created');
    return seed;
  }

  /** Takes the next nonce of a pair still in use; undefined when it was rotated meanwhile. */
  async takeNonce(db: Db, seedId: string): Promise<number | undefined> {
    const row = await db
      .updateTable('rgs_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('id', '=', seedId)
      .where('revealed_at', 'is', null)
      .returning('nonce')
      .executeTakeFirst();
    return row === undefined ? undefined : row.nonce - 1;
  }

  /**
   * Retires the pair in use (its server seed becomes public) and puts `next` in its place, in one
   * transaction. Refused with OpenRoundError while an open round depends on the pair: the seed
   * would give its outcome away. The seed row is locked first, so a round starting at the same
   * moment either commits before (and is seen) or takes its nonce from the new pair.
   */
  async rotateSeed(
    owner: string,
    game: string,
    /** The new pair, made from the retired one (whose committed next server seed it takes). */
    next: (retired: SeedRow | undefined) => Promise<NewSeed>,
    now: number,
  ): Promise<{ revealed: SeedRow | undefined; active: SeedRow }> {
    return this.transaction(async (trx) => {
      // One rotation of a pair at a time (two tabs, two instances): on PostgreSQL the later one
      // would find no pair in use in its snapshot while the first's new pair was uncommitted, and
      // collide with it. SQLite has one writer anyway.
      if (this.engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`rgs-seed ${owner} ${game}`}, 0))`.execute(trx);
      const revealed = await trx
        .updateTable('rgs_seeds')
        .set({ revealed_at: now })
        .where('owner', '=', owner)
        .where('game', '=', game)
        .where('revealed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (revealed) {
        const open = await trx
          .selectFrom('rgs_rounds')
          .select('id')
          .where('seed_id', '=', revealed.id)
          .where('state', 'in', ['betting', 'open'])
          .executeTakeFirst();
        if (open) throw new OpenRoundError('a round using this seed pair is still open');
      }
      const active = await trx
        .insertInto('rgs_seeds')
        .values({ ...(await next(revealed)), owner, game, nonce: 0, created_at: now, revealed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { revealed, active };
    });
  }

  seedById(id: string): Promise<SeedRow | undefined> {
    return this.db.selectFrom('rgs_seeds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The server seed of a retired pair with this hash; undefined while the pair is in use, or for no pair. */
  async revealedSeed(serverSeedHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('rgs_seeds')
      .select('server_seed')
      .where('server_seed_hash', '=', serverSeedHash)
      .where('revealed_at', 'is not', null)
      .executeTakeFirst();
    return row?.server_seed;
  }

  // ---- rounds ---------------------------------------------------------------------------

  async insertRound(db: Db, row: NewRound): Promise<RoundRow> {
    return db.insertInto('rgs_rounds').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findRound(id: string, db: Db = this.db): Promise<RoundRow | undefined> {
    return db.selectFrom('rgs_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The owner's unfinished round of a game (betting or open), if any. */
  openRound(owner: string, game: string): Promise<RoundRow | undefined> {
    return this.db
      .selectFrom('rgs_rounds')
      .selectAll()
      .where('owner', '=', owner)
      .where('game', '=', game)
      .where('state', 'in', ['betting', 'open'])
      .executeTakeFirst();
  }

  /**
   * Updates a round if it is still as the caller saw it (state, and version when given); bumps
   * the version. False when someone else moved it first.
   */
  async updateRound(
    db: Db,
    id: string,
    expect: { state: RoundState | RoundState[]; version?: number },
    patch: Partial<Omit<RoundRow, 'id' | 'version'>>,
  ): Promise<RoundRow | undefined> {
    let query = db
      .updateTable('rgs_rounds')
      .set((eb) => ({ ...patch, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('state', 'in', Array.isArray(expect.state) ? expect.state : [expect.state]);
    if (expect.version !== undefined) query = query.where('version', '=', expect.version);
    return query.returningAll().executeTakeFirst();
  }

  /**
   * updateRound, and the session's balance as the wallet last answered it, in one transaction:
   * one commit (and one fsync) where a real round's bet and its win each made two. `final`: the
   * round is over, and a power cut that lost this leaves it owing the win or rollback the wallet
   * already took, which the retry loop resends with the same ids; so it does not wait for its fsync.
   */
  updateRoundAndBalance(
    round: Pick<RoundRow, 'id' | 'session_hash'>,
    expect: { state: RoundState | RoundState[]; version?: number },
    patch: Partial<Omit<RoundRow, 'id' | 'version'>>,
    balance: number,
    final = false,
  ): Promise<RoundRow | undefined> {
    return this.transaction(async (trx) => {
      const updated = await this.updateRound(trx, round.id, expect, patch);
      await this.setSessionBalance(round.session_hash, balance, trx);
      if (final) this.durability?.doNotWait();
      return updated;
    });
  }

  /**
   * Rounds the retry loop should take up: unsettled ones whose in-flight time has passed, and
   * rounds left open (waiting for the player) since before `staleBefore`.
   */
  dueRounds(now: number, staleBefore: number, limit: number): Promise<RoundRow[]> {
    return this.db
      .selectFrom('rgs_rounds')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('state', 'in', ['betting', 'settling', 'rolling_back']), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('state', '=', 'open'), eb('created_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
  }

  /** Rounds of an owner, newest first (tests and support). */
  roundsOf(owner: string, game?: string): Promise<RoundRow[]> {
    let query = this.db.selectFrom('rgs_rounds').selectAll().where('owner', '=', owner);
    if (game !== undefined) query = query.where('game', '=', game);
    return query.orderBy('created_at', 'desc').orderBy('nonce', 'desc').execute();
  }
}
