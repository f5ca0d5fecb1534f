import type { Generated, Selectable } from 'kysely';
import type { AccountRoleName } from '@ky-wallet/protocol';
import type { AccountsTable, ContactMessagesTable, Database } from './schema.js';

/*
 * The back office's view of the database (migration 0004_backoffice): accounts with every field
 * SPEC.md names and the staff roles, staff sessions, the append-only audit log, automated log-in
 * links, and the contact inbox's handled marks. Kept apart from schema.ts so the player-facing
 * store stays as it is; the back-office store reads the same connection through these types.
 */

export interface BackofficeAccountsTable extends Omit<AccountsTable, 'role'> {
  /** CHECK: admin, operator, account_manager, alliance, user or player. */
  role: AccountRoleName;
  /** The person's real name (SPEC.md's `name`; `name` the column is the login, `account_name`). */
  real_name: string;
  email: string;
  phone_number: string;
  memo: string;
  /** The account manager who looks after this account. */
  account_manager: number | null;
  /** The operator this account belongs to (players, users, account managers). */
  operator: number | null;
  /** 0/1: "Allows automated log-in." */
  auto_login: number;
  /** Base32 TOTP secret; never leaves the server after enrolment. */
  totp_secret: string | null;
  /** 0/1: an admin requires two-factor sign-in for this account. */
  totp_required: number;
  /** When the secret was confirmed with a first code; null while enrolment is pending. */
  totp_confirmed_at: number | null;
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totp_last_step: number | null;
  /**
   * A new secret being set up while two-factor sign-in is on (sealed like totp_secret): sign-in
   * keeps asking for the old authenticator's codes until a code of this one confirms it.
   */
  totp_pending_secret: string | null;
}

/** A staff sign-in: only the cookie token's sha256 is stored. */
export interface StaffSessionsTable {
  token_hash: string;
  account_id: number;
  /** Sent back in X-CSRF-Token (double submit, checked against this row). */
  csrf_token: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Append-only (triggers refuse UPDATE, DELETE and TRUNCATE): every staff action. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON object or null. */
  before: string | null;
  after: string | null;
  address: string;
}

/** A single-use automated log-in link; only the id's sha256 is stored. */
export interface LoginLinksTable {
  id_hash: string;
  account_id: number;
  created_by: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface BackofficeContactMessagesTable extends ContactMessagesTable {
  handled_at: number | null;
  handled_by: string | null;
  /** The operator whose page the message came from; null: the provider's own site. */
  operator: number | null;
}

export interface BackofficeDatabase extends Omit<Database, 'accounts' | 'contact_messages'> {
  accounts: BackofficeAccountsTable;
  contact_messages: BackofficeContactMessagesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  login_links: LoginLinksTable;
}

export type BackofficeAccount = Selectable<BackofficeAccountsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
