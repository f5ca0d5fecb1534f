import type { LoaderFunctionArgs } from 'react-router';
import { PLAYABLE_GAME_IDS, type PlayableGameId } from '@ky-wallet/games/contract';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';

export { FairnessPage as Component } from './FairnessPage.tsx';

/** The name of every game the page verifies, in the page's language (the catalogue's). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { findGame } = await loadCatalogue();
  const locale = localeOfRequest(request);
  const names = Object.fromEntries(PLAYABLE_GAME_IDS.map((id) => [id, findGame(id)?.name[locale] ?? id])) as Record<PlayableGameId, string>;
  return { names };
}

export type FairnessData = Awaited<ReturnType<typeof loader>>;
