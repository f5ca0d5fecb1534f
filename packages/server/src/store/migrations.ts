import { Migrator, sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { backofficeMigration } from './admin-migration.js';
import { creditFunctionMigration, creditSessionCheckMigration } from './credit-function.js';
import { accountNameKeyMigration } from './name-key.js';
import { sqliteChecksMigration } from './sqlite-checks-migration.js';
import type { Database } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

/*
 * Migrations live in code (no files to ship or find at run time) and are the same for both
 * engines. They branch only where the engines truly differ: the type of an auto-increment id, and
 * the trigger syntax that makes `transactions` append-only. Forward-only: a migration that has
 * run is never edited; a change is a new entry, named so that it sorts after the others.
 */
export function migrations(engine: Engine): Record<string, Migration> {
  const idType = engine === 'sqlite' ? 'integer' : 'bigint';
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedAlwaysAsIdentity();

  return {
    // The back office's tables; its own file keeps this list easy to merge.
    '0004_backoffice': backofficeMigration(engine),
    '0005_credit_function': creditFunctionMigration(engine),
    '0006_sqlite_check_comparisons': sqliteChecksMigration(engine),
    // A new authenticator being set up while two-factor sign-in stays on with the old one.
    '0007_totp_pending': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('accounts').addColumn('totp_pending_secret', 'text').execute();
      },
    },
    // Look-alike account names (case, fullwidth forms) refused within an alliance.
    '0008_account_name_key': accountNameKeyMigration,
    // A deposit's session checked again inside its batch, under the wallet's lock.
    '0009_credit_session_check': creditSessionCheckMigration(engine),
    // A launch code keeps when the login that asked for it ends: its game session ends then too.
    '0010_game_launch_login_expiry': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('game_launches').addColumn('login_expires_at', 'bigint').execute();
      },
    },
    '0001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('accounts')
          .addColumn('id', idType, id)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('alliance', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('player'))
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addUniqueConstraint('accounts_alliance_name_unique', ['alliance', 'name'])
          .addCheckConstraint('accounts_state_check', sql`state in ('active', 'locked')`)
          .execute();

        await db.schema
          .createTable('wallets')
          .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('restrict'))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addCheckConstraint('wallets_balance_nonnegative', sql`balance >= 0`)
          .execute();

        await db.schema
          .createTable('transactions')
          .addColumn('id', idType, id)
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('restrict'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('balance_after', 'bigint', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text')
          .addColumn('payment_ref', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addCheckConstraint('transactions_kind_check', sql`kind in ('deposit')`)
          .addCheckConstraint('transactions_deposit_positive', sql`kind <> 'deposit' or amount > 0`)
          .addCheckConstraint('transactions_balance_after_nonnegative', sql`balance_after >= 0`)
          .execute();
        await db.schema
          .createIndex('transactions_account_id_idx')
          .on('transactions')
          .columns(['account_id', 'id'])
          .execute();

        await db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('revoked_at', 'bigint')
          .execute();
        await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
        await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();

        await db.schema
          .createTable('idempotency_keys')
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .addColumn('status_code', 'integer', (c) => c.notNull())
          .addColumn('response', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'key'])
          .execute();
        await db.schema
          .createIndex('idempotency_keys_created_at_idx')
          .on('idempotency_keys')
          .column('created_at')
          .execute();

        await db.schema
          .createTable('contact_messages')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('email_address', 'text', (c) => c.notNull())
          .addColumn('tele_number', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('agree_promotion', 'integer', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('contact_messages_created_at_idx')
          .on('contact_messages')
          .column('created_at')
          .execute();

        // The ledger is append-only: a correction is a new row, never an edit.
        if (engine === 'sqlite') {
          await sql`CREATE TRIGGER transactions_no_update BEFORE UPDATE ON transactions
            BEGIN SELECT RAISE(ABORT, 'transactions are append-only'); END`.execute(db);
          await sql`CREATE TRIGGER transactions_no_delete BEFORE DELETE ON transactions
            BEGIN SELECT RAISE(ABORT, 'transactions are append-only'); END`.execute(db);
        } else {
          await sql`CREATE FUNCTION ky_transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              RAISE EXCEPTION 'transactions are append-only' USING ERRCODE = 'restrict_violation';
            END $$`.execute(db);
          await sql`CREATE TRIGGER transactions_no_update_delete BEFORE UPDATE OR DELETE ON transactions
            FOR EACH ROW EXECUTE FUNCTION ky_transactions_append_only()`.execute(db);
          await sql`CREATE TRIGGER transactions_no_truncate BEFORE TRUNCATE ON transactions
            FOR EACH STATEMENT EXECUTE FUNCTION ky_transactions_append_only()`.execute(db);
        }
      },
    },

    /*
     * The game API: the ledger grows bet, win and rollback rows that name their game,
     * round and the game server's transaction_uuid; launch codes, game sessions, rounds and the
     * game transactions' idempotency records get their own tables.
     */
    '0002_games': {
      async up(db: Kysely<unknown>) {
        const kindChecks = [
          sql`CONSTRAINT transactions_kind_check CHECK (kind in ('deposit', 'bet', 'win', 'rollback'))`,
          sql`CONSTRAINT transactions_deposit_positive CHECK (kind <> 'deposit' or amount > 0)`,
          sql`CONSTRAINT transactions_bet_negative CHECK (kind <> 'bet' or amount < 0)`,
          sql`CONSTRAINT transactions_credit_nonnegative CHECK (kind not in ('win', 'rollback') or amount >= 0)`,
        ];
        if (engine === 'sqlite') {
          // SQLite cannot change a CHECK constraint: rebuild the table (DROP TABLE fires no
          // triggers), keeping every id, then restore its index and append-only triggers.
          await sql`CREATE TABLE transactions_v2 (
            id integer PRIMARY KEY AUTOINCREMENT,
            account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
            kind text NOT NULL,
            amount bigint NOT NULL,
            balance_after bigint NOT NULL,
            currency text NOT NULL,
            idempotency_key text,
            payment_ref text,
            game text,
            round text,
            external_id text,
            meta text,
            created_at bigint NOT NULL,
            ${sql.join(kindChecks)},
            CONSTRAINT transactions_balance_after_nonnegative CHECK (balance_after >= 0)
          )`.execute(db);
          await sql`INSERT INTO transactions_v2
            (id, account_id, kind, amount, balance_after, currency, idempotency_key, payment_ref, created_at)
            SELECT id, account_id, kind, amount, balance_after, currency, idempotency_key, payment_ref, created_at
            FROM transactions`.execute(db);
          await sql`DROP TABLE transactions`.execute(db);
          await sql`ALTER TABLE transactions_v2 RENAME TO transactions`.execute(db);
          await db.schema.createIndex('transactions_account_id_idx').on('transactions').columns(['account_id', 'id']).execute();
          await sql`CREATE TRIGGER transactions_no_update BEFORE UPDATE ON transactions
            BEGIN SELECT RAISE(ABORT, 'transactions are append-only'); END`.execute(db);
          await sql`CREATE TRIGGER transactions_no_delete BEFORE DELETE ON transactions
            BEGIN SELECT RAISE(ABORT, 'transactions are append-only'); END`.execute(db);
        } else {
          await sql`ALTER TABLE transactions
            ADD COLUMN game text, ADD COLUMN round text, ADD COLUMN external_id text, ADD COLUMN meta text,
            DROP CONSTRAINT transactions_kind_check, DROP CONSTRAINT transactions_deposit_positive,
            ADD ${sql.join(kindChecks, sql`, ADD `)}`.execute(db);
        }

        await db.schema
          .createTable('game_launches')
          .addColumn('code_hash', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('used_at', 'bigint')
          .execute();
        await db.schema.createIndex('game_launches_expires_at_idx').on('game_launches').column('expires_at').execute();

        await db.schema
          .createTable('game_sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('key_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('revoked_at', 'bigint')
          .execute();
        await db.schema.createIndex('game_sessions_account_id_idx').on('game_sessions').column('account_id').execute();
        await db.schema.createIndex('game_sessions_expires_at_idx').on('game_sessions').column('expires_at').execute();

        await db.schema
          .createTable('game_rounds')
          .addColumn('id', idType, id)
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('restrict'))
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('round', 'text', (c) => c.notNull())
          .addColumn('parent_round', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('first_transaction', 'text', (c) => c.notNull())
          .addColumn('first_bet', 'bigint', (c) => c.notNull())
          .addColumn('total_bet', 'bigint', (c) => c.notNull())
          .addColumn('total_win', 'bigint', (c) => c.notNull())
          .addColumn('total_refund', 'bigint', (c) => c.notNull())
          .addColumn('last_win', 'bigint', (c) => c.notNull())
          .addColumn('balance_after', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addUniqueConstraint('game_rounds_account_game_round_unique', ['account_id', 'game', 'round'])
          .addCheckConstraint('game_rounds_state_check', sql`state in ('open', 'closed', 'rolled_back')`)
          .execute();
        await db.schema
          .createIndex('game_rounds_account_updated_idx')
          .on('game_rounds')
          .columns(['account_id', 'updated_at'])
          .execute();

        await db.schema
          .createTable('game_transactions')
          .addColumn('transaction_uuid', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('restrict'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('round', 'text', (c) => c.notNull())
          .addColumn('reference_uuid', 'text')
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('ledger_id', 'bigint')
          .addColumn('rolled_back_by', 'text')
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .addColumn('response', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addCheckConstraint('game_transactions_kind_check', sql`kind in ('bet', 'win', 'rollback')`)
          .execute();
        await db.schema
          .createIndex('game_transactions_reference_idx')
          .on('game_transactions')
          .column('reference_uuid')
          .execute();
      },
    },

    // Throttle state that every instance shares (see services/rate-limit.ts). Sorts after the
    // game API's 0002 so the two can land in either order on a fresh database.
    '0003_rate_limits': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('reset_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();
      },
    },
  };
}

/** The migration that creates the schema: a start that ran it found an empty database. */
export const FIRST_MIGRATION = '0001_initial';

/** Brings the schema up to date; safe to run at every start and from several instances at once. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed ? `${failed.migrationName} ` : ''}failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
