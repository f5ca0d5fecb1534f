import { toCard, type GameCardData } from '../catalogue/card.ts';
import { findGame, games } from '../catalogue/games.ts';
import type { GameId } from '../content/types.ts';
import { i18nFor, type I18n } from '../i18n/I18nContext.tsx';
import type { Locale } from '../i18n/locale.ts';
import { CATALOGUES, siteLocale } from '../i18n/testing.ts';
import type { GameNames } from './TransactionsTable/rows.ts';

/*
 * For the site components' stories (Storybook only; nothing here ships): their texts and game
 * data in the toolbar's locale, outside React, for a story's `render` and `play`.
 */

/**
 * The site's translations in the story's locale (`globals.locale`, the toolbar's or the story's
 * own), the same instance `withSite` provides: a play function finds controls by these texts, so
 * it plays in every locale.
 */
export function storyI18n(globals: Record<string, unknown>): I18n {
  const locale = siteLocale(globals.locale);
  return i18nFor(locale, CATALOGUES[locale]);
}

/** A catalogue game's card in `locale`, as a list page's loader gives it. */
export function gameCard(id: GameId, locale: Locale = 'en'): GameCardData {
  const game = findGame(id);
  if (!game) throw new Error(`no game ${id} in the catalogue`);
  return toCard(game, locale);
}

/** The same card in the story's locale: the game's own name in that language. */
export function cardIn(card: GameCardData, globals: Record<string, unknown>): GameCardData {
  return gameCard(card.id, siteLocale(globals.locale));
}

/** Every catalogue game's name in the story's locale, as the history pages' loader gives them. */
export function gameNamesIn(globals: Record<string, unknown>): GameNames {
  const locale = siteLocale(globals.locale);
  return new Map(games.map((game) => [game.id, game.name[locale]]));
}
