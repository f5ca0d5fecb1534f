import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import '../news/NewsPage.css';
import { NewsArticlePage } from './NewsArticlePage.tsx';
import { loader } from './route.tsx';
import { findGame } from '../../catalogue/games.ts';
import { news } from '../../content/news.ts';
import { formatDate } from '../../i18n/format.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/newscontent/:slug';

const ABOUT_A_GAME = 'candle-tomb-coming-january-2027';
const COMPANY_NEWS = 'european-gaming-expo-2026';

/** `parameters` of a story showing the article `slug`. */
const articleAt = (slug: string) => ({ page: { url: `/newscontent/${slug}` } satisfies PageParameters });

/** A news article (/newscontent/{slug}): the way back to the news, its category, date, title, summary and text, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/News article',
  component: NewsArticlePage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', ...articleAt(ABOUT_A_GAME) },
} satisfies Meta<typeof NewsArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The article `slug` as the page shows it; resolves its canvas. */
async function expectArticle(canvasElement: HTMLElement, globals: Record<string, unknown>, slug: string) {
  const { t, href, locale, tag } = storyI18n(globals);
  const article = news.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`no article ${slug}`);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: t('news.back') })).toHaveAttribute('href', href('/news'));
  await expect(canvas.getByRole('heading', { level: 1, name: article.title[locale] })).toBeVisible();
  await expect(canvas.getByText(t(`news.category.${article.category}`))).toBeVisible();
  await expect(canvas.getByText(formatDate(article.date, tag))).toHaveAttribute('datetime', article.date);
  await expect(canvas.getByText(article.summary[locale])).toBeVisible();
  for (const paragraph of article.body[locale]) await expect(canvas.getByText(paragraph)).toBeVisible();
  return { canvas, article };
}

/** An article about a game: it ends with a link to the game's page. */
export const AboutAGame: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href, locale } = storyI18n(globals);
    const { canvas } = await expectArticle(canvasElement, globals, ABOUT_A_GAME);
    const game = findGame('slot-candle-tomb');
    if (!game) throw new Error('no slot-candle-tomb in the catalogue');
    await expect(canvas.getByRole('link', { name: t('news.aboutGame', { game: game.name[locale] }) })).toHaveAttribute(
      'href',
      href(`/gamedetail/${game.id}`),
    );
  },
};

/** Company news: no game, so no link to one. */
export const CompanyNews: Story = {
  parameters: articleAt(COMPANY_NEWS),
  play: async ({ canvasElement, globals }) => {
    const { canvas } = await expectArticle(canvasElement, globals, COMPANY_NEWS);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
