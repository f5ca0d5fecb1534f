import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';

const INT8_OID = 20;

/**
 * Every statement planned once per connection, not at every execution. The server's statements
 * are key lookups, and the deposit path's take arrays (a turn's sessions, a batch's deposits),
 * whose custom plans cost PostgreSQL more to make than to run: half of a turn's read and a third
 * of a small batch was planning (`node bench/postgres.mjs` prints both ways). Two instances make
 * half-size batches and reads, so they paid it twice a deposit.
 */
export const CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/**
 * The at-scale engine. BIGINT (int8) arrives from pg as a string by default; our BIGINTs are
 * minor units and epoch milliseconds, far inside Number.MAX_SAFE_INTEGER, so this pool parses
 * them to numbers. The parser is set on this pool only (the `types` option), not on pg's global
 * registry, so other pg users in the process are untouched. pg is loaded here, when PostgreSQL is
 * configured: a server on SQLite starts without it.
 */
export async function createPostgresDb(
  connectionString: string,
  onIdleError: (error: Error) => void,
): Promise<Kysely<Database>> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID && format !== 'binary') return parseInt8;
      return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: CONNECTION_OPTIONS,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client that loses its connection emits 'error' on the pool; unhandled it would crash.
  pool.on('error', onIdleError);
  // A checked-out client is not covered by that: pg-pool moves its error listener off the client
  // while it is lent out, so a connection ended between two statements of a transaction (a
  // database restart, a failover, pg_terminate_backend) emitted an unhandled 'error' and the
  // process died. Every client listens for good; the statement under way fails on its own, and
  // pg-pool drops the broken client when it comes back (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', onIdleError);
    usePreparedStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Statements named so far, by SQL text (the same name on every connection of the process). */
const statementNames = new Map<string, string>();
/** Beyond this many different statements, the rest run unnamed: each name costs every connection a plan. */
const MAX_NAMED_STATEMENTS = 200;
/** Multi-row inserts (a batch's ledger rows) have one text per row count: those stay unnamed. */
const MAX_NAMED_PARAMETERS = 32;
/** PostgreSQL's answer when a prepared statement's result columns changed (a migration added one). */
const STALE_PLAN = /cached plan must not change result type/;

/**
 * Runs Kysely's parameterised queries as named prepared statements: PostgreSQL parses and plans
 * each statement once per connection, and later calls only bind and execute (about a third less
 * work for the database and for us per query, measured with the reads every request makes). Kysely
 * calls `client.query(text, values)`; anything else passes through untouched.
 *
 * A migration by another instance that changes a table's columns makes PostgreSQL refuse the
 * prepared `select *` once ("cached plan must not change result type"): that error is a
 * retryable 503 (isStoreUnavailable), and the connection prepares its statements afresh under
 * new names.
 */
function usePreparedStatements(client: pg.PoolClient): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = original as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  let generation = 0;
  const named = ((...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length > MAX_NAMED_PARAMETERS) {
      return original(...args);
    }
    let name = statementNames.get(text);
    if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `ky${statementNames.size + 1}`;
      statementNames.set(text, name);
    }
    if (name === undefined) return query({ text, values });
    return query({ name: `${name}g${generation}`, text, values }).catch((error: unknown) => {
      if (error instanceof Error && STALE_PLAN.test(error.message)) generation += 1;
      throw error;
    });
  }) as typeof client.query;
  Object.defineProperty(client, 'query', { value: named, configurable: true, writable: true });
}

/** A PostgreSQL pool's connections: open, idle, and requests waiting for one (for /metrics). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<object, pg.Pool>();

/** The pool behind a database opened by createPostgresDb; undefined for SQLite. */
export function poolStatsOf(db: object): PoolStats | undefined {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
}

function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is outside the safe integer range`);
  return parsed;
}

/** SQLSTATE classes and codes that mean "the database went away or is not taking work right now". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '40001', '40P01']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Connection refused/i;

/**
 * Whether a store error means the database was unreachable or shed the work (connection lost,
 * restarting, too many connections, a serialization failure or deadlock): nothing the request did
 * wrong, so the client may retry it. SQLite's only such case is a busy database.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true; // connection_exception class
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code.startsWith('SQLITE_IOERR')) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && (UNAVAILABLE_MESSAGES.test(message) || STALE_PLAN.test(message));
}

/** PostgreSQL refused a text value: NUL (22021) or a character its encoding lacks (22P05). */
export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}
