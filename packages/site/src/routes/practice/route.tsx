import type { LoaderFunctionArgs } from 'react-router';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { toCard } from '../../catalogue/card.ts';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';

export { PracticePage as Component } from './PracticePage.tsx';

/**
 * The games that can be played for fun here (those with a game client: PLAYABLE_GAME_IDS), as cards, and
 * the catalogue's other available games, which have no practice mode yet, by name.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { games } = await loadCatalogue();
  const playable = new Set<string>(PLAYABLE_GAME_IDS);
  return {
    playable: games.filter((game) => playable.has(game.id)).map((game) => toCard(game, locale)),
    later: games
      .filter((game) => !playable.has(game.id) && game.availability === 'available')
      .map((game) => ({ id: game.id, name: game.name[locale] })),
  };
}

export type PracticeData = Awaited<ReturnType<typeof loader>>;
