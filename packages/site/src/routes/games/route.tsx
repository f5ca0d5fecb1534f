import type { LoaderFunctionArgs } from 'react-router';
import { toCard } from '../../catalogue/card.ts';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';

export { GamesPage as Component } from './GamesPage.tsx';

/** Every game's card in the page's locale; the page filters them by the query. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { games } = await loadCatalogue();
  return games.map((game) => toCard(game, locale));
}

export type GamesData = Awaited<ReturnType<typeof loader>>;
