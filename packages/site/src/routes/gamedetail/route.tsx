import type { LoaderFunctionArgs } from 'react-router';
import { loadCatalogue } from '../../catalogue/lazy.ts';

export { GameDetailPage as Component } from './GameDetailPage.tsx';

/** The game (an unknown id is a 404); the rest of the catalogue stays out of this page's JS. */
export async function loader({ params }: LoaderFunctionArgs) {
  const { findGame } = await loadCatalogue();
  const game = findGame(params.id);
  if (!game) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return { game };
}

export type GameDetailData = Awaited<ReturnType<typeof loader>>;
