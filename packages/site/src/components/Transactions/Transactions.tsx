import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useHistory, type HistoryState } from '../../wallet/useHistory.ts';
import type { WalletState } from '../../wallet/useWallet.ts';
import type { HistoryPage } from '../../wallet/wallet.ts';
import { LoginPrompt, useRequireLogin } from '../LoginPrompt/LoginPrompt.tsx';
import { Pager, pageFrom } from '../Pager/Pager.tsx';
import { TransactionsTable } from '../TransactionsTable/TransactionsTable.tsx';

export const PAGE_SIZE = 10;

/**
 * The player's transactions (newest first, paged by `?page=`) for /history and /records; `summary`
 * renders above the table once a page has loaded.
 */
export function Transactions({
  wallet,
  summary,
}: {
  wallet: WalletState;
  summary?: (data: HistoryPage) => ReactNode;
}) {
  const { t } = useI18n();
  useRequireLogin(wallet);
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const { state, retry } = useHistory(wallet, page, PAGE_SIZE);

  if (wallet.status === 'pending' || !wallet.session.loggedIn) return <LoginPrompt state={wallet} />;
  const data = loadedData(state);
  return (
    <div aria-busy={state.status === 'loading'}>
      {state.status === 'unavailable' ? <p className="notice">{t('wallet.unavailable')}</p> : null}
      {state.status === 'error' ? (
        <div className="notice notice--error" role="alert">
          <p>{t('table.error')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('table.retry')}
          </button>
        </div>
      ) : null}
      {!data && (state.status === 'loading' || state.status === 'idle') ? (
        <p className="notice" role="status">
          {t('table.loading')}
        </p>
      ) : null}
      {data ? (
        <>
          {summary?.(data)}
          {data.total === 0 ? (
            <p className="notice">{t('table.empty')}</p>
          ) : (
            <>
              <TransactionsTable rows={data.rows} />
              <Pager page={page} pages={Math.max(1, Math.ceil(data.total / PAGE_SIZE))} />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}

function loadedData(state: HistoryState): HistoryPage | undefined {
  if (state.status === 'loaded') return state.data;
  if (state.status === 'loading') return state.previous;
  return undefined;
}
