import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext.tsx';
import { formatMinor } from '../../money.ts';
import type { GameTable } from '../../table.ts';
import { outcomeText, resultFairnessPath } from '../outcome.ts';
import './RecentResults.css';

/** The settled rounds of this session, newest first, each linked to its verification. */
export function RecentResults({ table }: { table: GameTable }) {
  const { t, tag, href } = useI18n();
  const id = useId();
  const { currency } = table.session;
  return (
    <section className="recent-results" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('game.recent.title')}</h2>
      {table.results.length === 0 ? (
        <p className="recent-results__empty">{t('game.recent.empty')}</p>
      ) : (
        <ol className="recent-results__list" data-testid="recent-results">
          {table.results.map((result) => {
            const seedKnown = table.revealed.some((entry) => entry.server_seed_hash === result.proof.server_seed_hash);
            return (
              <li key={result.round} className={result.won ? 'recent-results__item recent-results__item--won' : 'recent-results__item'}>
                <span className="recent-results__outcome">{outcomeText(result.outcome, t, tag)}</span>
                <span className="recent-results__money">
                  {result.won
                    ? t('game.recent.won', { payout: formatMinor(result.payout, currency, tag), bet: formatMinor(result.amount, currency, tag) })
                    : t('game.recent.lost', { bet: formatMinor(result.amount, currency, tag) })}
                </span>
                <Link className="recent-results__verify" to={href(resultFairnessPath(result, table.revealed))}>
                  {t(seedKnown ? 'game.recent.verify' : 'game.recent.proof', { nonce: result.proof.nonce })}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
