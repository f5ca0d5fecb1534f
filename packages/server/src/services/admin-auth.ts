import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { DEFAULT_CURRENCY, isStaffRole, type StaffMe, type StaffSessionData, type TotpSetupData } from '@ky-wallet/protocol';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { BackofficeAccount } from '../store/admin-schema.js';
import type { AdminStore, StaffSessionRecord } from '../store/admin-store.js';
import type { AuditService } from './audit.js';
import type { PasswordHasher } from './password.js';
import type { Actor } from './permissions.js';
import { LoginThrottle } from './login-throttle.js';
import type { RateLimitBackend } from './rate-limit.js';
import { SecretBox, SecretKeyError } from './secret-box.js';
import { hashToken, isWellFormedToken, newToken } from './tokens.js';

const TOTP_PERIOD = 30;
const TOTP_ISSUER = 'KY Gaming';

/** A signed-in staff member, as the routes see them. */
export interface StaffContext {
  actor: Actor;
  account: BackofficeAccount;
  tokenHash: string;
  csrfToken: string;
  expiresAt: number;
}

/**
 * Back-office sign-in: name, password and (when set up) a TOTP code give a staff session, a
 * random token that only ever travels in an HttpOnly cookie and is stored hashed, with its own
 * CSRF token. Failed sign-ins are throttled as players' logins are (per name and address, per
 * address, and per name more slowly; services/login-throttle.ts), before any password is hashed,
 * in the rate-limit store every instance shares (the database, or Redis). TOTP secrets
 * are stored sealed (AES-256-GCM, see secret-box.ts), never in clear.
 */
export class StaffAuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly store: AdminStore,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    limits: RateLimitBackend,
    private readonly secrets: SecretBox,
  ) {
    this.throttle = new LoginThrottle(limits, config, 'staff');
  }

  async login(
    input: { name: string; password: string; totp?: string | undefined },
    address: string,
  ): Promise<{ token: string; data: StaffSessionData }> {
    // Like a player's login (services/login-throttle.ts): a stranger's failures from another
    // address never lock the staff member out, and guessing spread over addresses meets a slower limit.
    const attempt = await this.throttle.begin(input.name, address);

    let account: BackofficeAccount | undefined;
    let ok: boolean;
    try {
      account = await this.store.findStaff(input.name);
      ok = account
        ? await this.hasher.verify(input.password, account.password_hash)
        : await this.hasher.verifyDummy(input.password);
    } catch (error) {
      await attempt.withdrawn().catch(() => undefined);
      throw error;
    }
    if (!account || !ok || !isStaffRole(account.role)) {
      await this.audit.record({
        actorId: null,
        // Only a name that is a staff account's: what was typed may be a password put in the wrong
        // field, and the audit log keeps everything for good.
        actorName: account ? account.name : '(unknown name)',
        action: 'staff.login_failed',
        targetType: 'staff',
        targetId: account?.id ?? null,
        address,
      });
      throw new ApiError('login_failed', 'wrong name or password');
    }

    if (account.totp_confirmed_at !== null && account.totp_secret !== null) {
      if (input.totp === undefined) {
        // The right password: this attempt was no failure, but the sign-in needs the code.
        await attempt.withdrawn();
        throw new ApiError('totp_required', 'enter the code from your authenticator app');
      }
      await this.spendTotp(account.id, account.name, account.totp_secret, input.totp, address);
    }

    await attempt.succeeded();
    if (account.state !== 'active') {
      // The right password on a locked account: the log shows who is still trying, and from where.
      await this.audit.record({
        actorId: null,
        actorName: account.name,
        action: 'staff.login_locked',
        targetType: 'account',
        targetId: account.id,
        address,
      });
      throw new ApiError('account_locked', 'this account is locked');
    }

    const token = newToken();
    const csrfToken = newToken();
    const now = Date.now();
    const expiresAt = now + this.config.staffSessionTtlSeconds * 1000;
    const opened = await this.store.createStaffSession({
      tokenHash: hashToken(token),
      accountId: account.id,
      csrfToken,
      createdAt: now,
      expiresAt,
      passwordHash: account.password_hash,
    });
    // Changed while this sign-in was checked (each ends every session): a new password, a lock.
    if (opened === 'password_changed') throw new ApiError('login_failed', 'wrong name or password');
    if (opened === 'locked') throw new ApiError('account_locked', 'this account is locked');
    await this.audit.record({
      actorId: account.id,
      actorName: account.name,
      action: 'staff.login',
      targetType: 'account',
      targetId: account.id,
      address,
    });
    return { token, data: { me: meOf(account), csrf_token: csrfToken, expires_at: expiresAt } };
  }

  /**
   * One's own password, checked before a new one replaces it (AdminAccountsService.setPassword):
   * throttled as a sign-in is, in the same counters, so a stolen session cannot guess it faster
   * than the sign-in form would let it. Missing, it is no guess and is not counted.
   */
  async checkOwnPassword(actor: Actor, password: string | undefined, address: string): Promise<void> {
    const wrong = () => new ApiError('current_password_wrong', 'enter your current password to set a new one');
    if (password === undefined) throw wrong();
    const attempt = await this.throttle.begin(actor.name, address);
    let ok: boolean;
    try {
      const hash = await this.store.passwordHashOf(actor.id);
      ok = hash !== undefined && (await this.hasher.verify(password, hash));
    } catch (error) {
      await attempt.withdrawn().catch(() => undefined);
      throw error;
    }
    if (!ok) throw wrong();
    await attempt.succeeded();
  }

  /** The staff member a session cookie proves, or 401 `unauthorized`. */
  async verify(token: string | undefined): Promise<StaffContext> {
    if (!isWellFormedToken(token)) throw unauthorized();
    const record = await this.store.findStaffSession(hashToken(token), Date.now());
    if (!record) throw unauthorized();
    const { account } = record;
    if (account.state !== 'active') throw new ApiError('account_locked', 'this account is locked');
    if (!isStaffRole(account.role)) throw unauthorized();
    return contextOf(record);
  }

  async logout(context: StaffContext, address: string): Promise<void> {
    await this.store.revokeStaffSession(context.tokenHash, Date.now());
    await this.audit.record({
      actorId: context.actor.id,
      actorName: context.actor.name,
      action: 'staff.logout',
      targetType: 'account',
      targetId: context.actor.id,
      address,
    });
  }

  session(context: StaffContext): StaffSessionData {
    return { me: meOf(context.account), csrf_token: context.csrfToken, expires_at: context.expiresAt };
  }

  /**
   * Starts (or restarts) two-factor enrolment: a new secret, shown this once. With two-factor
   * sign-in on, the old authenticator stays in force until a code of the new one confirms it.
   */
  async setupTotp(context: StaffContext, address: string, currentCode?: string): Promise<TotpSetupData> {
    const account = await this.store.getAccount(context.account.id);
    const enabled = account?.totp_confirmed_at != null && account.totp_secret !== null;
    // Replacing an authenticator takes a code of the one in force: a session alone (left open,
    // or taken) must not move the second factor to another device. Guesses count as sign-in
    // failures do. A lost authenticator is reset by an admin instead.
    if (enabled && account.totp_secret !== null) {
      if (currentCode === undefined) throw new ApiError('totp_required', 'enter a code of your current authenticator to replace it');
      const attempt = await this.throttle.begin(account.name, address);
      await this.spendTotp(account.id, account.name, account.totp_secret, currentCode, address);
      await attempt.succeeded();
    }
    const secret = new Secret({ size: 20 });
    await this.store.setTotpSecret(context.account.id, this.secrets.seal(secret.base32, totpContext(context.account.id)), enabled);
    await this.audit.record({
      actorId: context.actor.id,
      actorName: context.actor.name,
      action: 'staff.totp_setup',
      targetType: 'account',
      targetId: context.account.id,
      address,
    });
    return { secret: secret.base32, uri: totpOf(secret.base32, context.account.name).toString() };
  }

  /**
   * Completes enrolment: confirms a new authenticator with its first code; from then on sign-in
   * asks for one. Throttled and audited as a sign-in's code is: a stolen session must not guess
   * codes without limit, nor burn the owner's time steps.
   */
  async confirmTotp(context: StaffContext, code: string, address: string): Promise<StaffSessionData> {
    const account = await this.store.getAccount(context.account.id);
    const pending = account?.totp_pending_secret ?? null;
    // A secret waiting for its first code: the new one beside one in force, or the first one.
    const candidate = pending ?? (account?.totp_confirmed_at === null ? account.totp_secret : null);
    if (!account || !candidate) throw new ApiError('totp_invalid', 'start the set-up first');
    const attempt = await this.throttle.begin(account.name, address);
    let confirmed: boolean;
    try {
      const step = matchTotp(this.totpSecretOf(account.id, candidate), account.name, code);
      confirmed =
        step !== null &&
        (pending !== null ? await this.store.promotePendingTotp(account.id, pending, step) : await this.store.useTotpStep(account.id, step, candidate, true));
    } catch (error) {
      await attempt.withdrawn().catch(() => undefined);
      throw error;
    }
    if (!confirmed) {
      await this.audit.record({
        actorId: context.actor.id,
        actorName: context.actor.name,
        action: 'staff.totp_failed',
        targetType: 'account',
        targetId: account.id,
        address,
      });
      throw new ApiError('totp_invalid', 'the code is wrong or was already used');
    }
    await attempt.succeeded();
    await this.audit.record({
      actorId: context.actor.id,
      actorName: context.actor.name,
      action: 'staff.totp_enabled',
      targetType: 'account',
      targetId: account.id,
      address,
    });
    const fresh = await this.store.getAccount(account.id);
    return { me: meOf(fresh ?? account), csrf_token: context.csrfToken, expires_at: context.expiresAt };
  }

  /**
   * Takes a code of the staff member's authenticator in force (each time step once), or records
   * the failure in the audit log and refuses with `totp_invalid`.
   */
  private async spendTotp(accountId: number, name: string, sealedSecret: string, code: string, address: string): Promise<void> {
    const step = matchTotp(this.totpSecretOf(accountId, sealedSecret), name, code);
    if (step !== null && (await this.store.useTotpStep(accountId, step, sealedSecret, false))) return;
    await this.audit.record({
      actorId: accountId,
      actorName: name,
      action: 'staff.totp_failed',
      targetType: 'account',
      targetId: accountId,
      address,
    });
    throw new ApiError('totp_invalid', 'the code is wrong or was already used');
  }

  private totpSecretOf(accountId: number, stored: string): string {
    return this.secrets.open(stored, totpContext(accountId));
  }

  /**
   * At start: seals the TOTP secrets (in force, or pending their first code) stored in clear
   * (before they were encrypted) or under an older key. Throws SecretKeyError, so the server does
   * not start, when one was sealed under a key it does not have (a wrong or missing
   * KY_ADMIN_SECRET_KEY).
   */
  async sealTotpSecrets(): Promise<void> {
    let sealed = 0;
    for (const { id, column, secret: stored } of await this.store.totpSecrets()) {
      if (!this.secrets.needsSealing(stored)) continue;
      let plain = stored;
      if (SecretBox.isSealed(stored)) {
        try {
          plain = this.totpSecretOf(id, stored);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new SecretKeyError(
            `cannot open the TOTP secret of account ${id}: ${reason}. Set KY_ADMIN_SECRET_KEY to the key it was sealed with (every instance needs the same key; to rotate, list the old key after the new one)`,
            { cause: error },
          );
        }
      }
      if (await this.store.replaceTotpSecret(id, column, stored, this.secrets.seal(plain, totpContext(id)))) sealed += 1;
    }
    if (sealed > 0) {
      this.log.info({ event: 'totp_secrets_sealed', count: sealed, key: this.secrets.keyId }, `sealed ${sealed} TOTP secret(s) with key ${this.secrets.keyId}`);
    }
  }

  /**
   * The first admin, on a database that has none: KY_ADMIN_PASSWORD, or a random password that
   * is printed to the log this once (and never again: it is stored only as a hash).
   */
  async seedAdmin(): Promise<void> {
    if (await this.store.hasRole('admin')) return;
    const generated = this.config.adminPassword === undefined;
    const password = this.config.adminPassword ?? randomBytes(15).toString('base64url');
    const id = await this.store.createAccount({
      name: 'admin',
      alliance: this.config.alliance,
      role: 'admin',
      passwordHash: await this.hasher.hash(password),
      currency: DEFAULT_CURRENCY,
      real_name: 'Administrator',
    });
    if (id === undefined) {
      // Another instance starting on the same database seeded it meanwhile: nothing to do.
      if (await this.store.hasRole('admin')) return;
      this.log.error('could not seed the first admin: the name "admin" is taken; create an admin account by hand');
      return;
    }
    await this.audit.record({
      actorId: null,
      actorName: 'system',
      action: 'account.create',
      targetType: 'account',
      targetId: id,
      after: { name: 'admin', role: 'admin' },
      address: '',
    });
    if (generated) {
      // Printed once, at warn so that LOG_LEVEL=warn still shows it.
      this.log.warn(
        { event: 'admin_seeded' },
        `seeded the back-office account "admin" with the generated password ${password} — sign in at /admin and change it; it is not shown again`,
      );
    } else {
      this.log.info({ event: 'admin_seeded' }, 'seeded the back-office account "admin" with KY_ADMIN_PASSWORD');
    }
  }

}

export function meOf(account: BackofficeAccount): StaffMe {
  if (!isStaffRole(account.role)) throw unauthorized();
  const enabled = account.totp_confirmed_at !== null;
  return {
    id: account.id,
    account_name: account.name,
    name: account.real_name,
    alliance: account.alliance,
    role: account.role,
    totp_enabled: enabled,
    totp_required: account.totp_required === 1,
    totp_enrolment_required: account.totp_required === 1 && !enabled,
  };
}

function contextOf(record: StaffSessionRecord): StaffContext {
  const { account } = record;
  const role = account.role;
  if (!isStaffRole(role)) throw unauthorized();
  return {
    actor: {
      id: account.id,
      name: account.name,
      role,
      alliance: account.alliance,
      operator: account.operator,
      enrolmentPending: account.totp_required === 1 && account.totp_confirmed_at === null,
    },
    account,
    tokenHash: record.tokenHash,
    csrfToken: record.csrfToken,
    expiresAt: record.expiresAt,
  };
}

/** What a sealed TOTP secret is bound to: its account, so a row cannot be copied onto another. */
function totpContext(accountId: number): string {
  return `totp:${accountId}`;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret });
}

/** The time step a code belongs to (this one or its neighbours, for clock drift), or null. */
export function matchTotp(secret: string, label: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, label).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

function unauthorized(): ApiError {
  return new ApiError('unauthorized', 'sign in to the back office first');
}
