import { sql, type Kysely } from 'kysely';

/**
 * What two account names of one alliance must not share: the same text once Unicode compatibility
 * forms and case are folded, so that `Demo` and `ｄｅｍｏ` (fullwidth) cannot be created beside
 * `demo` and pass for it in a list or a log. A name still logs in exactly as it was written.
 * Letters of other scripts that merely look alike (Cyrillic `а` for Latin `a`) are not folded:
 * a new name mixing them with Latin is refused before it gets here (the protocol's
 * `mixesLookalikeScripts`); one wholly in another script would need Unicode's confusables table.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFKC');
}

/** Accounts read and keyed per statement: 2,000 parameters, far under SQLite's and PostgreSQL's limits. */
const BACKFILL_CHUNK = 1000;

/**
 * Migration 0008: `accounts.name_key`, unique per alliance. Existing accounts get their key; of
 * names that already fold to the same key (created before this rule) the oldest keeps it and the
 * others none (NULL never clashes), so no account is lost or renamed and no new look-alike can join.
 * Accounts are keyed a thousand per UPDATE (one statement each would be a round trip each on
 * PostgreSQL: minutes at start-up for millions of accounts).
 */
export const accountNameKeyMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('accounts').addColumn('name_key', 'text').execute();
    const taken = new Set<string>();
    for (let after = 0; ; ) {
      const { rows } = await sql<{ id: number | string; alliance: string; name: string }>`
        SELECT id, alliance, name FROM accounts WHERE id > ${after} ORDER BY id LIMIT ${BACKFILL_CHUNK}`.execute(db);
      const last = rows.at(-1);
      if (!last) break;
      after = Number(last.id);
      const keyed = [];
      for (const row of rows) {
        const key = nameKey(row.name);
        const scoped = JSON.stringify([row.alliance, key]);
        if (taken.has(scoped)) continue;
        taken.add(scoped);
        keyed.push(sql`(CAST(${row.id} AS bigint), ${key})`);
      }
      // VALUES names its columns column1, column2 on both engines.
      if (keyed.length > 0) {
        await sql`UPDATE accounts SET name_key = v.column2 FROM (VALUES ${sql.join(keyed)}) AS v WHERE accounts.id = v.column1`.execute(db);
      }
    }
    await db.schema
      .createIndex('accounts_alliance_name_key_unique')
      .unique()
      .on('accounts')
      .columns(['alliance', 'name_key'])
      .execute();
  },
};
