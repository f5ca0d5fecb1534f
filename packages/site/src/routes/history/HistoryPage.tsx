import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Transactions } from '../../components/Transactions/Transactions.tsx';
import type { GameName } from '../../components/TransactionsTable/rows.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useWallet } from '../../wallet/useWallet.tsx';

/** The player's deposits and game rounds, newest first, paged and filtered by game and date. */
export function HistoryPage() {
  const { t } = useI18n();
  const wallet = useWallet();
  const games = useLoaderData<GameName[]>();
  return (
    <>
      <Meta title={t('history.meta.title')} description={t('history.meta.description')} noindex />
      <PageHeader title={t('history.title')} />
      <Transactions wallet={wallet} games={games} />
    </>
  );
}
