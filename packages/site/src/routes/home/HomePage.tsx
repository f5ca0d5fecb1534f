import { Link, useLoaderData } from 'react-router';
import { StaticIsland } from '../../components/StaticIsland/StaticIsland.tsx';
import { GameCard } from '../../components/GameCard/GameCard.tsx';
import { audience, claims, heroLead, heroTitle } from '../../content/home.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { HomeData } from './route.tsx';

export function HomePage() {
  const { t, href, locale, tag } = useI18n();
  const { featured, total } = useLoaderData<HomeData>();
  return (
    <>
      <Meta title={t('home.meta.title')} description={t('home.meta.description')} />
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{heroTitle[locale]}</h1>
        <p className="hero__lead">{heroLead[locale]}</p>
        <p className="hero__audience">{audience[locale]}</p>
        <p className="hero__actions">
          <Link className="button" to={href('/games')}>
            {t('home.ctaGames')}
          </Link>
          <Link className="button button--ghost" to={href('/contact')}>
            {t('home.ctaContact')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="home-claims">
        <h2 id="home-claims">{t('home.claimsTitle')}</h2>
        <ul className="claims">
          {claims.map((claim) => (
            <li key={claim.id} className="claims__item" data-claim={claim.id}>
              <h3>{claim.title[locale]}</h3>
              <p>{claim.text[locale]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-featured">
        <h2 id="home-featured">{t('home.featuredTitle')}</h2>
        <StaticIsland id="home-featured" version={tag}>
          <ul className="card-grid">
            {featured.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
        </StaticIsland>
        <p>
          <Link to={href('/games')}>{t('home.allGames', { count: total })}</Link>
        </p>
      </section>
    </>
  );
}
