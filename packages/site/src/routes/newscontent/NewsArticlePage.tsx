import { Link, useLoaderData } from 'react-router';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDate } from '../../i18n/format.ts';
import type { NewsArticleData } from './route.tsx';

export function NewsArticlePage() {
  const { t, href, tag } = useI18n();
  const article = useLoaderData<NewsArticleData>();
  return (
    <article className="prose-page news-article">
      <Meta title={article.title} description={article.summary} canonicalPath={`/newscontent/${article.slug}`} />
      <p className="breadcrumb">
        <Link to={href('/news')}>{t('news.back')}</Link>
      </p>
      <header className="page-header">
        <p className="news-card__meta">
          <span className="tag">{t(`news.category.${article.category}`)}</span>{' '}
          <time dateTime={article.date}>{formatDate(article.date, tag)}</time>
        </p>
        <h1>{article.title}</h1>
        <p className="page-header__lead">{article.summary}</p>
      </header>
      {article.body.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      {article.game ? (
        <p>
          <Link to={href(`/gamedetail/${article.game.id}`)}>{t('news.aboutGame', { game: article.game.name })}</Link>
        </p>
      ) : null}
    </article>
  );
}
