import { sql, type Kysely, type Migration } from 'kysely';
import { ACCOUNT_ROLES } from '@ky-wallet/protocol';
import type { Engine } from './migrations.js';

const ROLE_LIST = sql.join(ACCOUNT_ROLES.map((role) => sql.lit(role)));

/**
 * 0004_backoffice: the account fields and roles of SPEC.md, staff sessions, the audit
 * log (append-only like the ledger), automated log-in links and the contact inbox's marks.
 * SQLite cannot add a CHECK constraint to a table that others reference, so there the role check
 * is a pair of triggers that refuse the same rows.
 */
export function backofficeMigration(engine: Engine): Migration {
  const idType = engine === 'sqlite' ? 'integer' : 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      const text = (name: string) =>
        db.schema.alterTable('accounts').addColumn(name, 'text', (c) => c.notNull().defaultTo('')).execute();
      const flag = (name: string) =>
        db.schema.alterTable('accounts').addColumn(name, 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await text('real_name');
      await text('email');
      await text('phone_number');
      await text('memo');
      await db.schema
        .alterTable('accounts')
        .addColumn('account_manager', 'bigint', (c) => c.references('accounts.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('accounts')
        .addColumn('operator', 'bigint', (c) => c.references('accounts.id').onDelete('set null'))
        .execute();
      await flag('auto_login');
      await db.schema.alterTable('accounts').addColumn('totp_secret', 'text').execute();
      await flag('totp_required');
      await db.schema.alterTable('accounts').addColumn('totp_confirmed_at', 'bigint').execute();
      await db.schema.alterTable('accounts').addColumn('totp_last_step', 'bigint').execute();
      await db.schema.createIndex('accounts_operator_idx').on('accounts').column('operator').execute();
      await db.schema.createIndex('accounts_account_manager_idx').on('accounts').column('account_manager').execute();
      // Staff sign in by name alone, so a staff name is unique across alliances.
      await db.schema
        .createIndex('accounts_staff_name_unique')
        .on('accounts')
        .column('name')
        .unique()
        .where(sql<boolean>`role <> 'player'`)
        .execute();

      if (engine === 'sqlite') {
        for (const event of ['INSERT', 'UPDATE OF role']) {
          const name = event === 'INSERT' ? 'accounts_role_check_insert' : 'accounts_role_check_update';
          await sql`CREATE TRIGGER ${sql.raw(name)} BEFORE ${sql.raw(event)} ON accounts
            WHEN NEW.role NOT IN (${ROLE_LIST})
            BEGIN SELECT RAISE(ABORT, 'CHECK constraint failed: accounts_role_check'); END`.execute(db);
        }
      } else {
        await sql`ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN (${ROLE_LIST}))`.execute(db);
      }

      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_sessions_account_id_idx').on('staff_sessions').column('account_id').execute();
      await db.schema.createIndex('staff_sessions_expires_at_idx').on('staff_sessions').column('expires_at').execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, (c) =>
          engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
        )
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor_id', 'bigint')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();

      await db.schema
        .createTable('login_links')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_by', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('login_links_expires_at_idx').on('login_links').column('expires_at').execute();

      await db.schema.alterTable('contact_messages').addColumn('handled_at', 'bigint').execute();
      await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute();
      await db.schema
        .alterTable('contact_messages')
        .addColumn('operator', 'bigint', (c) => c.references('accounts.id').onDelete('set null'))
        .execute();

      // The dashboard sums the ledger by time across every account.
      await db.schema.createIndex('transactions_created_at_idx').on('transactions').column('created_at').execute();

      // The audit log is append-only, like the ledger: nobody edits history, not even an admin.
      if (engine === 'sqlite') {
        await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`.execute(db);
        await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
          BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`.execute(db);
      } else {
        await sql`CREATE FUNCTION ky_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'restrict_violation';
          END $$`.execute(db);
        await sql`CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
          FOR EACH ROW EXECUTE FUNCTION ky_audit_log_append_only()`.execute(db);
        await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
          FOR EACH STATEMENT EXECUTE FUNCTION ky_audit_log_append_only()`.execute(db);
      }
    },
  };
}
