import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

const INT8_OID = 20;

/**
 * The at-scale engine. BIGINT (int8) arrives from pg as a string by default; our BIGINTs are
 * minor units and epoch milliseconds, far inside Number.MAX_SAFE_INTEGER, so this pool parses
 * them to numbers. The parser is set on this pool only (the `types` option), not on pg's global
 * registry, so other pg users in the process are untouched.
 */
export function createPostgresDb(
  connectionString: string,
  onIdleError: (error: Error) => void,
): Kysely<Database> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID && format !== 'binary') return parseInt8;
      return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client that loses its connection emits 'error' on the pool; unhandled it would crash.
  pool.on('error', onIdleError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is outside the safe integer range`);
  return parsed;
}
