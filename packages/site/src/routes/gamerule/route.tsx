import { data, type LoaderFunctionArgs, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { loadCatalogue } from '../../catalogue/lazy.ts';
import { loadRuleDoc } from '../../catalogue/rules.ts';
import { RULE_LANGS, type GameId, type RuleDoc, type RuleLang } from '../../content/types.ts';
import { localeOfRequest } from '../../i18n/locale.ts';

export { GameRulePage as Component } from './GameRulePage.tsx';

export interface RuleLoaderData {
  game: { id: GameId; name: string; ruleLangs: RuleLang[] };
  lang: RuleLang;
  /** The document, or null when the game has no rules in `lang` (the page offers the others). */
  doc: RuleDoc | null;
}

function isRuleLang(value: string | undefined): value is RuleLang {
  return (RULE_LANGS as readonly string[]).includes(value ?? '');
}

/**
 * An unknown game, or a language that is not a rule language at all, is a 404. A rule language
 * the game lacks is a 404 too (the server answers its prerendered page with that status), whose
 * page offers the languages the game has. The document comes from the game's own chunk; the
 * page's JS holds neither the catalogue nor other games' rules.
 */
export async function loader({
  params,
  request,
}: LoaderFunctionArgs): Promise<RuleLoaderData | DataWithResponseInit<RuleLoaderData>> {
  const { findGame } = await loadCatalogue();
  const game = findGame(params.game);
  const lang = params.lang;
  if (!game || !isRuleLang(lang)) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const summary = { id: game.id, name: game.name[localeOfRequest(request)], ruleLangs: game.ruleLangs };
  if (!game.ruleLangs.includes(lang)) return data({ game: summary, lang, doc: null }, { status: 404 });
  const doc = await loadRuleDoc(game.id, lang);
  if (!doc) throw new Error(`src/content/games/${game.id}/rules.ts has no ${lang} document`);
  return { game: summary, lang, doc };
}
