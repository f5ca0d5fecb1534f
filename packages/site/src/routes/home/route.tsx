import type { LoaderFunctionArgs } from 'react-router';
import { toCard } from '../../catalogue/card.ts';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import { featuredGames } from './featured.ts';

export { HomePage as Component } from './HomePage.tsx';

/** The featured games and the catalogue's size; the catalogue itself stays out of the home page's JS. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { games } = await loadCatalogue();
  return { featured: featuredGames(games).map((game) => toCard(game, locale)), total: games.length };
}

export type HomeData = Awaited<ReturnType<typeof loader>>;
