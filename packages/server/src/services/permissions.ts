import {
  MATRIX,
  mayDo,
  outranks,
  rolesAssignableBy,
  type Action,
  type AccountRoleName,
  type AdminEndpoint,
  type StaffRole,
  type UpdateAccountRequest,
} from '@ky-wallet/protocol';
import { ApiError } from '../errors.js';
import type { Scope } from '../store/admin-store.js';

/*
 * Where the server decides what staff may do. The rules themselves (MATRIX, outranks,
 * rolesAssignableBy) are the protocol's, so the back office offers exactly what they allow. Routes
 * ask `authorize(actor, action)` for the scope of an action (which accounts it may touch) and the
 * few rules that depend on the target or the request body are the functions below it. README.md's
 * "Roles" table is MATRIX; a test reads the README and fails if they differ, and calls every
 * endpoint as every role to check that the server does what the table says.
 */

export { ACTIONS, MATRIX, type Action, type Grant } from '@ky-wallet/protocol';

/**
 * The action behind each endpoint. `session`: any signed-in staff member, even one who still has
 * to enrol in two-factor sign-in; `public`: no session (the sign-in itself).
 */
export const ENDPOINT_ACTIONS: Record<AdminEndpoint, Action | 'session' | 'public'> = {
  login: 'public',
  logout: 'session',
  me: 'session',
  totpSetup: 'session',
  totpConfirm: 'session',
  listAccounts: 'accounts.read',
  createAccount: 'accounts.create',
  getAccount: 'accounts.read',
  updateAccount: 'accounts.update',
  lockAccount: 'accounts.lock',
  unlockAccount: 'accounts.lock',
  setPassword: 'accounts.password',
  resetTotp: 'accounts.totp',
  createLoginLink: 'links.create',
  playerLedger: 'players.read',
  playerRounds: 'players.read',
  auditLog: 'audit.read',
  listContacts: 'contacts.read',
  handleContact: 'contacts.handle',
  dashboard: 'dashboard.read',
  live: 'dashboard.read',
};

/** Who is asking: a signed-in staff member. */
export interface Actor {
  id: number;
  name: string;
  role: StaffRole;
  alliance: string;
  /** The operator a `user` (or account manager) works for. */
  operator: number | null;
  /** Required two-factor sign-in that is not set up yet: nothing but enrolment is allowed. */
  enrolmentPending: boolean;
}

/**
 * The accounts a role looks after ("own" in the matrix):
 * - operator: the accounts whose `operator` is them, and themselves;
 * - account_manager: the accounts whose `account_manager` is them, and themselves;
 * - alliance (platform): every account of their alliance;
 * - user: the accounts of the operator they work for (read-only roles only);
 * - admin: everything.
 */
export function scopeOf(actor: Actor): Scope {
  switch (actor.role) {
    case 'admin':
      return { kind: 'all' };
    case 'operator':
      return { kind: 'operator', id: actor.id };
    case 'account_manager':
      return { kind: 'manager', id: actor.id };
    case 'alliance':
      return { kind: 'alliance', alliance: actor.alliance };
    case 'user':
      return actor.operator === null ? { kind: 'self', id: actor.id } : { kind: 'operator', id: actor.operator };
  }
}

/** Whether two views of a staff member look after the same accounts (its role, or the operator a user works for, may change). */
export function sameScope(a: Actor, b: Actor): boolean {
  return JSON.stringify(scopeOf(a)) === JSON.stringify(scopeOf(b));
}

/** The scope `actor` may apply `action` to, or 403 `forbidden` (and `totp_enrolment_required`). */
export function authorize(actor: Actor, action: Action): Scope {
  if (actor.enrolmentPending) {
    throw new ApiError('totp_enrolment_required', 'set up two-factor sign-in first');
  }
  const grant = MATRIX[action][actor.role];
  if (grant === 'no') throw new ApiError('forbidden', `a ${actor.role} may not do ${action}`);
  return grant === 'all' ? { kind: 'all' } : scopeOf(actor);
}

/** The target account, as far as the rules below need it. */
export interface Target {
  id: number;
  role: AccountRoleName;
  operator: number | null;
  account_manager: number | null;
}

/**
 * Checks a new account's role and links and returns the values to store: an operator's accounts
 * always belong to that operator.
 */
export function checkCreate(
  actor: Actor,
  input: { role: AccountRoleName; operator?: number | null | undefined; totp_required?: boolean | undefined },
): { operator: number | null } {
  if (!rolesAssignableBy(actor.role).includes(input.role)) {
    throw new ApiError('forbidden', `a ${actor.role} may not create a ${input.role}`);
  }
  if (input.totp_required !== undefined && !mayDo(actor.role, 'accounts.totp')) {
    throw new ApiError('forbidden', 'only an admin may require two-factor sign-in');
  }
  if (actor.role === 'operator') {
    if (input.operator !== undefined && input.operator !== null && input.operator !== actor.id) {
      throw new ApiError('forbidden', 'an operator creates accounts for themselves only');
    }
    return { operator: actor.id };
  }
  return { operator: input.operator ?? null };
}

/** Admins change anyone; other staff only accounts their role outranks (protocol's `outranks`). */
function checkOutranks(actor: Actor, target: Target, what: string): void {
  if (!outranks(actor.role, target.role)) throw new ApiError('forbidden', `a ${actor.role} may not ${what} a ${target.role}`);
}

/** Checks an edit of `target` by `actor` (already known to be in scope). */
export function checkUpdate(actor: Actor, target: Target, patch: UpdateAccountRequest): void {
  // Nobody touches an admin unless they are one (as for locks and passwords).
  if (target.role === 'admin' && actor.role !== 'admin') throw new ApiError('forbidden', 'only an admin may change an admin');
  if (target.id !== actor.id) checkOutranks(actor, target, 'change');
  const changesRole = patch.role !== undefined && patch.role !== target.role;
  // A link sent as it already is (the edit form sends every field) is no change.
  const changesOperator = patch.operator !== undefined && patch.operator !== target.operator;
  const changesManager = patch.account_manager !== undefined && patch.account_manager !== target.account_manager;
  if (target.id === actor.id && (changesRole || changesOperator || changesManager)) {
    throw new ApiError('cannot_change_self', 'staff cannot change their own role or links');
  }
  if (changesRole) {
    const roles = rolesAssignableBy(actor.role);
    if (!roles.includes(target.role) || !roles.includes(patch.role as AccountRoleName)) {
      throw new ApiError('forbidden', `a ${actor.role} may not make a ${target.role} a ${String(patch.role)}`);
    }
  }
  if (patch.totp_required !== undefined && !mayDo(actor.role, 'accounts.totp')) {
    throw new ApiError('forbidden', 'only an admin may require two-factor sign-in');
  }
  if (actor.role === 'account_manager' && (changesOperator || changesManager)) {
    throw new ApiError('forbidden', 'an account manager cannot move accounts');
  }
  if (actor.role === 'operator' && changesOperator && patch.operator !== actor.id) {
    throw new ApiError('forbidden', 'an operator keeps their accounts');
  }
}

/** Nobody locks themselves out, only an admin touches another admin, and staff lock only accounts below their role. */
export function checkLock(actor: Actor, target: Target): void {
  if (target.id === actor.id) throw new ApiError('cannot_change_self', 'staff cannot lock themselves');
  if (target.role === 'admin' && actor.role !== 'admin') throw new ApiError('forbidden', 'only an admin may lock an admin');
  // Not their peers either (an operator placed under another), nor those above them.
  checkOutranks(actor, target, 'lock');
}

/** A password is set by staff for accounts below their role, and by anyone for their own. */
export function checkPassword(actor: Actor, target: Target): void {
  if (target.role === 'admin' && actor.role !== 'admin') throw new ApiError('forbidden', 'only an admin may do that');
  if (target.id !== actor.id) checkOutranks(actor, target, 'set the password of');
}

/** Automated log-in is for players, and only those whose account allows it. */
export function checkLoginLink(target: Target & { auto_login: number; state: string }): void {
  if (target.role !== 'player') throw new ApiError('forbidden', 'log-in links are for players');
  if (target.auto_login !== 1) throw new ApiError('auto_login_disabled', 'this account does not allow automated log-in');
  if (target.state !== 'active') throw new ApiError('account_locked', 'this account is locked');
}
