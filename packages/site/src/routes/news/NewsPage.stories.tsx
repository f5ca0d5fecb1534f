import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import './NewsPage.css';
import { NewsPage } from './NewsPage.tsx';
import { newestFirst } from './order.ts';
import { loader } from './route.tsx';
import { news } from '../../content/news.ts';
import { formatDate } from '../../i18n/format.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/news';

/** The news (/news): every article newest first, as a card with its category, date, title and summary, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/News',
  component: NewsPage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every article, newest first: its title links to the article, above its category, its date and its summary. */
export const News: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href, locale, tag } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('news.title') })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    const ordered = newestFirst(news);
    await expect(cards).toHaveLength(ordered.length);
    for (const [i, article] of ordered.entries()) {
      const card = within(cards[i] as HTMLElement);
      await expect(card.getByRole('link', { name: article.title[locale] })).toHaveAttribute('href', href(`/newscontent/${article.slug}`));
      await expect(card.getByText(t(`news.category.${article.category}`))).toBeVisible();
      await expect(card.getByText(formatDate(article.date, tag))).toHaveAttribute('datetime', article.date);
      await expect(card.getByText(article.summary[locale])).toBeVisible();
    }
  },
};

/** No article yet: the page says so instead of showing an empty list. */
export const Empty: Story = {
  parameters: { page: { url: PATH, loader: () => [] } satisfies PageParameters },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('news.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
