import type { LoaderFunctionArgs } from 'react-router';
import { toCard } from '../../catalogue/card.ts';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';

export { PracticePage as Component } from './PracticePage.tsx';

/** The games that can be played (available ones), as cards in the page's locale. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { games } = await loadCatalogue();
  return games.filter((game) => game.availability === 'available').map((game) => toCard(game, locale));
}

export type PracticeData = Awaited<ReturnType<typeof loader>>;
