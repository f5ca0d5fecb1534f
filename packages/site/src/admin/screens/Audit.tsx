import { useEffect, useState } from 'react';
import { AuditDataSchema, type AuditData, type AuditRow } from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';
import { DataTable, Pager } from '../components/DataTable/DataTable.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n } from '../i18n/i18n.tsx';

const PAGE_SIZE = 50;

function changes(row: AuditRow): string {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`).join('; ');
}

/** The audit log's rows: who did what to which target, before → after. */
export function AuditTable({ data, caption }: { data: AuditData; caption: string }) {
  const { t, dateTime } = useI18n();
  return (
    <DataTable<AuditRow>
      caption={caption}
      fileName="audit-log"
      rows={data.rows}
      rowKey={(row) => row.id}
      columns={[
        { label: t('col.time'), render: (row) => dateTime(row.at), csv: (row) => new Date(row.at).toISOString() },
        { label: t('col.actor'), render: (row) => row.actor_name, csv: (row) => row.actor_name },
        { label: t('col.action'), render: (row) => <code>{row.action}</code>, csv: (row) => row.action },
        {
          label: t('col.target'),
          render: (row) => (row.target_id ? `${row.target_type} #${row.target_id}` : row.target_type),
          csv: (row) => `${row.target_type}:${row.target_id ?? ''}`,
        },
        { label: t('col.changes'), render: (row) => changes(row), csv: (row) => changes(row) },
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
