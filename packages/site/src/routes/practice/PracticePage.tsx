import { Link, useLoaderData } from 'react-router';
import { GameCard } from '../../components/GameCard/GameCard.tsx';
import { PlayForFunLink } from '../../components/GameCard/PlayForFunLink.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { PracticeData } from './route.tsx';

/**
 * Practice play (no login): the games with a client here play for fun, with play money that never
 * touches the wallet. Other games are listed by name and say plainly that practice is not open
 * for them yet, with no "Available" badge beside a disabled button.
 */
export function PracticePage() {
  const { t, href } = useI18n();
  const { playable, later } = useLoaderData<PracticeData>();
  return (
    <>
      <Meta title={t('practice.meta.title')} description={t('practice.meta.description')} />
      <PageHeader title={t('practice.title')} lead={t('practice.lead')} />
      <ul className="card-grid">
        {playable.map((game, index) => (
          <li key={game.id}>
            <GameCard game={game} eager={index < 2} headingLevel={2}>
              <PlayForFunLink game={game} />
            </GameCard>
          </li>
        ))}
      </ul>
      {later.length > 0 ? (
        <section aria-labelledby="practice-later">
          <h2 id="practice-later">{t('practice.laterTitle')}</h2>
          <p>{t('practice.laterText')}</p>
          <ul className="link-list link-list--columns">
            {later.map((game) => (
              <li key={game.id}>
                <Link to={href(`/gamedetail/${game.id}`)}>{game.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
