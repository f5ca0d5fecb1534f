import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  DashboardDataSchema,
  LiveEventSchema,
  OnlineEventSchema,
  type AccountView,
  type DashboardData,
  type LiveEvent,
  type StaffMe,
  type Totals,
} from '@ky-wallet/protocol';
import { accountsOfRole } from './use-staff-lists.ts';
import { adminApi } from '../api.ts';
import { openLiveFeed } from '../live-feed.ts';
import { DataTable, timeColumn, type Column } from '../components/DataTable/DataTable.tsx';
import { ErrorText } from '../components/ErrorText/ErrorText.tsx';
import { useI18n, type AdminI18n } from '../i18n/i18n.tsx';
import { useAdminValidityMessages } from '../validity.ts';
import { applyEvent, inView, type DashboardFilters } from './dashboard-data.ts';
import { Field } from '../components/Field/Field.tsx';

const Chart = lazy(() => import('./Chart.tsx'));
const LATEST = 50;

/** Whether the page is on screen (not a background tab, not a minimised window). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

function totalsColumns<Row extends Totals>(i18n: AdminI18n): Column<Row>[] {
  const { t, money, major } = i18n;
  const amount = (label: string, key: 'deposits' | 'bets' | 'wins' | 'rollbacks' | 'ggr'): Column<Row> => ({
    label,
    numeric: true,
    render: (row) => money(row[key], row.currency),
    csv: (row) => major(row[key], row.currency),
  });
  return [
    { label: t('col.currency'), render: (row) => row.currency.toUpperCase(), csv: (row) => row.currency.toUpperCase() },
    amount(t('col.deposits'), 'deposits'),
    { label: t('col.depositCount'), numeric: true, render: (row) => row.deposit_count, csv: (row) => row.deposit_count },
    amount(t('col.bets'), 'bets'),
    { label: t('col.betCount'), numeric: true, render: (row) => row.bet_count, csv: (row) => row.bet_count },
    amount(t('col.wins'), 'wins'),
    amount(t('col.rollbacks'), 'rollbacks'),
    amount(t('col.ggr'), 'ggr'),
  ];
}

/** Players online, revenue per day, game, currency and operator, live over Server-Sent Events. */
export function Dashboard({ me }: { me: StaffMe }) {
  const i18n = useI18n();
  const { t, money, major } = i18n;
  const validity = useAdminValidityMessages(t);
  const [filters, setFilters] = useState<DashboardFilters>({ from: '', to: '', currency: '', operator: '' });
  const [draft, setDraft] = useState<DashboardFilters>(filters);
  const [data, setData] = useState<DashboardData | null>(null);
  const [online, setOnline] = useState<number | null>(null);
  const [latest, setLatest] = useState<LiveEvent[]>([]);
  const [live, setLive] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Why the server refused the live feed (too many open for this sign-in, say). */
  const [feedError, setFeedError] = useState<unknown>(null);
  const visible = usePageVisible();
  const [operators, setOperators] = useState<AccountView[]>([]);
  /** What the live feed follows: the filters of the totals shown, from the ledger id they were counted to. */
  const [feed, setFeed] = useState<{ filters: DashboardFilters; lastEventId: number } | null>(null);
  /** The feed's cursor after the last event it sent: where it resumes after the page was hidden. */
  const cursor = useRef<{ of: typeof feed; id: string } | null>(null);

  const load = useCallback(async (shown: DashboardFilters) => {
    setError(null);
    try {
      const next = await adminApi('dashboard', DashboardDataSchema, {
        query: { from: shown.from, to: shown.to, currency: shown.currency, operator: shown.operator },
      });
      setData(next);
      setLatest(next.latest);
      setOnline(next.players_online);
      setDraft((current) => ({ ...current, from: next.from, to: next.to }));
      setFeed({ filters: shown, lastEventId: next.last_event_id });
    } catch (failure) {
      setError(failure);
    }
  }, []);

  useEffect(() => {
    void load(filters);
  }, [filters, load]);

  useEffect(() => {
    if (me.role !== 'admin' && me.role !== 'alliance') return;
    accountsOfRole('operator').then(setOperators, () => setOperators([]));
  }, [me.role]);

  // The live feed: from the ledger id the totals were counted to, opened once they are shown (one
  // feed per load), and only while the page is on screen: the server holds a staff sign-in to a
  // few feeds, which background tabs must not take. Shown again, it resumes from its cursor;
  // after a dropped connection it reconnects by itself with Last-Event-ID.
  useEffect(() => {
    if (!feed || !visible) return;
    const { filters } = feed;
    const from = cursor.current?.of === feed ? cursor.current.id : String(feed.lastEventId);
    // The operator filter applies to the `online` counts too; ledger events are filtered here (inView).
    const query = new URLSearchParams({ lastEventId: from });
    if (filters.operator) query.set('operator', filters.operator);
    const close = openLiveFeed(`/api/admin/live?${query.toString()}`, {
      open: () => {
        setLive(true);
        setFeedError(null);
      },
      down: (refused) => {
        setLive(false);
        setFeedError(refused);
      },
      event: ({ type, data, id }) => {
        if (id !== undefined) cursor.current = { of: feed, id };
        if (type === 'online') {
          const parsed = v.safeParse(OnlineEventSchema, JSON.parse(data));
          if (parsed.success) setOnline(parsed.output.players_online);
          return;
        }
        if (type !== 'ledger') return;
        const parsed = v.safeParse(LiveEventSchema, JSON.parse(data));
        if (!parsed.success || !inView(parsed.output, filters)) return;
        const event = parsed.output;
        setData((current) => (current ? applyEvent(current, event) : current));
        setLatest((current) => (current.some((row) => row.id === event.id) ? current : [event, ...current].slice(0, LATEST)));
      },
    });
    return () => {
      close();
      setLive(false);
    };
  }, [feed, visible]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLatest([]);
    setFilters({ ...draft });
  };

  const currencies = [...new Set((data?.by_currency ?? []).map((row) => row.currency))];
  const chartCurrency = filters.currency || currencies[0] || '';
  const totals = totalsColumns(i18n);

  return (
    <>
      <div className="bo-title-row">
        <h1 tabIndex={-1}>{t('dashboard.title')}</h1>
        <p className={live ? 'bo-live bo-live--on' : 'bo-live'} role="status">
          {live ? t('dashboard.live') : t('dashboard.offline')}
        </p>
      </div>
      <form ref={validity} className="bo-filters" onSubmit={submit}>
        <Field label={t('dashboard.from')}>
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field>
        <Field label={t('dashboard.to')}>
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field>
        <Field label={t('dashboard.currency')}>
          <input
            name="currency"
            value={draft.currency}
            placeholder={t('dashboard.anyCurrency')}
            pattern="[a-zA-Z]{3}"
            maxLength={3}
            onChange={(e) => setDraft({ ...draft, currency: e.target.value.toLowerCase() })}
          />
        </Field>
        {operators.length > 0 ? (
          <Field label={t('dashboard.operator')}>
            <select value={draft.operator} onChange={(e) => setDraft({ ...draft, operator: e.target.value })}>
              <option value="">{t('dashboard.anyOperator')}</option>
              {operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.account_name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <button type="submit" className="bo-button bo-button--primary">
          {t('dashboard.apply')}
        </button>
      </form>
      <ErrorText error={error} />
      <ErrorText error={feedError} />
      <dl className="bo-kpis">
        <div>
          <dt>{t('dashboard.online')}</dt>
          <dd data-testid="players-online">{online ?? '–'}</dd>
        </div>
        {(data?.by_currency ?? []).map((row) => (
          <div key={row.currency}>
            <dt>
              {t('col.ggr')} {row.currency.toUpperCase()}
            </dt>
            <dd>{money(row.ggr, row.currency)}</dd>
          </div>
        ))}
      </dl>
      <DataTable<LiveEvent>
        caption={t('dashboard.latest')}
        fileName="latest-movements"
        rows={latest}
        rowKey={(row) => row.id}
        empty={t('dashboard.noMovements')}
        columns={[
          timeColumn(i18n, (row) => row.at),
          { label: t('col.kind'), render: (row) => t(`kind.${row.kind}`), csv: (row) => row.kind },
          { label: t('col.account'), render: (row) => row.account_name, csv: (row) => row.account_name },
          { label: t('col.game'), render: (row) => row.game ?? '', csv: (row) => row.game ?? '' },
          {
            label: t('col.amount'),
            numeric: true,
            render: (row) => money(row.amount, row.currency),
            csv: (row) => major(row.amount, row.currency),
          },
          { label: t('col.currency'), render: (row) => row.currency.toUpperCase(), csv: (row) => row.currency.toUpperCase() },
        ]}
      />
      {data && chartCurrency ? (
        <Suspense fallback={<p>{t('app.loading')}</p>}>
          <Chart data={data} currency={chartCurrency} />
        </Suspense>
      ) : null}
      {data ? (
        <>
          <DataTable caption={t('dashboard.byCurrency')} fileName="by-currency" rows={data.by_currency} rowKey={(row) => row.currency} columns={totals} />
          <DataTable
            caption={t('dashboard.byDay')}
            fileName="by-day"
            rows={data.by_day}
            rowKey={(row) => `${row.day}:${row.currency}`}
            columns={[
              { label: t('col.day'), render: (row) => <time dateTime={row.day}>{row.day}</time>, csv: (row) => row.day },
              ...totalsColumns<(typeof data.by_day)[number]>(i18n),
            ]}
          />
          <DataTable
            caption={t('dashboard.byGame')}
            fileName="by-game"
            rows={data.by_game}
            rowKey={(row) => `${row.game}:${row.currency}`}
            columns={[
              { label: t('col.game'), render: (row) => row.game || t('dashboard.noGame'), csv: (row) => row.game },
              ...totalsColumns<(typeof data.by_game)[number]>(i18n),
            ]}
          />
          <DataTable
            caption={t('dashboard.byOperator')}
            fileName="by-operator"
            rows={data.by_operator}
            rowKey={(row) => `${row.operator_id ?? ''}:${row.currency}`}
            columns={[
              {
                label: t('col.operator'),
                render: (row) => (row.operator_id === null ? t('dashboard.noOperator') : row.operator_name || `#${row.operator_id}`),
                csv: (row) => (row.operator_id === null ? '' : row.operator_name || String(row.operator_id)),
              },
              ...totalsColumns<(typeof data.by_operator)[number]>(i18n),
            ]}
          />
        </>
      ) : null}
    </>
  );
}
