import type { LoaderFunctionArgs } from 'react-router';
import { loadCatalogue } from '../../catalogue/lazy.ts';

export { LaunchPage as Component } from './LaunchPage.tsx';

/**
 * The game `?game=` names, else the games one may launch: the catalogue stays out of this page's
 * JavaScript, as on every page (catalogue/lazy.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { findGame, games } = await loadCatalogue();
  const id = new URL(request.url).searchParams.get('game') ?? '';
  const game = findGame(id || undefined);
  const launchable = game ? [] : games.filter((entry) => entry.availability === 'available').map(({ id, name }) => ({ id, name }));
  return { game, launchable };
}

export type LaunchData = Awaited<ReturnType<typeof loader>>;
