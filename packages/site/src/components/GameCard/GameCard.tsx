import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { coverUrl } from '../../catalogue/covers.ts';
import { categoryRepeatsType } from '../../catalogue/tags.ts';
import type { GameCardData } from '../../catalogue/card.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatPercent } from '../../i18n/format.ts';

export interface GameCardProps {
  game: GameCardData;
  /** The first cards of a list are above the fold: load their covers at once. */
  eager?: boolean;
  /** The card's heading level: 2 in a page's main list, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Extra content at the bottom of the card, e.g. a launch button. */
  children?: ReactNode;
}

/** A game in a list: cover, name, type, category, RTP and availability. */
export function GameCard({ game, eager = false, headingLevel = 3, children }: GameCardProps) {
  const { t, href, tag } = useI18n();
  const name = game.name;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const typeLabel = t(`gameType.${game.gameType}`);
  const categoryLabel = t(`category.${game.category}`);
  return (
    <article className="game-card" data-game={game.id}>
      <img
        className="game-card__cover"
        src={coverUrl(game.id)}
        alt={name}
        width="400"
        height="300"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="game-card__body">
        <Heading className="game-card__title">
          <Link to={href(`/gamedetail/${game.id}`)}>{name}</Link>
        </Heading>
        <p className="game-card__tags">
          <span className="tag">{typeLabel}</span>
          {categoryRepeatsType(game) ? null : <span className="tag">{categoryLabel}</span>}
        </p>
        <p className="game-card__meta">
          <span>
            {t('games.rtp')} <strong>{formatPercent(game.rtp, tag)}</strong>
          </span>
          <span className={`availability availability--${game.availability}`}>
            {t(`availability.${game.availability}`)}
          </span>
        </p>
        {children}
      </div>
    </article>
  );
}
