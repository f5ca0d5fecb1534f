import { sql, type Kysely } from 'kysely';

/**
 * What two account names of one alliance must not share: the same text once Unicode compatibility
 * forms and case are folded, so that `Demo` and `ｄｅｍｏ` (fullwidth) cannot be created beside
 * `demo` and pass for it in a list or a log. A name still logs in exactly as it was written.
 * Letters of other scripts that merely look alike (Cyrillic `а` for Latin `a`) are not folded:
 * that needs Unicode's confusables table, not a normal form.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFKC');
}

/**
 * Migration 0008: `accounts.name_key`, unique per alliance. Existing accounts get their key; of
 * names that already fold to the same key (created before this rule) the oldest keeps it and the
 * others none (NULL never clashes), so no account is lost or renamed and no new look-alike can join.
 */
export const accountNameKeyMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('accounts').addColumn('name_key', 'text').execute();
    const rows = await sql<{ id: number; alliance: string; name: string }>`SELECT id, alliance, name FROM accounts ORDER BY id`.execute(db);
    const taken = new Set<string>();
    for (const row of rows.rows) {
      const key = nameKey(row.name);
      const scoped = JSON.stringify([row.alliance, key]);
      if (taken.has(scoped)) continue;
      taken.add(scoped);
      await sql`UPDATE accounts SET name_key = ${key} WHERE id = ${row.id}`.execute(db);
    }
    await db.schema
      .createIndex('accounts_alliance_name_key_unique')
      .unique()
      .on('accounts')
      .columns(['alliance', 'name_key'])
      .execute();
  },
};
