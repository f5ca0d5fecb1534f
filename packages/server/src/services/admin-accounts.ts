import { createHash } from 'node:crypto';
import {
  isCurrencyCode,
  type AccountListData,
  type AccountView,
  type CreateAccountRequest,
  type LedgerData,
  type ListAccountsQuery,
  type LoginData,
  type LoginLinkData,
  type RoundsData,
  type UpdateAccountRequest,
} from '@ky-wallet/protocol';
import type * as v from 'valibot';
import type { CreateAccountRequestSchema, ListAccountsQuerySchema, UpdateAccountRequestSchema } from '@ky-wallet/protocol';
import { defaultWalletCurrency, type Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { AccountPatch, AccountWithRefs, AdminStore, Scope } from '../store/admin-store.js';
import type { Store } from '../store/index.js';
import { diff } from './audit.js';
import type { AuditService } from './audit.js';
import { openPlayerSession } from './auth.js';
import { newToken } from './tokens.js';
import type { PasswordHasher } from './password.js';
import {
  authorize,
  checkCreate,
  checkLock,
  checkLoginLink,
  checkPassword,
  checkUpdate,
  scopeOf,
  type Action,
  type Actor,
} from './permissions.js';

/** Who acts and from where: every staff action is audited with both. */
export interface ActionContext {
  actor: Actor;
  address: string;
}

type CreateInput = v.InferOutput<typeof CreateAccountRequestSchema>;
type UpdateInput = v.InferOutput<typeof UpdateAccountRequestSchema>;
type ListInput = v.InferOutput<typeof ListAccountsQuerySchema>;

/**
 * Accounts in the back office: list, create, edit, lock/unlock, passwords, log-in links, and a
 * player's ledger and rounds. Each method asks permissions.ts first; an account outside the
 * actor's scope is `not_found`, exactly like one that does not exist, so ids cannot be probed.
 */
export class AdminAccountsService {
  constructor(
    private readonly admin: AdminStore,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly config: Config,
    /** Checks one's own current password, throttled as a sign-in (StaffAuthService.checkOwnPassword). */
    private readonly checkOwnPassword: (actor: Actor, password: string | undefined, address: string) => Promise<void>,
  ) {}

  async list(ctx: ActionContext, query: ListInput): Promise<AccountListData> {
    const scope = authorize(ctx.actor, 'accounts.read');
    const { rows, total } = await this.admin.listAccounts(
      scope,
      {
        ...(query.q ? { q: query.q } : {}),
        ...(query.role ? { role: query.role } : {}),
        ...(query.state ? { state: query.state } : {}),
        ...(query.operator !== undefined ? { operator: query.operator } : {}),
      },
      query.page,
      query.pageSize,
    );
    return { rows: rows.map(viewOf), total, page: query.page, pageSize: query.pageSize };
  }

  async get(ctx: ActionContext, id: number): Promise<AccountView> {
    return viewOf(await this.target(ctx, 'accounts.read', id));
  }

  async create(ctx: ActionContext, input: CreateInput): Promise<AccountView> {
    const scope = authorize(ctx.actor, 'accounts.create');
    const { operator } = checkCreate(ctx.actor, input);
    await this.checkLinks(ctx, scope, { operator, account_manager: input.account_manager ?? null });
    const currency = input.currency ?? defaultWalletCurrency(this.config);
    if (!isCurrencyCode(currency) || !this.config.currencies.includes(currency)) {
      throw new ApiError('unsupported_currency', `currency ${currency} is not accepted here`);
    }
    const alliance = input.alliance ?? ctx.actor.alliance;
    if (alliance !== ctx.actor.alliance && ctx.actor.role !== 'admin') {
      throw new ApiError('forbidden', 'accounts are created in your own alliance');
    }
    const id = await this.admin.createAccount({
      name: input.account_name,
      alliance,
      role: input.role,
      passwordHash: await this.hasher.hash(input.password),
      currency,
      real_name: input.name ?? '',
      email: input.email ?? '',
      phone_number: input.phone_number ?? '',
      memo: input.memo ?? '',
      account_manager: input.account_manager ?? null,
      operator,
      auto_login: input.auto_login ?? false,
      totp_required: input.totp_required ?? false,
    });
    if (id === undefined) throw new ApiError('account_exists', 'another account has this name');
    const created = await this.admin.getAccountInScope(id, { kind: 'all' });
    if (!created) throw new Error(`account ${id} vanished after create`);
    await this.audit.record({
      actorId: ctx.actor.id,
      actorName: ctx.actor.name,
      action: 'account.create',
      targetType: 'account',
      targetId: id,
      after: plain(created),
      address: ctx.address,
    });
    return viewOf(created);
  }

  async update(ctx: ActionContext, id: number, patch: UpdateInput): Promise<AccountView> {
    const target = await this.target(ctx, 'accounts.update', id);
    checkUpdate(ctx.actor, target, patch as UpdateAccountRequest);
    const scope = authorize(ctx.actor, 'accounts.update');
    await this.checkLinks(ctx, scope, {
      ...(patch.operator !== undefined ? { operator: patch.operator } : {}),
      ...(patch.account_manager !== undefined ? { account_manager: patch.account_manager } : {}),
    });
    const changes: AccountPatch = {};
    if (patch.name !== undefined) changes.real_name = patch.name;
    if (patch.email !== undefined) changes.email = patch.email;
    if (patch.phone_number !== undefined) changes.phone_number = patch.phone_number;
    if (patch.memo !== undefined) changes.memo = patch.memo;
    if (patch.account_manager !== undefined) changes.account_manager = patch.account_manager;
    if (patch.operator !== undefined) changes.operator = patch.operator;
    if (patch.auto_login !== undefined) changes.auto_login = patch.auto_login ? 1 : 0;
    if (patch.totp_required !== undefined) changes.totp_required = patch.totp_required ? 1 : 0;
    if (patch.role !== undefined) {
      if ((target.role === 'player') !== (patch.role === 'player')) {
        throw new ApiError('forbidden', 'a player cannot become staff, nor staff a player');
      }
      changes.role = patch.role;
    }
    await this.admin.updateAccount(id, changes);
    const after = await this.admin.getAccountInScope(id, { kind: 'all' });
    if (!after) throw new ApiError('not_found', 'no such account');
    const change = diff(plain(target), plain(after));
    if (Object.keys(change.after).length > 0) {
      await this.audit.record({
        actorId: ctx.actor.id,
        actorName: ctx.actor.name,
        action: 'account.update',
        targetType: 'account',
        targetId: id,
        ...change,
        address: ctx.address,
      });
    }
    return viewOf(after);
  }

  async setState(ctx: ActionContext, id: number, state: 'active' | 'locked'): Promise<AccountView> {
    const target = await this.target(ctx, 'accounts.lock', id);
    checkLock(ctx.actor, target);
    if (target.state !== state) {
      await this.admin.setState(id, state);
      await this.audit.record({
        actorId: ctx.actor.id,
        actorName: ctx.actor.name,
        action: state === 'locked' ? 'account.lock' : 'account.unlock',
        targetType: 'account',
        targetId: id,
        before: { state: target.state },
        after: { state },
        address: ctx.address,
      });
    }
    return viewOf({ ...target, state });
  }

  /** Sets a password; one's own only with the current one (`current`), as a stolen session must not keep the account. */
  async setPassword(ctx: ActionContext, id: number, password: string, current?: string): Promise<void> {
    const target = await this.target(ctx, 'accounts.password', id);
    checkPassword(ctx.actor, target);
    if (target.id === ctx.actor.id) await this.checkOwnPassword(ctx.actor, current, ctx.address);
    await this.admin.setPassword(id, await this.hasher.hash(password));
    await this.audit.record({
      actorId: ctx.actor.id,
      actorName: ctx.actor.name,
      action: 'account.password',
      targetType: 'account',
      targetId: id,
      before: { password: 'set' },
      after: { password: 'changed' },
      address: ctx.address,
    });
  }

  async resetTotp(ctx: ActionContext, id: number): Promise<AccountView> {
    const target = await this.target(ctx, 'accounts.totp', id);
    await this.admin.resetTotp(id);
    await this.audit.record({
      actorId: ctx.actor.id,
      actorName: ctx.actor.name,
      action: 'account.totp_reset',
      targetType: 'account',
      targetId: id,
      before: { totp_enabled: target.totp_confirmed_at !== null },
      after: { totp_enabled: false },
      address: ctx.address,
    });
    return viewOf({ ...target, totp_secret: null, totp_confirmed_at: null });
  }

  /** A single-use link `/login/{id}`, valid for KY_LOGIN_LINK_TTL seconds; only its hash is kept. */
  async createLoginLink(ctx: ActionContext, id: number, origin: string): Promise<LoginLinkData> {
    const target = await this.target(ctx, 'links.create', id);
    checkLoginLink(target);
    const linkId = newToken();
    const now = Date.now();
    const expiresAt = now + this.config.loginLinkTtlSeconds * 1000;
    await this.admin.createLoginLink({
      idHash: linkHash(linkId),
      accountId: id,
      createdBy: ctx.actor.id,
      createdAt: now,
      expiresAt,
    });
    await this.audit.record({
      actorId: ctx.actor.id,
      actorName: ctx.actor.name,
      action: 'account.login_link',
      targetType: 'account',
      targetId: id,
      after: { expires_at: expiresAt },
      address: ctx.address,
    });
    return { id: linkId, url: `${origin}/login/${linkId}`, expires_at: expiresAt };
  }

  async ledger(ctx: ActionContext, id: number, page: number, pageSize: number): Promise<LedgerData> {
    await this.target(ctx, 'players.read', id);
    return this.admin.ledger(id, page, pageSize);
  }

  async rounds(ctx: ActionContext, id: number, page: number, pageSize: number): Promise<RoundsData> {
    await this.target(ctx, 'players.read', id);
    return this.admin.rounds(id, page, pageSize);
  }

  /** The account if the action's scope covers it; `not_found` otherwise (no probing by id). */
  private async target(ctx: ActionContext, action: Action, id: number): Promise<AccountWithRefs> {
    const scope = authorize(ctx.actor, action);
    const account = await this.admin.getAccountInScope(id, scope);
    if (!account) throw new ApiError('not_found', 'no such account');
    return account;
  }

  /** An operator or account manager named on an account must exist, have that role, and be visible. */
  private async checkLinks(
    ctx: ActionContext,
    scope: Scope,
    links: { operator?: number | null; account_manager?: number | null },
  ): Promise<void> {
    const visible = ctx.actor.role === 'admin' ? scope : scopeOf(ctx.actor);
    for (const [field, role] of [
      ['operator', 'operator'],
      ['account_manager', 'account_manager'],
    ] as const) {
      const id = links[field];
      if (id === undefined || id === null) continue;
      const linked = await this.admin.getAccountInScope(id, visible);
      if (!linked || linked.role !== role) {
        throw new ApiError('invalid_request', `${field} must name an existing ${role} you can see`);
      }
    }
  }
}

/**
 * The player's side of automated log-in: POST /api/getLocalData `loginLink`. Uses the link (once,
 * atomically), then opens a player session exactly as a password login does.
 */
export class LoginLinkService {
  constructor(
    private readonly store: Store,
    private readonly admin: AdminStore,
    private readonly audit: AuditService,
    private readonly config: Config,
  ) {}

  async consume(linkId: string, address: string): Promise<LoginData> {
    const outcome = await this.admin.consumeLoginLink(linkHash(linkId), Date.now());
    if (outcome.status === 'invalid') throw new ApiError('login_link_invalid', 'no such log-in link');
    if (outcome.status === 'used') throw new ApiError('login_link_used', 'this log-in link was already used');
    if (outcome.status === 'expired') throw new ApiError('login_link_expired', 'this log-in link has expired');
    const account = await this.admin.getAccount(outcome.accountId);
    if (!account || account.role !== 'player') throw new ApiError('login_link_invalid', 'no such log-in link');
    if (account.state !== 'active') throw new ApiError('account_locked', 'this account is locked');
    // Turned off since the link was made: the link is spent and does nothing.
    if (account.auto_login !== 1) throw new ApiError('login_link_invalid', 'this account no longer allows automated log-in');

    const session = await openPlayerSession(this.store, this.config, account);
    await this.audit.record({
      actorId: account.id,
      actorName: account.name,
      action: 'player.login_link_used',
      targetType: 'account',
      targetId: account.id,
      address,
    });
    return session;
  }
}

function linkHash(id: string): string {
  return createHash('sha256').update(`login-link:${id}`).digest('hex');
}

/** What the audit log keeps of an account: its fields without joins or secrets. */
function plain(account: AccountWithRefs): Record<string, unknown> {
  const { manager_name: _m, operator_name: _o, balance: _b, password_hash: _p, totp_secret: _t, ...rest } = account;
  return rest;
}

export function viewOf(account: AccountWithRefs): AccountView {
  return {
    id: account.id,
    account_name: account.name,
    name: account.real_name,
    alliance: account.alliance,
    role: account.role,
    state: account.state,
    email: account.email,
    phone_number: account.phone_number,
    memo: account.memo,
    account_manager:
      account.account_manager === null ? null : { id: Number(account.account_manager), account_name: account.manager_name ?? '' },
    operator: account.operator === null ? null : { id: Number(account.operator), account_name: account.operator_name ?? '' },
    auto_login: account.auto_login === 1,
    totp_required: account.totp_required === 1,
    totp_enabled: account.totp_confirmed_at !== null,
    currency: account.role === 'player' ? account.currency : null,
    balance: account.role === 'player' && account.balance !== null ? Number(account.balance) : null,
    created_at: Number(account.created_at),
  };
}

export type { ListAccountsQuery, CreateAccountRequest };
