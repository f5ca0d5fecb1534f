import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Transactions } from '../../components/Transactions/Transactions.tsx';
import type { GameName } from '../../components/TransactionsTable/rows.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts';
import { useWallet } from '../../wallet/useWallet.tsx';

/** The player's records: a summary (count, latest balance and time) above the transactions. */
export function RecordsPage() {
  const { t, tag } = useI18n();
  const wallet = useWallet();
  const games = useLoaderData<GameName[]>();
  return (
    <>
      <Meta title={t('records.meta.title')} description={t('records.meta.description')} noindex />
      <PageHeader title={t('records.title')} />
      <Transactions
        wallet={wallet}
        games={games}
        summary={(data) => {
          const latest = data.page === 1 ? data.rows[0] : undefined;
          return (
            <dl className="facts-grid">
              <div className="facts-grid__item">
                <dt>{t('records.count')}</dt>
                <dd>{formatNumber(data.total, tag)}</dd>
              </div>
              {latest ? (
                <>
                  <div className="facts-grid__item">
                    <dt>{t('records.latestBalance')}</dt>
                    <dd>{formatMoney(latest.balance, latest.currency, tag)}</dd>
                  </div>
                  <div className="facts-grid__item">
                    <dt>{t('records.lastTime')}</dt>
                    <dd>
                      <time dateTime={latest.time}>{formatDateTime(latest.time, tag)}</time>
                    </dd>
                  </div>
                </>
              ) : null}
            </dl>
          );
        }}
      />
    </>
  );
}
