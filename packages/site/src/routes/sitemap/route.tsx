import type { LoaderFunctionArgs } from 'react-router';
import { loadCatalogue, loadNews } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import { newestFirst } from '../news/order.ts';

export { SitemapPage as Component } from './SitemapPage.tsx';

/** Names and titles in the page's locale: the web map links every game, rule page and article. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const [{ games }, { news }] = await Promise.all([loadCatalogue(), loadNews()]);
  return {
    games: games.map((game) => ({ id: game.id, name: game.name[locale], ruleLangs: game.ruleLangs })),
    news: newestFirst(news).map((article) => ({ slug: article.slug, title: article.title[locale] })),
  };
}

export type SitemapData = Awaited<ReturnType<typeof loader>>;
