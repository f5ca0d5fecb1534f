import { Link } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';

/** A game card's "Play" button (a link) to the game in play-money mode, as the practice page shows it. */
export function PlayForFunLink({ game }: { game: { id: string; name: string } }) {
  const { t, href } = useI18n();
  return (
    // The name says which game; it starts with the visible text (WCAG 2.5.3).
    <Link className="button button--block" to={href(`/play/${game.id}?mode=fun`)} aria-label={t('practice.playGame', { game: game.name })}>
      {t('practice.play')}
    </Link>
  );
}
