import * as v from 'valibot';
import { hasHiddenCharacters, mixesLookalikeScripts } from './text.js';

/*
 * The back office's wire contract: staff sign-in, accounts, automated log-in links, the
 * audit log, the contact inbox and the live dashboard. Same envelopes as the player API
 * (`{ data }` or `{ error: { code, message } }`), but a REST shape under /api/admin, a staff
 * session in an HttpOnly cookie, and a CSRF token in the `X-CSRF-Token` header on every call that
 * changes something. Money here is integer minor units with its currency (totals are summed in
 * the database; the UI formats them).
 */

// ---- roles, states, codes ---------------------------------------------------------------------

/** Roles that may sign in to the back office. SPEC.md's "alliance/platform" is `alliance`. */
export const STAFF_ROLES = ['admin', 'operator', 'account_manager', 'alliance', 'user'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Every account role; players have no back office. */
export const ACCOUNT_ROLES = [...STAFF_ROLES, 'player'] as const;
export type AccountRoleName = (typeof ACCOUNT_ROLES)[number];

/**
 * What staff do. Each back-office endpoint needs exactly one of these (the server's
 * ENDPOINT_ACTIONS); MATRIX says who may, and is the README's "Roles" table (a test compares them).
 * The server enforces it; the back office offers what it allows.
 */
export const ACTIONS = [
  'accounts.read',
  'accounts.create',
  'accounts.update',
  'accounts.lock',
  'accounts.password',
  'accounts.totp',
  'links.create',
  'players.read',
  'dashboard.read',
  'audit.read',
  'contacts.read',
  'contacts.handle',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * `all`: every account. `own`: the accounts the role looks after (the server's scopeOf). `no`: refused.
 */
export type Grant = 'all' | 'own' | 'no';

export const MATRIX: Record<Action, Record<StaffRole, Grant>> = {
  'accounts.read': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'own', user: 'own' },
  'accounts.create': { admin: 'all', operator: 'own', account_manager: 'no', alliance: 'no', user: 'no' },
  'accounts.update': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'no', user: 'no' },
  'accounts.lock': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'no', user: 'no' },
  'accounts.password': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'no', user: 'no' },
  'accounts.totp': { admin: 'all', operator: 'no', account_manager: 'no', alliance: 'no', user: 'no' },
  'links.create': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'no', user: 'no' },
  'players.read': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'own', user: 'own' },
  'dashboard.read': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'own', user: 'own' },
  'audit.read': { admin: 'all', operator: 'own', account_manager: 'own', alliance: 'no', user: 'no' },
  'contacts.read': { admin: 'all', operator: 'own', account_manager: 'no', alliance: 'no', user: 'no' },
  'contacts.handle': { admin: 'all', operator: 'own', account_manager: 'no', alliance: 'no', user: 'no' },
};

/** Roles a staff member of role `actor` may give a new account (or change an account to). */
export function rolesAssignableBy(actor: AccountRoleName): readonly AccountRoleName[] {
  if (actor === 'admin') return ACCOUNT_ROLES;
  if (actor === 'operator') return ['player', 'user', 'account_manager'];
  return [];
}

/** Whether a staff member of role `role` may do `action` at all (in some scope). */
export function mayDo(role: StaffRole, action: Action): boolean {
  return MATRIX[action][role] !== 'no';
}

/**
 * How far up the staff a role stands. Below admin, staff change (edit, lock, set the password of)
 * only accounts of a lower rank than their own: in scope is not enough, or an operator who made
 * their own account manager the manager of a peer operator (an operator placed under them) took
 * that operator over through it.
 */
const ROLE_RANK: Record<AccountRoleName, number> = { player: 0, user: 1, account_manager: 2, alliance: 2, operator: 3, admin: 4 };

/**
 * Whether staff of role `actor` may change another account of role `target` in their scope (the
 * server's rule; the back office offers only what it allows): admins anyone; account managers
 * players only (a user they manage reads all of its operator's accounts, more than they may);
 * the others accounts below their own role.
 */
export function outranks(actor: AccountRoleName, target: AccountRoleName): boolean {
  if (actor === 'admin') return true;
  if (actor === 'account_manager') return target === 'player';
  return ROLE_RANK[target] < ROLE_RANK[actor];
}
export const ACCOUNT_STATES = ['active', 'locked'] as const;
export type AccountStateName = (typeof ACCOUNT_STATES)[number];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Error codes only the back office answers with (the player API's codes apply too). */
export const ADMIN_ERROR_CODES = [
  /** A call that changes something came without the session's X-CSRF-Token. */
  'csrf_failed',
  /** The account has two-factor sign-in: send `totp`. */
  'totp_required',
  /** The one-time code is wrong, expired or was already used. */
  'totp_invalid',
  /** An admin requires two-factor sign-in for this account: enrol first (only `me`, TOTP set-up and sign-out work). */
  'totp_enrolment_required',
  /** Another account already has this name. */
  'account_exists',
  /** The account does not allow automated log-in. */
  'auto_login_disabled',
  /** Staff cannot lock themselves, demote themselves or similar. */
  'cannot_change_self',
  /** One's own new password needs the current one, and it was missing or wrong. */
  'current_password_wrong',
  /** The staff sign-in, or the client's address, already holds as many live feeds as it may: close one. */
  'too_many_live_feeds',
] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

export const CSRF_HEADER = 'X-CSRF-Token';
/** The staff session cookie (HttpOnly, SameSite=Strict, Path=/api/admin, Secure behind TLS). */
export const STAFF_COOKIE = 'ky_staff';
/**
 * Set beside the session cookie with its lifetime, holding only `1`, for the back office's scripts,
 * which cannot read the session: without it there is no session to ask `me` about, so a first
 * visit sends no request that must fail (and logs no 401 in the console). The server never reads it.
 */
export const STAFF_SIGNED_IN_COOKIE = 'ky_staff_signed_in';

// ---- endpoints ----------------------------------------------------------------------------------

/**
 * Every back-office endpoint. The server registers exactly these and the role-matrix test calls
 * each one as every role, so an endpoint cannot be added without a permission decision.
 */
export const ADMIN_ENDPOINTS = {
  login: { method: 'POST', path: '/api/admin/login' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  me: { method: 'GET', path: '/api/admin/me' },
  totpSetup: { method: 'POST', path: '/api/admin/me/totp' },
  totpConfirm: { method: 'POST', path: '/api/admin/me/totp/confirm' },
  listAccounts: { method: 'GET', path: '/api/admin/accounts' },
  createAccount: { method: 'POST', path: '/api/admin/accounts' },
  getAccount: { method: 'GET', path: '/api/admin/accounts/:id' },
  updateAccount: { method: 'PATCH', path: '/api/admin/accounts/:id' },
  lockAccount: { method: 'POST', path: '/api/admin/accounts/:id/lock' },
  unlockAccount: { method: 'POST', path: '/api/admin/accounts/:id/unlock' },
  setPassword: { method: 'POST', path: '/api/admin/accounts/:id/password' },
  resetTotp: { method: 'POST', path: '/api/admin/accounts/:id/totp/reset' },
  createLoginLink: { method: 'POST', path: '/api/admin/accounts/:id/login-links' },
  playerLedger: { method: 'GET', path: '/api/admin/accounts/:id/ledger' },
  playerRounds: { method: 'GET', path: '/api/admin/accounts/:id/rounds' },
  auditLog: { method: 'GET', path: '/api/admin/audit' },
  listContacts: { method: 'GET', path: '/api/admin/contacts' },
  handleContact: { method: 'POST', path: '/api/admin/contacts/:id/handled' },
  dashboard: { method: 'GET', path: '/api/admin/dashboard' },
  live: { method: 'GET', path: '/api/admin/live' },
} as const;
export type AdminEndpoint = keyof typeof ADMIN_ENDPOINTS;

// ---- building blocks ----------------------------------------------------------------------------

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const optionalText = (max: number, multiline = false) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max),
    v.check((text) => !hasHiddenCharacters(text, multiline), 'no control or invisible formatting characters'),
  );
/** A query-string integer (`?page=2`) or a JSON number. */
const QueryInt = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
/** A query-string boolean (`?consent=1`) or a JSON boolean. */
const QueryBool = v.union([v.boolean(), v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((s) => s === '1' || s === 'true'))]);
/** Login names: what players and staff type to sign in. */
export const AccountNameSchema = v.pipe(
  text(64),
  v.regex(/^[\p{L}\p{N}_.@-]+$/u, 'letters, digits and _ . @ - only'),
  v.check((name) => !mixesLookalikeScripts(name), 'letters of one script: Latin, Cyrillic and Greek look alike mixed'),
);
/** Alliance names (`kygaming`): shown beside account names, so as plain as they are. */
export const AllianceNameSchema = v.pipe(text(64), v.regex(/^[\p{L}\p{N}_.-]+$/u, 'letters, digits and _ . - only'));
export const PasswordSchema = v.pipe(v.string(), v.minLength(8), v.maxLength(256));
const Email = v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())]);
const Phone = v.pipe(v.string(), v.trim(), v.regex(/^$|^\+?[0-9][0-9 ()-]{4,24}$/));
const Totp = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));
const Currency = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{3}$/));
/** An account id in a path or a body. */
export const AccountIdSchema = QueryInt(1, Number.MAX_SAFE_INTEGER);
/** A day of the calendar, `2024-02-29`: not one Date would roll over (`2024-02-31` is no day). */
const Day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'a day of the calendar'),
);

/** The game API's words for a field a call does not take. */
export const NOT_A_FIELD = 'is not a field of this call';

/**
 * A write's body (every POST and PATCH): its fields and no others. A field the call does not take,
 * a typo or one that is read-only here (`account_name` or `state` in an update), is refused, not
 * dropped: an answer of 200 must mean that what was asked for was done.
 */
function write<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.strictObject(entries, NOT_A_FIELD);
}

/** The body of a write that takes no fields (sign-out, lock, a log-in link, …): `{}` or none. */
export const EmptyRequestSchema = write({});

/** Every field of `body` that a write's schema does not take (valibot's issue names the first only). */
export function fieldsNotTaken(schema: v.GenericSchema, body: unknown): string[] {
  if (schema.type !== 'strict_object' || typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const { entries } = schema as v.StrictObjectSchema<v.ObjectEntries, string>;
  return Object.keys(body).filter((key) => !Object.hasOwn(entries, key));
}

/** The refusal of such fields: `invalid memo2: is not a field of this call`. */
export function notFieldsMessage(fields: readonly string[]): string {
  return `invalid ${fields.join(', ')}: ${fields.length === 1 ? NOT_A_FIELD : 'are not fields of this call'}`;
}

export const IdParamsSchema = v.object({ id: AccountIdSchema });
export const ContactIdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

// ---- staff sign-in ----------------------------------------------------------------------------

export const StaffLoginRequestSchema = write({
  name: text(64),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  totp: v.optional(Totp),
});
export type StaffLoginRequest = v.InferInput<typeof StaffLoginRequestSchema>;

export const StaffMeSchema = v.object({
  id: v.number(),
  account_name: v.string(),
  name: v.string(),
  alliance: v.string(),
  role: v.picklist(STAFF_ROLES),
  totp_enabled: v.boolean(),
  totp_required: v.boolean(),
  /** Required but not set up yet: only TOTP set-up, `me` and sign-out work until it is. */
  totp_enrolment_required: v.boolean(),
});
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;

export const StaffSessionDataSchema = v.object({
  me: StaffMeSchema,
  /** Send it back in X-CSRF-Token on every POST/PATCH. */
  csrf_token: v.string(),
  expires_at: v.number(),
});
export type StaffSessionData = v.InferOutput<typeof StaffSessionDataSchema>;

export const TotpSetupDataSchema = v.object({
  /** Base32, for typing into an authenticator app; shown once. */
  secret: v.string(),
  /** `otpauth://totp/…` for a QR code. */
  uri: v.string(),
});
export type TotpSetupData = v.InferOutput<typeof TotpSetupDataSchema>;

export const TotpConfirmRequestSchema = write({ code: Totp });

/** Starting a set-up while two-factor sign-in is on needs a code of the authenticator in force. */
export const TotpSetupRequestSchema = write({ current_code: v.optional(Totp) });
export type TotpSetupRequest = v.InferInput<typeof TotpSetupRequestSchema>;

// ---- accounts ---------------------------------------------------------------------------------

export const AccountRefSchema = v.nullable(v.object({ id: v.number(), account_name: v.string() }));

/** An account as the back office shows it: never a password hash or TOTP secret. */
export const AccountViewSchema = v.object({
  id: v.number(),
  account_name: v.string(),
  /** The person's real name. */
  name: v.string(),
  alliance: v.string(),
  role: v.picklist(ACCOUNT_ROLES),
  state: v.picklist(ACCOUNT_STATES),
  email: v.string(),
  phone_number: v.string(),
  memo: v.string(),
  account_manager: AccountRefSchema,
  operator: AccountRefSchema,
  /** "Allows automated log-in." */
  auto_login: v.boolean(),
  totp_required: v.boolean(),
  totp_enabled: v.boolean(),
  /** Players: the wallet's currency and balance (minor units); null for staff. */
  currency: v.nullable(v.string()),
  balance: v.nullable(v.number()),
  created_at: v.number(),
});
export type AccountView = v.InferOutput<typeof AccountViewSchema>;

export const ListAccountsQuerySchema = v.object({
  /** Matches account name, real name, email or phone (substring, case-insensitive). */
  q: v.optional(optionalText(64)),
  role: v.optional(v.picklist(ACCOUNT_ROLES)),
  state: v.optional(v.picklist(ACCOUNT_STATES)),
  operator: v.optional(AccountIdSchema),
  page: v.optional(QueryInt(1, 100_000), 1),
  pageSize: v.optional(QueryInt(1, 200), 50),
});
export type ListAccountsQuery = v.InferInput<typeof ListAccountsQuerySchema>;

export const AccountListDataSchema = v.object({
  rows: v.array(AccountViewSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type AccountListData = v.InferOutput<typeof AccountListDataSchema>;

const EditableFields = {
  name: v.optional(optionalText(128)),
  email: v.optional(Email),
  phone_number: v.optional(Phone),
  memo: v.optional(optionalText(2000, true)),
  account_manager: v.optional(v.nullable(AccountIdSchema)),
  operator: v.optional(v.nullable(AccountIdSchema)),
  auto_login: v.optional(v.boolean()),
  totp_required: v.optional(v.boolean()),
};

export const CreateAccountRequestSchema = write({
  account_name: AccountNameSchema,
  password: PasswordSchema,
  role: v.picklist(ACCOUNT_ROLES),
  /** Defaults to the creator's alliance. */
  alliance: v.optional(AllianceNameSchema),
  /** A player's wallet currency; defaults to the server's default. */
  currency: v.optional(Currency),
  ...EditableFields,
});
export type CreateAccountRequest = v.InferInput<typeof CreateAccountRequestSchema>;

export const UpdateAccountRequestSchema = write({
  ...EditableFields,
  role: v.optional(v.picklist(ACCOUNT_ROLES)),
});
export type UpdateAccountRequest = v.InferInput<typeof UpdateAccountRequestSchema>;

export const SetPasswordRequestSchema = write({
  password: PasswordSchema,
  /** Required to set one's own: a session alone does not change the password that opens it. */
  current_password: v.optional(v.pipe(v.string(), v.maxLength(256))),
});

export const LoginLinkDataSchema = v.object({
  /** The single-use id; `url` is the site's /login/{id}. */
  id: v.string(),
  url: v.string(),
  expires_at: v.number(),
});
export type LoginLinkData = v.InferOutput<typeof LoginLinkDataSchema>;

// ---- a player's ledger and rounds ---------------------------------------------------------------

export const PageQuerySchema = v.object({
  page: v.optional(QueryInt(1, 100_000), 1),
  pageSize: v.optional(QueryInt(1, 200), 50),
});

export const LEDGER_KINDS = ['deposit', 'bet', 'win', 'rollback'] as const;

export const LedgerRowSchema = v.object({
  id: v.number(),
  kind: v.picklist(LEDGER_KINDS),
  /** Signed minor units. */
  amount: v.number(),
  balance_after: v.number(),
  currency: v.string(),
  game: v.nullable(v.string()),
  round: v.nullable(v.string()),
  created_at: v.number(),
});
export type LedgerRow = v.InferOutput<typeof LedgerRowSchema>;

export const LedgerDataSchema = v.object({ rows: v.array(LedgerRowSchema), total: v.number() });
export type LedgerData = v.InferOutput<typeof LedgerDataSchema>;

export const AdminRoundSchema = v.object({
  game: v.string(),
  round: v.string(),
  state: v.string(),
  currency: v.string(),
  total_bet: v.number(),
  total_win: v.number(),
  created_at: v.number(),
  updated_at: v.number(),
  /** The fairness proof the game server sent with the round's last movement ({} if none). */
  proof: v.record(v.string(), v.unknown()),
});
export type AdminRound = v.InferOutput<typeof AdminRoundSchema>;

export const RoundsDataSchema = v.object({ rows: v.array(AdminRoundSchema), total: v.number() });
export type RoundsData = v.InferOutput<typeof RoundsDataSchema>;

// ---- audit log --------------------------------------------------------------------------------

export const AuditQuerySchema = v.object({
  /** Only entries about this account. */
  target: v.optional(AccountIdSchema),
  page: v.optional(QueryInt(1, 100_000), 1),
  pageSize: v.optional(QueryInt(1, 200), 50),
});

export const AuditRowSchema = v.object({
  id: v.number(),
  at: v.number(),
  actor_id: v.nullable(v.number()),
  actor_name: v.string(),
  /** `account.create`, `account.lock`, `staff.login`, … */
  action: v.string(),
  target_type: v.string(),
  target_id: v.nullable(v.string()),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  address: v.string(),
});
export type AuditRow = v.InferOutput<typeof AuditRowSchema>;

export const AuditDataSchema = v.object({ rows: v.array(AuditRowSchema), total: v.number() });
export type AuditData = v.InferOutput<typeof AuditDataSchema>;

// ---- contact inbox ------------------------------------------------------------------------------

export const ListContactsQuerySchema = v.object({
  state: v.optional(v.picklist(['open', 'handled', 'all']), 'open'),
  /** Only people who agreed to promotional e-mails (the list for marketing). */
  consent: v.optional(QueryBool),
  page: v.optional(QueryInt(1, 100_000), 1),
  pageSize: v.optional(QueryInt(1, 200), 50),
});

export const ContactRowSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.string(),
  tele_number: v.string(),
  message: v.string(),
  agree_promotion: v.boolean(),
  created_at: v.number(),
  handled_at: v.nullable(v.number()),
  handled_by: v.nullable(v.string()),
});
export type ContactRow = v.InferOutput<typeof ContactRowSchema>;

export const ContactsDataSchema = v.object({ rows: v.array(ContactRowSchema), total: v.number() });
export type ContactsData = v.InferOutput<typeof ContactsDataSchema>;

// ---- dashboard and live feed --------------------------------------------------------------------

export const DashboardQuerySchema = v.object({
  /** First day (UTC), inclusive. Default: 29 days before `to`. */
  from: v.optional(Day),
  /** Last day (UTC), inclusive. Default: today. */
  to: v.optional(Day),
  currency: v.optional(Currency),
  operator: v.optional(AccountIdSchema),
});
export type DashboardQuery = v.InferInput<typeof DashboardQuerySchema>;

/** Sums of one group, minor units of `currency`. GGR = bets - rollbacks - wins. */
export const TotalsSchema = v.object({
  currency: v.string(),
  deposits: v.number(),
  deposit_count: v.number(),
  bets: v.number(),
  bet_count: v.number(),
  wins: v.number(),
  rollbacks: v.number(),
  ggr: v.number(),
});
export type Totals = v.InferOutput<typeof TotalsSchema>;

/** One ledger movement on the live feed (SSE `event: ledger`; its `id:` is the client's cursor: the highest ledger id sent, and the ids still missing below it, e.g. `1207:1203,1205-1206`). */
export const LiveEventSchema = v.object({
  id: v.number(),
  kind: v.picklist(LEDGER_KINDS),
  account_id: v.number(),
  account_name: v.string(),
  operator_id: v.nullable(v.number()),
  operator_name: v.nullable(v.string()),
  amount: v.number(),
  currency: v.string(),
  game: v.nullable(v.string()),
  at: v.number(),
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

export const DashboardDataSchema = v.object({
  /** Players with a session that is neither expired nor revoked. */
  players_online: v.number(),
  from: v.string(),
  to: v.string(),
  /** The newest ledger id counted: the live feed goes on from there. */
  last_event_id: v.number(),
  /** The newest movements counted (at most 50, newest first), in the same filters: the live feed adds to them. */
  latest: v.array(LiveEventSchema),
  by_currency: v.array(TotalsSchema),
  by_day: v.array(v.object({ day: v.string(), ...TotalsSchema.entries })),
  by_game: v.array(v.object({ game: v.string(), ...TotalsSchema.entries })),
  by_operator: v.array(
    v.object({ operator_id: v.nullable(v.number()), operator_name: v.string(), ...TotalsSchema.entries }),
  ),
});
export type DashboardData = v.InferOutput<typeof DashboardDataSchema>;

/** The live feed's query: where to resume (or the Last-Event-ID header), and the dashboard's operator filter for the `online` count. */
export const LiveQuerySchema = v.object({
  lastEventId: v.optional(v.string()),
  operator: v.optional(AccountIdSchema),
});
export type LiveQuery = v.InferInput<typeof LiveQuerySchema>;

/** SSE `event: online` carries the players-online count (of the query's operator, when given) whenever it changes. */
export const OnlineEventSchema = v.object({ players_online: v.number() });
