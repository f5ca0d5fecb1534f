import type { AuditRow } from '@ky-wallet/protocol';
import type { AuditEntry } from '../store/admin-schema.js';
import type { AdminStore, NewAuditEntry, Scope } from '../store/admin-store.js';

/** Fields that never enter the audit log, even as "changed". */
const SECRET_FIELDS = new Set(['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step', 'password']);

/** What a secret field may show: that it was set or changed, never its value (see diff). */
const SECRET_MARKERS = new Set(['set', 'changed']);

/** A copy of `record` without secrets (a secret field stays only as diff's "set" / "changed"): what before/after may show. */
export function auditable(record: object | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !SECRET_FIELDS.has(key) || (typeof value === 'string' && SECRET_MARKERS.has(value))),
  );
}

/** Only the fields that changed, before and after; a secret that changed shows as `"changed"`. */
export function diff(before: object, after: object): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (a[key] === b[key]) continue;
    if (SECRET_FIELDS.has(key)) {
      was[key] = 'set';
      is[key] = 'changed';
    } else {
      was[key] = a[key];
      is[key] = b[key];
    }
  }
  return { before: was, after: is };
}

/**
 * Every staff action goes through here into the append-only audit_log table (who, what, when,
 * the target, before and after, the client address). Nothing can change or delete an entry: the
 * database refuses it, and no endpoint tries.
 */
export class AuditService {
  constructor(private readonly store: AdminStore) {}

  record(entry: NewAuditEntry): Promise<void> {
    return this.store.appendAudit({
      ...entry,
      before: auditable(entry.before),
      after: auditable(entry.after),
    });
  }

  async list(scope: Scope, filter: { target?: number }, page: number, pageSize: number) {
    const { rows, total } = await this.store.listAudit(scope, filter, page, pageSize);
    return { rows: rows.map(toRow), total };
  }
}

function toRow(entry: AuditEntry): AuditRow {
  return {
    id: Number(entry.id),
    at: Number(entry.at),
    actor_id: entry.actor_id === null ? null : Number(entry.actor_id),
    actor_name: entry.actor_name,
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id,
    before: parse(entry.before),
    after: parse(entry.after),
    address: entry.address,
  };
}

function parse(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
