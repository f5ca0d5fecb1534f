import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { PLAYABLE_GAME_IDS, type PlayableGameId } from '@ky-wallet/games/contract';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import type { RuleLang } from '../../content/types.ts';
import { localeOfRequest } from '../../i18n/locale.ts';

export { PlayPage as Component } from './PlayPage.tsx';

/** A game that has a client here (PLAYABLE_GAME_IDS); any other id is a 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.game ?? '';
  if (!(PLAYABLE_GAME_IDS as readonly string[]).includes(id)) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const { findGame } = await loadCatalogue();
  const game = findGame(id);
  if (!game) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const locale = localeOfRequest(request);
  // The rules in the page's language where they exist, else English.
  const preferred: RuleLang = locale === 'zh-tw' || locale === 'zh-cn' ? locale : 'en';
  const ruleLang = game.ruleLangs.includes(preferred) ? preferred : (game.ruleLangs[0] ?? 'en');
  return { id: id as PlayableGameId, name: game.name[locale], ruleLang };
}

export type PlayData = Awaited<ReturnType<typeof loader>>;

/**
 * What the loader reads depends on the game (and the locale, another route) only: a changed query
 * (`?mode=fun`, a spent launch code leaving the address) keeps its data, and the page does not
 * load the catalogue again once it is prerendered or open.
 */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.game === nextParams.game ? false : defaultShouldRevalidate;
}
