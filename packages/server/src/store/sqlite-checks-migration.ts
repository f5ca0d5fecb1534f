import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from './migrations.js';

/** The CHECKs of more than two constants that 0002 wrote as `column in (...)`, by table. */
const IN_LIST_CHECKS: readonly { table: string; column: string; values: readonly string[] }[] = [
  { table: 'transactions', column: 'kind', values: ['deposit', 'bet', 'win', 'rollback'] },
  { table: 'game_rounds', column: 'state', values: ['open', 'closed', 'rolled_back'] },
  { table: 'game_transactions', column: 'kind', values: ['bet', 'win', 'rollback'] },
];

const inList = (column: string, values: readonly string[]) => `(${column} in (${values.map((v) => `'${v}'`).join(', ')}))`;
const comparisons = (column: string, values: readonly string[]) => `(${values.map((v) => `${column} = '${v}'`).join(' or ')})`;

/*
 * SQLite codes `x IN (a list of more than two constants)` by building a temporary B-tree of the
 * list, and does so for every row a CHECK of that form guards: each ledger row (and each game
 * transaction and round) paid for a new page cache, allocated, hashed, truncated and freed; about
 * 3% of a deposit's server CPU under load. The same rule written as comparisons costs nothing.
 * PostgreSQL keeps its IN, which it plans once.
 *
 * SQLite cannot change a CHECK in place, so each table is rebuilt as SQLite's documented
 * procedure says: a new table from the stored definition with only the check rewritten, every row
 * copied with its id and AUTOINCREMENT's sequence kept, the old table dropped (DROP TABLE fires no
 * triggers; no foreign key points at these tables), the new one renamed, and the indexes and
 * triggers re-created from their stored SQL.
 */
export function sqliteChecksMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      for (const { table, column, values } of IN_LIST_CHECKS) await rewriteCheck(db, table, inList(column, values), comparisons(column, values));
    },
  };
}

async function rewriteCheck(db: Kysely<unknown>, table: string, from: string, to: string): Promise<void> {
  const stored = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
  const definition = stored.rows.find((row) => row.type === 'table')?.sql ?? '';
  const prefix = new RegExp(`^CREATE TABLE\\s+("?)${table}\\1\\s*\\(`, 'i');
  const fromAt = definition.toLowerCase().indexOf(from);
  if (!prefix.test(definition) || fromAt < 0) throw new Error(`${table}: not the definition this migration rewrites: ${definition}`);
  const temporary = `${table}_rebuilt`;
  const rewritten = (definition.slice(0, fromAt) + to + definition.slice(fromAt + from.length)).replace(prefix, `CREATE TABLE ${temporary} (`);

  const sequence = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`.execute(db);
  await sql.raw(rewritten).execute(db);
  await sql`INSERT INTO ${sql.table(temporary)} SELECT * FROM ${sql.table(table)}`.execute(db);
  await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  await sql`ALTER TABLE ${sql.table(temporary)} RENAME TO ${sql.table(table)}`.execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    // Ids are never reused: the new table's sequence starts where the old one's stood.
    await sql`DELETE FROM sqlite_sequence WHERE name = ${table}`.execute(db);
    await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${seq})`.execute(db);
  }
  for (const dependent of stored.rows.filter((row) => row.type === 'index' || row.type === 'trigger')) {
    await sql.raw(dependent.sql).execute(db);
  }
}
