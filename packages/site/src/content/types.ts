/**
 * The site's content model. Content is typed data, kept apart from the components that render it,
 * so a missing translation or a wrong field is a type error rather than a blank on a page.
 */
import { LOCALES as LOCALE_TAGS, type Locale as LocaleTag } from '@ky-wallet/widget/i18n/tags';
import type { GameId } from './gameIds.ts';

/**
 * Interface locales of the site (SPEC.md section 1) as its URLs write them: the shared i18n
 * setup's BCP 47 tags in lower case (`zh-tw` for zh-TW), in the same order.
 */
export type Locale = Lowercase<LocaleTag>;
export const LOCALES: readonly Locale[] = LOCALE_TAGS.map((tag) => tag.toLowerCase() as Locale);

/** Text in every interface locale. */
export type Localized<T = string> = Record<Locale, T>;

/** Languages a rule page can be written in (SPEC.md section 9: en, zh-cn, zh-tw). */
export const RULE_LANGS = ['en', 'zh-cn', 'zh-tw'] as const;
export type RuleLang = (typeof RULE_LANGS)[number];

// The games' ids: a module of their own, so that the list is loaded with the catalogue, not with
// every page's entry (which holds this module for the locales).
export type { GameId };

/** The product line a game belongs to: the catalogue's "category" filter. */
export type GameCategory = 'originals' | 'slots' | 'scratch' | 'bingo' | 'poker' | 'sports';

/** How a round plays: the catalogue's "game type" filter (SPEC.md section 1's kinds of game). */
export type GameType =
  | 'slot'
  | 'lottery'
  | 'card'
  | 'crash'
  | 'scratch'
  | 'dice'
  | 'mines'
  | 'wheel'
  | 'bingo'
  | 'board'
  | 'casual';

export type Volatility = 'low' | 'medium' | 'high' | 'very_high';
export type Platform = 'desktop' | 'mobile';
/** SPEC.md section 3's regions, used for `countries`. */
export type Region = 'africa' | 'americas' | 'asia' | 'europe' | 'oceania';
export type Availability = 'available' | 'coming_soon';

export interface Game {
  id: GameId;
  name: Localized;
  /** One sentence for cards and meta descriptions. */
  summary: Localized;
  category: GameCategory;
  gameType: GameType;
  platform: Platform[];
  /** Return to player, percent, e.g. 96.5. Must equal the figure in the game's rule pages. */
  rtp: number;
  volatility: Volatility;
  /** Share of rounds that pay anything, percent. */
  hit_rate: number;
  /** Largest possible win as a multiple of the total bet. Must equal the rule pages' figure. */
  max_win: number;
  /** BCP 47 tags of the languages the game client itself speaks. */
  languages: string[];
  /** Lowercase ISO 4217 codes the game accepts. */
  currencies: string[];
  countries: Region[];
  availability: Availability;
  /** Languages this game has rule pages in (SPEC.md section 2). */
  ruleLangs: RuleLang[];
  /** ISO date, YYYY-MM-DD. */
  released: string;
  /** Download size of the game client in MB (SPEC.md section 1: under 10 MB, 6-8 MB on mobile). */
  sizeMb: { desktop: number; mobile: number };
}

/** A table in a rule page, e.g. a pay table. */
export interface RuleTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export interface RuleSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  table?: RuleTable;
}

/** One game's rules in one language. */
export interface RuleDoc {
  /** The page title, e.g. "Gladiator: game rules". */
  title: string;
  /** One short paragraph: what the game is. */
  intro: string;
  sections: RuleSection[];
}

/** A game's rule pages: exactly the languages of its `ruleLangs`. */
export type GameRules = Partial<Record<RuleLang, RuleDoc>>;

/** A paragraph list in every interface locale. */
export type LocalizedParagraphs = Localized<string[]>;

/** One of the provider's claims on the home page (SPEC.md section 1). */
export interface Claim {
  id:
    | 'single-api'
    | 'back-office'
    | 'promotions'
    | 'support'
    | 'small-downloads'
    | 'certification'
    | 'affiliates'
    | 'experience';
  title: Localized;
  text: Localized;
}

/** A news article, shown at /newscontent/{slug}. */
export interface NewsArticle {
  /** URL slug, lowercase with dashes. */
  slug: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: 'release' | 'company' | 'event' | 'partnership';
  title: Localized;
  /** One or two sentences for the news list and the meta description. */
  summary: Localized;
  body: LocalizedParagraphs;
  /** A game this article is about, linking to its detail page. */
  gameId?: GameId;
}

/** The privacy policy's five sections (SPEC.md section 2). */
export type PrivacySectionId =
  | 'information-collection'
  | 'cookies'
  | 'third-party-disclosure'
  | 'security'
  | 'general';

export interface PrivacyPolicy {
  /** ISO date the policy was last updated. */
  updated: string;
  intro: LocalizedParagraphs;
  sections: { id: PrivacySectionId; heading: Localized; paragraphs: LocalizedParagraphs }[];
}

/** The company ("about us") page. */
export interface CompanyContent {
  intro: LocalizedParagraphs;
  /**
   * Short facts, e.g. founded 2021. A `list` (the kinds of game, the languages) is a sentence, not
   * a figure: it takes the grid's whole row in body text instead of stretching one card.
   */
  facts: { label: Localized; value: Localized; list?: true }[];
  sections: { heading: Localized; paragraphs: LocalizedParagraphs }[];
}
