import type { RoundRow } from '@ky-wallet/protocol';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMoney } from '../../i18n/format.ts';
import type { HistoryData } from '@ky-wallet/widget';
import { useHistory, type HistoryState } from '../../wallet/useHistory.ts';
import type { WalletState } from '../../wallet/useWallet.tsx';
import { LoginPrompt, useRequireLogin } from '../LoginPrompt/LoginPrompt.tsx';
import { Pager, pageFrom } from '../Pager/Pager.tsx';
import { RoundDetail, type RoundTarget } from '../RoundDetail/RoundDetail.tsx';
import { TransactionsTable } from '../TransactionsTable/TransactionsTable.tsx';
import type { GameName, GameNames } from '../TransactionsTable/rows.ts';
import { filtersFrom, hasFilters, toWalletFilters, withFilters } from './filters.ts';
import { HistoryFilters } from './HistoryFilters.tsx';

export const PAGE_SIZE = 10;

/**
 * The player's deposits and game rounds (newest first, paged by `?page=`, filtered by `?game=`,
 * `?from=` and `?to=`) for /history and /records; `summary` renders above the list once a page has
 * loaded. A round opens in a dialog with its movements, actions and fairness proof.
 */
export function Transactions({
  wallet,
  games,
  summary,
}: {
  wallet: WalletState;
  /** Every catalogue game's name in the page's language (the route's loader). */
  games: readonly GameName[];
  summary?: (data: HistoryData) => ReactNode;
}) {
  const { t, tag } = useI18n();
  // The amount is bold inside the sentence, wherever the locale puts it (and with its own colon).
  const [balanceBefore, balanceAfter = ''] = t('history.balanceNow', { balance: '\u0000' }).split('\u0000');
  useRequireLogin(wallet);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { game, from, to } = filtersFrom(params);
  // One object per distinct filter, so the form and the request only react to real changes.
  const filters = useMemo(() => ({ game, from, to }), [game, from, to]);
  const walletFilters = useMemo(() => toWalletFilters(filters), [filters]);
  const { state, retry } = useHistory(wallet, page, PAGE_SIZE, walletFilters);
  const [openRound, setOpenRound] = useState<RoundTarget | null>(null);
  const names: GameNames = useMemo(() => new Map(games.map((game) => [game.id, game.name])), [games]);
  const data = loadedData(state);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  // A page past the end (an old link, rows gone from a filter's range): the last page instead.
  const pastTheEnd = state.status === 'loaded' && state.data.total > 0 && page > pages;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (pages > 1) next.set('page', String(pages));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [pastTheEnd, pages, setParams]);

  if (wallet.status === 'pending' || !wallet.session.loggedIn) return <LoginPrompt state={wallet} />;
  const offered = gamesToOffer(data, filters.game);
  const filtered = hasFilters(filters);
  const now = data?.rows[0]?.balance_current ?? wallet.session.balance;

  return (
    <div aria-busy={state.status === 'loading'}>
      <HistoryFilters
        value={filters}
        games={offered}
        names={names}
        onApply={(value) => setParams(withFilters(params, value))}
      />
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
          <p className="history-now">
            {balanceBefore}
            <strong>{formatMoney(now, wallet.session.currency, tag)}</strong>
            {balanceAfter}
          </p>
          {data.total === 0 ? (
            <p className="notice" role="status">
              {filtered ? t('history.noMatch') : t('table.empty')}
            </p>
          ) : (
            <>
              <TransactionsTable
                rows={data.rows}
                games={names}
                onOpenRound={(row: RoundRow) => setOpenRound({ round: row.round, game: row.game })}
              />
              <Pager page={page} pages={pages} />
            </>
          )}
        </>
      ) : null}
      <RoundDetail target={openRound} games={names} onClose={() => setOpenRound(null)} />
    </div>
  );
}

function loadedData(state: HistoryState): HistoryData | undefined {
  if (state.status === 'loaded') return state.data;
  if (state.status === 'loading') return state.previous;
  return undefined;
}

/** The games played for real (our originals), then any other game in this page of the history or in the filter. */
function gamesToOffer(data: HistoryData | undefined, selected: string): string[] {
  const ids = new Set<string>(PLAYABLE_GAME_IDS);
  for (const row of data?.rows ?? []) if (row.kind === 'round') ids.add(row.game);
  if (selected) ids.add(selected);
  return [...ids];
}
