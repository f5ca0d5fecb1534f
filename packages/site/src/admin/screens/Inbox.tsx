import { useCallback, useEffect, useState } from 'react';
import { ContactsDataSchema, type ContactRow, type ContactsData } from '@ky-wallet/protocol';
import { EmptySchema, adminApi } from '../api.ts';
import { DataTable, Pager, timeColumn } from '../components/DataTable/DataTable.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { Field } from '../components/Field/Field.tsx';

const PAGE_SIZE = 50;

/**
 * The contact form's messages. Consent to promotions is shown on each; "only people who
 * consented" (and its CSV) is the list marketing may use.
 */
export function Inbox() {
  const i18n = useI18n();
  const { t } = i18n;
  const [state, setState] = useState<'open' | 'handled' | 'all'>('open');
  const [consent, setConsent] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ContactsData | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      setData(
        await adminApi('listContacts', ContactsDataSchema, {
          query: { state, consent: consent ? '1' : undefined, page, pageSize: PAGE_SIZE },
        }),
      );
    } catch (failure) {
      setError(failure);
    }
  }, [state, consent, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const handle = async (row: ContactRow) => {
    setError(null);
    try {
      await adminApi('handleContact', EmptySchema, { params: { id: row.id } });
      await load();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <h1 tabIndex={-1}>{t('inbox.title')}</h1>
      <div className="bo-filters">
        <Field label={t('inbox.show')}>
          <select
            value={state}
            onChange={(e) => {
              setPage(1);
              setState(e.target.value as typeof state);
            }}
          >
            <option value="open">{t('inbox.open')}</option>
            <option value="handled">{t('inbox.handled')}</option>
            <option value="all">{t('inbox.all')}</option>
          </select>
        </Field>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => {
              setPage(1);
              setConsent(e.target.checked);
            }}
          />
          {t('inbox.consentOnly')}
        </label>
      </div>
      <ErrorText error={error} />
      {data ? (
        <>
          <DataTable<ContactRow>
            caption={t('inbox.title')}
            fileName={consent ? 'contacts-consented' : 'contacts'}
            rows={data.rows}
            rowKey={(row) => row.id}
            columns={[
              timeColumn(i18n, (row) => row.created_at),
              {
                label: t('col.from'),
                render: (row) => (
                  <>
                    {row.first_name} {row.last_name}
                    <br />
                    <a href={`mailto:${row.email_address}`}>{row.email_address}</a>
                    {row.tele_number ? (
                      <>
                        <br />
                        {row.tele_number}
                      </>
                    ) : null}
                  </>
                ),
                csv: (row) => `${row.first_name} ${row.last_name} <${row.email_address}> ${row.tele_number}`.trim(),
              },
              { label: t('col.message'), render: (row) => <span className="bo-message">{row.message}</span>, csv: (row) => row.message },
              {
                label: t('col.consent'),
                render: (row) => (row.agree_promotion ? t('inbox.yes') : t('inbox.no')),
                csv: (row) => (row.agree_promotion ? 'yes' : 'no'),
              },
              {
                label: t('col.state'),
                render: (row) =>
                  row.handled_at === null ? (
                    <button type="button" className="bo-button" onClick={() => void handle(row)}>
                      {t('inbox.markHandled')}
                    </button>
                  ) : (
                    t('inbox.handledBy', { name: row.handled_by ?? '' })
                  ),
                csv: (row) => (row.handled_at === null ? 'open' : `handled by ${row.handled_by ?? ''}`),
              },
            ]}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
