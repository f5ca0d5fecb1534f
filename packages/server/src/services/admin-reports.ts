import type { ContactsData, DashboardData, Totals } from '@ky-wallet/protocol';
import type * as v from 'valibot';
import type { DashboardQuerySchema, ListContactsQuerySchema } from '@ky-wallet/protocol';
import { ApiError } from '../errors.js';
import type { AdminStore, TotalsRow } from '../store/admin-store.js';
import type { ActionContext } from './admin-accounts.js';
import type { AuditService } from './audit.js';
import { publicEvent } from './live.js';
import { authorize } from './permissions.js';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
/** The dashboard's latest movements: as many as its table keeps while the live feed adds to it. */
const LATEST_MOVEMENTS = 50;

/** The dashboard's numbers and the contact inbox. */
export class AdminReportsService {
  constructor(
    private readonly admin: AdminStore,
    private readonly audit: AuditService,
  ) {}

  async dashboard(ctx: ActionContext, query: v.InferOutput<typeof DashboardQuerySchema>): Promise<DashboardData> {
    const scope = authorize(ctx.actor, 'dashboard.read');
    const now = Date.now();
    const toDay = query.to ? dayStart(query.to) : Math.floor(now / DAY_MS) * DAY_MS;
    const fromDay = query.from ? dayStart(query.from) : toDay - 29 * DAY_MS;
    if (Number.isNaN(toDay) || Number.isNaN(fromDay) || fromDay > toDay) {
      throw new ApiError('invalid_request', 'from must be a day on or before to');
    }
    if ((toDay - fromDay) / DAY_MS >= MAX_DAYS) throw new ApiError('invalid_request', `at most ${MAX_DAYS} days at once`);
    // Everything is counted up to one ledger id, from which the live feed continues.
    const maxId = await this.admin.settledLedgerId();
    const filter = {
      fromMs: fromDay,
      toMs: toDay + DAY_MS,
      maxId,
      ...(query.currency ? { currency: query.currency } : {}),
      ...(query.operator !== undefined ? { operator: query.operator } : {}),
    };
    const [byCurrency, byDay, byGame, byOperator, online, latest] = await Promise.all([
      this.admin.totals(scope, 'currency', filter),
      this.admin.totals(scope, 'day', filter),
      this.admin.totals(scope, 'game', filter),
      this.admin.totals(scope, 'operator', filter),
      this.admin.playersOnline(scope, now, query.operator),
      this.admin.latestLedger(scope, filter, LATEST_MOVEMENTS),
    ]);
    return {
      players_online: online,
      from: isoDay(fromDay),
      to: isoDay(toDay),
      last_event_id: maxId,
      latest: latest.map(publicEvent),
      by_currency: byCurrency.map(totalsOf),
      by_day: byDay.map((row) => ({ day: isoDay(Number(row.key) * DAY_MS), ...totalsOf(row) })),
      by_game: byGame.map((row) => ({ game: String(row.key ?? ''), ...totalsOf(row) })),
      by_operator: byOperator.map((row) => ({
        operator_id: row.key === null ? null : Number(row.key),
        operator_name: row.label,
        ...totalsOf(row),
      })),
    };
  }

  /** Players online in the staff member's scope, of one operator when given (the dashboard's filter). */
  async playersOnline(ctx: ActionContext, operator?: number): Promise<number> {
    return this.admin.playersOnline(authorize(ctx.actor, 'dashboard.read'), Date.now(), operator);
  }

  async contacts(ctx: ActionContext, query: v.InferOutput<typeof ListContactsQuerySchema>): Promise<ContactsData> {
    const scope = authorize(ctx.actor, 'contacts.read');
    const { rows, total } = await this.admin.listContacts(
      scope,
      { state: query.state, consent: query.consent },
      query.page,
      query.pageSize,
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        email_address: row.email_address,
        tele_number: row.tele_number,
        message: row.message,
        agree_promotion: row.agree_promotion === 1,
        created_at: Number(row.created_at),
        handled_at: row.handled_at === null ? null : Number(row.handled_at),
        handled_by: row.handled_by,
      })),
      total,
    };
  }

  async handleContact(ctx: ActionContext, id: string): Promise<void> {
    const scope = authorize(ctx.actor, 'contacts.handle');
    const message = await this.admin.findContact(id);
    const visible =
      message !== undefined && (scope.kind === 'all' || (scope.kind === 'operator' && message.operator === scope.id));
    if (!message || !visible) throw new ApiError('not_found', 'no such message');
    if (message.handled_at !== null) return;
    await this.admin.markContactHandled(id, ctx.actor.name, Date.now());
    await this.audit.record({
      actorId: ctx.actor.id,
      actorName: ctx.actor.name,
      action: 'contact.handled',
      targetType: 'contact',
      targetId: id,
      before: { handled: false },
      after: { handled: true },
      address: ctx.address,
    });
  }
}

function totalsOf(row: TotalsRow): Totals {
  return {
    currency: row.currency,
    deposits: row.deposits,
    deposit_count: row.deposit_count,
    bets: row.bets,
    bet_count: row.bet_count,
    wins: row.wins,
    rollbacks: row.rollbacks,
    ggr: row.ggr,
  };
}

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
