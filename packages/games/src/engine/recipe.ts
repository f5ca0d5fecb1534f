/*
 * A game's recipe as the fairness page publishes it: how the round's floats (draw.ts's float,
 * below, weighted, shuffled) become its outcome, step by step, and the tables the steps name
 * (reel strips, pay tables, weights), built from the game's own data so that they cannot drift
 * from what the engine plays. With these and the fair stream's recipe, a player re-computes any
 * round by hand.
 */

/** The fairness page's languages (the site's four locales). */
export const RECIPE_LOCALES = ['en', 'zh-TW', 'zh-CN', 'de-CH'] as const;
export type RecipeLocale = (typeof RECIPE_LOCALES)[number];

/** Text in every locale. */
export type Localized<T = string> = Readonly<Record<RecipeLocale, T>>;

export interface RecipeTable {
  /** Says what the table is (and its unit). */
  caption: Localized;
  /** Column headings. */
  head: Localized<readonly string[]>;
  /** Cells, the same in every language (symbol ids, numbers). */
  rows: readonly (readonly (string | number)[])[];
}

export interface GameRecipe {
  /** The steps, in order, each a paragraph that names the reads it makes (below(n), weighted(...)). */
  steps: Localized<readonly string[]>;
  tables: readonly RecipeTable[];
}
