import type { LoaderFunctionArgs } from 'react-router';
import { loadCatalogue, loadNews } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import { newestFirst } from '../news/order.ts';

export { NewsArticlePage as Component } from './NewsArticlePage.tsx';

/**
 * One article in the page's locale (an unknown slug is a 404; no slug, the newest), with the game
 * it is about.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { news } = await loadNews();
  const article = params.slug === undefined ? newestFirst(news)[0] : news.find((entry) => entry.slug === params.slug);
  if (!article) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const game = article.gameId ? (await loadCatalogue()).findGame(article.gameId) : undefined;
  return {
    slug: article.slug,
    date: article.date,
    category: article.category,
    title: article.title[locale],
    summary: article.summary[locale],
    body: article.body[locale],
    game: game ? { id: game.id, name: game.name[locale] } : null,
  };
}

export type NewsArticleData = Awaited<ReturnType<typeof loader>>;
