import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import './SitemapPage.css';
import { SitemapPage } from './SitemapPage.tsx';
import { loader } from './route.tsx';
import { newestFirst } from '../news/order.ts';
import { RULE_LANG_NAME } from '../../catalogue/ruleLangs.ts';
import { games } from '../../catalogue/games.ts';
import { news } from '../../content/news.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/sitemap';

/** The web map (/sitemap): a link to every page, article, game and rule page, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Site map',
  component: SitemapPage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof SitemapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every article newest first, every game with a link to each of its rule pages, and the XML map for search engines. */
export const SiteMap: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('sitemap.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('sitemap.xml') })).toHaveAttribute('href', '/sitemap.xml');
    const articles = canvas.getByRole('list', { name: t('sitemap.news') });
    await expect(within(articles).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      newestFirst(news).map((article) => href(`/newscontent/${article.slug}`)),
    );
    const catalogue = canvas.getByRole('region', { name: t('sitemap.games') });
    for (const game of games) {
      const name = game.name[locale];
      await expect(within(catalogue).getByRole('link', { name })).toHaveAttribute('href', href(`/gamedetail/${game.id}`));
      for (const lang of game.ruleLangs) {
        await expect(
          within(catalogue).getByRole('link', { name: t('detail.rulesIn', { game: name, language: RULE_LANG_NAME[lang] }) }),
        ).toHaveAttribute('href', href(`/gamerule/${game.id}/${lang}`));
      }
    }
  },
};
