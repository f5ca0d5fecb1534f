import { Link, useLoaderData } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { RULE_LANG_NAME, RULE_LANG_TAG } from '../../catalogue/ruleLangs.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { PlainKey } from '../../i18n/messages.ts';
import type { SitemapData } from './route.tsx';

const PAGES: [string, PlainKey][] = [
  ['/', 'nav.home'],
  ['/games', 'nav.games'],
  ['/news', 'nav.news'],
  ['/company', 'nav.company'],
  ['/contact', 'nav.contact'],
  ['/privacy_policy', 'privacy.title'],
  ['/pratique', 'practice.title'],
  ['/fairness', 'fair.meta.title'],
  ['/language', 'language.title'],
  ['/sitemap', 'sitemap.title'],
];

const PLAYER_PAGES: [string, PlainKey][] = [
  ['/balance', 'balance.title'],
  ['/history', 'history.title'],
  ['/records', 'records.title'],
  ['/getGameUrl', 'launch.meta.title'],
];

/** The web map: a link to every page of the site. */
export function SitemapPage() {
  const { t, href } = useI18n();
  const { games, news } = useLoaderData<SitemapData>();
  return (
    <>
      <Meta title={t('sitemap.meta.title')} description={t('sitemap.meta.description')} />
      <PageHeader title={t('sitemap.title')} />
      <div className="sitemap">
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
          <ul className="link-list">
            {PAGES.map(([path, label]) => (
              <li key={path}>
                <Link to={href(path)}>{t(label)}</Link>
              </li>
            ))}
            <li>
              <a href="/sitemap.xml">{t('sitemap.xml')}</a>
            </li>
          </ul>
          <h2 id="sitemap-player">{t('sitemap.player')}</h2>
          <ul className="link-list" aria-labelledby="sitemap-player">
            {PLAYER_PAGES.map(([path, label]) => (
              <li key={path}>
                <Link to={href(path)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
          <h2 id="sitemap-news">{t('sitemap.news')}</h2>
          <ul className="link-list" aria-labelledby="sitemap-news">
            {news.map((article) => (
              <li key={article.slug}>
                <Link to={href(`/newscontent/${article.slug}`)}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-games">
          <h2 id="sitemap-games">{t('sitemap.games')}</h2>
          <ul className="sitemap__games">
            {games.map((game) => (
              <li key={game.id}>
                <Link to={href(`/gamedetail/${game.id}`)}>{game.name}</Link>
                <ul className="sitemap__rules">
                  {game.ruleLangs.map((lang) => (
                    <li key={lang}>
                      <Link to={href(`/gamerule/${game.id}/${lang}`)} hrefLang={RULE_LANG_TAG[lang]}>
                        {t('detail.rulesIn', { game: game.name, language: RULE_LANG_NAME[lang] })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
