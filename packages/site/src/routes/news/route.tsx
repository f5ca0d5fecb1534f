import type { LoaderFunctionArgs } from 'react-router';
import { loadNews } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import { newestFirst } from './order.ts';

export { NewsPage as Component } from './NewsPage.tsx';

/** The list in the page's locale: titles and summaries only, not every article in every language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { news } = await loadNews();
  return newestFirst(news).map((article) => ({
    slug: article.slug,
    date: article.date,
    category: article.category,
    title: article.title[locale],
    summary: article.summary[locale],
  }));
}

export type NewsListData = Awaited<ReturnType<typeof loader>>;
