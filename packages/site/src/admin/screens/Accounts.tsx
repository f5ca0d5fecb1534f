import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  ACCOUNT_ROLES,
  ACCOUNT_STATES,
  AccountListDataSchema,
  rolesAssignableBy,
  type AccountListData,
  type AccountView,
  type StaffMe,
} from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';
import { DataTable, Pager } from '../components/DataTable/DataTable.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { localePath } from '../../i18n/locale.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { navigate } from '../router.ts';
import { AccountForm } from './AccountForm.tsx';
import { useStaffLists } from './use-staff-lists.ts';
import { Field } from '../components/Field/Field.tsx';

const PAGE_SIZE = 50;

interface Filters {
  q: string;
  role: string;
  state: string;
  operator: string;
}

/** Accounts: search, filter by role, state and operator; add a new account; open one. */
export function Accounts({ me }: { me: StaffMe }) {
  const { t, locale } = useI18n();
  const [draft, setDraft] = useState<Filters>({ q: '', role: '', state: '', operator: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AccountListData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [adding, setAdding] = useState(false);
  const { operators, managers } = useStaffLists(me);

  const load = useCallback(async () => {
    setError(null);
    try {
      setData(await adminApi('listAccounts', AccountListDataSchema, { query: { ...filters, page, pageSize: PAGE_SIZE } }));
    } catch (failure) {
      setError(failure);
    }
  }, [filters, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPage(1);
    setFilters({ ...draft });
  };
  const open = (account: AccountView) => navigate(`/admin/accounts/${account.id}`, locale);

  return (
    <>
      <div className="bo-title-row">
        <h1 tabIndex={-1}>{t('accounts.title')}</h1>
        {rolesAssignableBy(me.role).length > 0 ? (
          <button type="button" className="bo-button bo-button--primary" onClick={() => setAdding(true)}>
            {t('accounts.add')}
          </button>
        ) : null}
      </div>
      <form className="bo-filters" role="search" onSubmit={submit}>
        <Field label={t('accounts.search')}>
          <input
            type="search"
            name="q"
            maxLength={64}
            placeholder={t('accounts.searchHint')}
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </Field>
        <Field label={t('accounts.role')}>
          <select name="role" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value })}>
            <option value="">{t('accounts.any')}</option>
            {ACCOUNT_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('accounts.state')}>
          <select name="state" value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
            <option value="">{t('accounts.any')}</option>
            {ACCOUNT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`state.${state}`)}
              </option>
            ))}
          </select>
        </Field>
        {operators.length > 0 ? (
          <Field label={t('accounts.operator')}>
            <select name="operator" value={draft.operator} onChange={(e) => setDraft({ ...draft, operator: e.target.value })}>
              <option value="">{t('accounts.any')}</option>
              {operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.account_name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <button type="submit" className="bo-button">
          {t('accounts.filter')}
        </button>
      </form>
      <ErrorText error={error} />
      {data ? (
        <>
          <p role="status">{t('accounts.count', { count: data.total })}</p>
          <DataTable<AccountView>
            caption={t('accounts.title')}
            fileName="accounts"
            rows={data.rows}
            rowKey={(row) => row.id}
            columns={[
              { label: t('account.id'), numeric: true, render: (row) => row.id, csv: (row) => row.id },
              {
                label: t('account.accountName'),
                render: (row) => (
                  <a
                    href={localePath(locale, `/admin/accounts/${row.id}`)}
                    onClick={(event) => {
                      event.preventDefault();
                      open(row);
                    }}
                  >
                    {row.account_name}
                  </a>
                ),
                csv: (row) => row.account_name,
              },
              { label: t('account.name'), render: (row) => row.name, csv: (row) => row.name },
              { label: t('account.role'), render: (row) => t(`role.${row.role}`), csv: (row) => row.role },
              {
                label: t('account.state'),
                render: (row) => <span className={`bo-state bo-state--${row.state}`}>{t(`state.${row.state}`)}</span>,
                csv: (row) => row.state,
              },
              { label: t('account.operator'), render: (row) => row.operator?.account_name ?? '', csv: (row) => row.operator?.account_name ?? '' },
              { label: t('account.email'), render: (row) => row.email, csv: (row) => row.email },
              { label: t('account.phone'), render: (row) => row.phone_number, csv: (row) => row.phone_number },
            ]}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
      {adding ? (
        <AccountForm
          me={me}
          operators={operators}
          managers={managers}
          onClose={() => setAdding(false)}
          onDone={(account) => {
            setAdding(false);
            open(account);
          }}
        />
      ) : null}
    </>
  );
}
