import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import './GameRulePage.css';
import { GameRulePage } from './GameRulePage.tsx';
import { loader } from './route.tsx';
import { findGame } from '../../catalogue/games.ts';
import { RULE_LANG_NAME, RULE_LANG_TAG } from '../../catalogue/ruleLangs.ts';
import type { GameId, RuleLang } from '../../content/types.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/*
 * The page in a data router at the story's URL, its own loader (the game from the catalogue, the
 * rule document from the game's chunk) run first: story-kit's pageRoute. The rules are in the
 * URL's rule language (en, zh-cn or zh-tw), whatever the toolbar's locale; the page around them
 * (the link back to the game, the other languages) follows the toolbar.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/gamerule/:game/:lang';

/** `parameters` of a story showing `game`'s rules in `lang`. */
const rulesAt = (game: GameId, lang: RuleLang) => ({ page: { url: `/gamerule/${game}/${lang}` } satisfies PageParameters });

/** A game's rules in one language (/gamerule/{game}/{lang}), or the page saying the game has none in it. */
const meta = {
  title: 'Site/Pages/Game rules',
  component: GameRulePage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', ...rulesAt('original-dice', 'en') },
} satisfies Meta<typeof GameRulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `id`'s name in the story's locale. */
function gameName(id: GameId, globals: Record<string, unknown>): string {
  const game = findGame(id);
  if (!game) throw new Error(`no game ${id} in the catalogue`);
  return game.name[storyI18n(globals).locale];
}

/** The rule document in `lang` (its own language on it), the link back to the game, and a link to each other rule language. */
async function expectRules(canvasElement: HTMLElement, globals: Record<string, unknown>, id: GameId, lang: RuleLang, others: RuleLang[]) {
  const { t, href } = storyI18n(globals);
  const canvas = within(canvasElement);
  const name = gameName(id, globals);
  await expect(canvas.getByRole('link', { name: t('rule.backToGame', { game: name }) })).toHaveAttribute('href', href(`/gamedetail/${id}`));
  const article = canvas.getByRole('article');
  await expect(article).toHaveAttribute('lang', RULE_LANG_TAG[lang]);
  await expect(within(article).getByRole('heading', { level: 1 })).toBeVisible();
  const languages = canvas.queryByRole('navigation', { name: t('rule.otherLanguages') });
  if (others.length === 0) return expect(languages).toBeNull();
  for (const other of others) {
    await expect(within(languages as HTMLElement).getByRole('link', { name: RULE_LANG_NAME[other] })).toHaveAttribute(
      'href',
      href(`/gamerule/${id}/${other}`),
    );
  }
}

/** Dice's rules in English: the document (sections, lists, tables), and links to its Simplified and Traditional Chinese rules. */
export const Rules: Story = {
  play: ({ canvasElement, globals }) => expectRules(canvasElement, globals, 'original-dice', 'en', ['zh-cn', 'zh-tw']),
};

/** Dice's rules in Traditional Chinese (the document in zh-Hant, whatever the site's language), and links to the other two. */
export const RulesInTraditionalChinese: Story = {
  parameters: rulesAt('original-dice', 'zh-tw'),
  play: ({ canvasElement, globals }) => expectRules(canvasElement, globals, 'original-dice', 'zh-tw', ['en', 'zh-cn']),
};

/** 32D Cleopatra's rules, which exist in Traditional Chinese only: the document, and no list of other languages. */
export const OnlyLanguage: Story = {
  parameters: rulesAt('slot-32d-cleopatra', 'zh-tw'),
  play: ({ canvasElement, globals }) => expectRules(canvasElement, globals, 'slot-32d-cleopatra', 'zh-tw', []),
};

/**
 * 32D Cleopatra's rules asked for in English, which it has not: the 404 page (the server answers
 * 404), and under it the language the game has and the game's page.
 */
export const NoRulesInThisLanguage: Story = {
  parameters: rulesAt('slot-32d-cleopatra', 'en'),
  play: async ({ canvasElement, globals }) => {
    const { t, href } = storyI18n(globals);
    const canvas = within(canvasElement);
    const name = gameName('slot-32d-cleopatra', globals);
    const language = RULE_LANG_NAME.en;
    await expect(canvas.getByRole('heading', { level: 1, name: t('error.notFound.title') })).toBeVisible();
    await expect(canvas.getByText(t('error.notFound.message', { path: href('/gamerule/slot-32d-cleopatra/en') }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('rule.missing.title', { game: name, language }) })).toBeVisible();
    await expect(canvas.getByText(t('rule.missing.text', { game: name, language }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: RULE_LANG_NAME['zh-tw'] })).toHaveAttribute('href', href('/gamerule/slot-32d-cleopatra/zh-tw'));
    await expect(canvas.getByRole('link', { name: t('rule.backToGame', { game: name }) })).toHaveAttribute(
      'href',
      href('/gamedetail/slot-32d-cleopatra'),
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
