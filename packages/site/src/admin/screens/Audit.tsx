import { useEffect, useState } from 'react';
import { AuditDataSchema, type AuditData, type AuditRow } from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';
import { DataTable, Pager, timeColumn } from '../components/DataTable/DataTable.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n, type AdminPlainKey } from '../i18n/i18n.tsx';

const PAGE_SIZE = 50;

/**
 * The account fields the server records, labelled as the account form labels them. These are its
 * column names: `name` is the log-in (the form's account name), `real_name` the person's name.
 */
const FIELD_LABELS = new Map<string, AdminPlainKey>([
  ['id', 'account.id'],
  ['name', 'account.accountName'],
  ['real_name', 'account.name'],
  ['alliance', 'account.alliance'],
  ['role', 'account.role'],
  ['state', 'account.state'],
  ['email', 'account.email'],
  ['phone_number', 'account.phone'],
  ['memo', 'account.memo'],
  ['account_manager', 'account.manager'],
  ['operator', 'account.operator'],
  ['auto_login', 'account.autoLogin'],
  ['totp_required', 'account.totpRequired'],
  ['totp_enabled', 'account.totpEnabled'],
  ['password', 'account.password'],
  ['currency', 'account.currency'],
  ['created_at', 'account.created'],
  ['expires_at', 'audit.validUntil'],
  ['handled', 'inbox.handled'],
]);

/** Yes/no fields: the database keeps some as 0/1. */
const BOOLEAN_FIELDS = new Set(['auto_login', 'totp_required', 'totp_enabled', 'handled']);
/** Fields holding another account's id. */
const ACCOUNT_FIELDS = new Set(['operator', 'account_manager']);
/** Fields holding a time (ms). */
const TIME_FIELDS = new Set(['created_at', 'expires_at', 'totp_confirmed_at']);

/** The changes as recorded (field codes, JSON values): what the CSV keeps, to match the server's records. */
function rawChanges(row: AuditRow): string {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`).join('; ');
}

/** The audit log's cells in the reader's language; what it does not know shows as recorded. */
function useAuditText() {
  const { t, has, dateTime } = useI18n();

  const action = (row: AuditRow) => {
    const key = `audit.action.${row.action}` as const;
    return has(key) ? t(key) : <code>{row.action}</code>;
  };

  // The names the server records for no one (services/admin-auth.ts): the creator of the first
  // admin, and a failed sign-in under a name that is no staff account's. A staff account may be
  // called "system", and its failed sign-ins carry its name.
  const actor = (row: AuditRow) => {
    if (row.actor_id !== null) return row.actor_name;
    if (row.actor_name === '(unknown name)') return t('audit.actor.unknown');
    if (row.actor_name === 'system' && row.action !== 'staff.login_failed') return t('audit.actor.system');
    return row.actor_name;
  };

  const target = (row: AuditRow) => {
    const typeKey = `audit.type.${row.target_type}` as const;
    const type = has(typeKey) ? t(typeKey) : row.target_type;
    if (row.target_id === null) return type;
    // The account's name when the row has it: a new account's record, or staff acting on itself.
    const recorded = row.after?.name ?? row.before?.name;
    const name =
      row.target_type !== 'account' ? null
      : typeof recorded === 'string' ? recorded
      : String(row.actor_id) === row.target_id ? row.actor_name
      : null;
    return name === null ? t('audit.target', { type, id: row.target_id }) : t('audit.targetNamed', { type, id: row.target_id, name });
  };

  const value = (field: string, recorded: unknown): string => {
    if (recorded === null || recorded === undefined) return t('account.none');
    if (BOOLEAN_FIELDS.has(field) && (recorded === true || recorded === 1)) return t('audit.yes');
    if (BOOLEAN_FIELDS.has(field) && (recorded === false || recorded === 0)) return t('audit.no');
    if (ACCOUNT_FIELDS.has(field) && typeof recorded === 'number') return `#${recorded}`;
    if (TIME_FIELDS.has(field) && typeof recorded === 'number') return dateTime(recorded);
    if (typeof recorded === 'string') {
      const key =
        field === 'role' ? (`role.${recorded}` as const)
        : field === 'state' ? (`state.${recorded}` as const)
        : field === 'password' ? (`audit.password.${recorded}` as const)
        : null;
      if (key !== null && has(key)) return t(key);
    }
    return JSON.stringify(recorded);
  };

  // The form's labels; one that is a sentence ("Allows automated log-in.") loses its full stop here.
  const field = (name: string) => {
    const key = FIELD_LABELS.get(name);
    return key ? t(key).replace(/[.。]$/u, '') : name;
  };

  const changes = (row: AuditRow) => {
    const { before, after } = row;
    if (before && after) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return keys
        .map((key) => t('audit.change', { field: field(key), before: value(key, before[key]), after: value(key, after[key]) }))
        .join('; ');
    }
    // One side only (a new account): its fields as they are, without the empty ones.
    return Object.entries(before ?? after ?? {})
      .filter(([, recorded]) => recorded !== null && recorded !== undefined)
      .map(([key, recorded]) => t('audit.field', { field: field(key), value: value(key, recorded) }))
      .join('; ');
  };

  return { action, actor, target, changes };
}

/** The audit log's rows: who did what to which target, before → after. The CSV keeps the codes. */
export function AuditTable({ data, caption }: { data: AuditData; caption: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const text = useAuditText();
  return (
    <DataTable<AuditRow>
      caption={caption}
      fileName="audit-log"
      rows={data.rows}
      rowKey={(row) => row.id}
      columns={[
        timeColumn(i18n, (row) => row.at),
        { label: t('col.actor'), render: text.actor, csv: (row) => row.actor_name },
        { label: t('col.action'), render: text.action, csv: (row) => row.action },
        { label: t('col.target'), render: text.target, csv: (row) => `${row.target_type}:${row.target_id ?? ''}` },
        { label: t('col.changes'), render: text.changes, csv: rawChanges },
      ]}
    />
  );
}

export function Audit() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditData | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    adminApi('auditLog', AuditDataSchema, { query: { page, pageSize: PAGE_SIZE } }).then(setData, setError);
  }, [page]);
  return (
    <>
      <h1 tabIndex={-1}>{t('audit.title')}</h1>
      <p>{t('audit.lead')}</p>
      <ErrorText error={error} />
      {data ? (
        <>
          <AuditTable data={data} caption={t('audit.title')} />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
