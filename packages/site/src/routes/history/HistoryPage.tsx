import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Transactions } from '../../components/Transactions/Transactions.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useWallet } from '../../wallet/useWallet.ts';

/** The player's transaction history, newest first, paged. */
export function HistoryPage() {
  const { t } = useI18n();
  const wallet = useWallet();
  return (
    <>
      <Meta title={t('history.meta.title')} description={t('history.meta.description')} noindex />
      <PageHeader title={t('history.title')} />
      <Transactions wallet={wallet} />
    </>
  );
}
