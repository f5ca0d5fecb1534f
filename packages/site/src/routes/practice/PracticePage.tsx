import { GameCard } from '../../components/GameCard/GameCard.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { useLoaderData } from 'react-router';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { PracticeData } from './route.tsx';

/** Practice play (no login): every available game, as a launch card that is not open yet. */
export function PracticePage() {
  const { t } = useI18n();
  const available = useLoaderData<PracticeData>();
  return (
    <>
      <Meta title={t('practice.meta.title')} description={t('practice.meta.description')} />
      <PageHeader title={t('practice.title')} lead={t('practice.lead')} />
      <ul className="card-grid">
        {available.map((game, index) => (
          <li key={game.id}>
            <GameCard game={game} eager={index < 2} headingLevel={2}>
              <button type="button" className="button button--block" disabled>
                {t('practice.comingSoon')}
              </button>
            </GameCard>
          </li>
        ))}
      </ul>
    </>
  );
}
