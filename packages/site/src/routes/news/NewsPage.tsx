import { Link, useLoaderData } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDate } from '../../i18n/format.ts';
import type { NewsListData } from './route.tsx';

export function NewsPage() {
  const { t, href, tag } = useI18n();
  const articles = useLoaderData<NewsListData>();
  return (
    <>
      <Meta title={t('news.meta.title')} description={t('news.meta.description')} />
      <PageHeader title={t('news.title')} lead={t('news.lead')} />
      {articles.length === 0 ? (
        <p className="notice">{t('news.empty')}</p>
      ) : (
        <ul className="news-list">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="news-card">
                <p className="news-card__meta">
                  <span className="tag">{t(`news.category.${article.category}`)}</span>{' '}
                  <time dateTime={article.date}>{formatDate(article.date, tag)}</time>
                </p>
                <h2 className="news-card__title">
                  <Link to={href(`/newscontent/${article.slug}`)}>{article.title}</Link>
                </h2>
                <p>{article.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
