import type { LoaderFunctionArgs } from 'react-router';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import type { GameName } from '../TransactionsTable/rows.ts';

/**
 * The history pages' loader: every catalogue game's name in the page's language. A few hundred
 * bytes in the prerendered HTML instead of the whole catalogue as JavaScript.
 */
export async function loadGameNames({ request }: LoaderFunctionArgs): Promise<GameName[]> {
  const locale = localeOfRequest(request);
  const { games } = await loadCatalogue();
  return games.map((game) => ({ id: game.id, name: game.name[locale] }));
}
