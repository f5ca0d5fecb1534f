import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/GameCard/GameCard.css';
import './HomePage.css';
import { HomePage } from './HomePage.tsx';
import { featuredGames } from './featured.ts';
import { loader } from './route.tsx';
import { games } from '../../catalogue/games.ts';
import { claims, heroTitle } from '../../content/home.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/*
 * The page in a data router at the locale's home URL, its own loader (the featured games, the
 * catalogue's size) run first: story-kit's pageRoute.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/';

/** The home page (/): the headline, the provider's claims and the newest available games, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Home',
  component: HomePage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page: headline and calls to action, one card per claim, the featured games and the link to all of them. */
export const Home: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heroTitle[locale] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('home.ctaGames') })).toHaveAttribute('href', href('/games'));
    await expect(canvas.getByRole('link', { name: t('home.ctaContact') })).toHaveAttribute('href', href('/contact'));
    const claimList = canvas.getByRole('region', { name: t('home.claimsTitle') });
    await expect(within(claimList).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      claims.map((claim) => claim.title[locale]),
    );
    const featured = canvas.getByRole('region', { name: t('home.featuredTitle') });
    await expect([...featured.querySelectorAll<HTMLElement>('article.game-card')].map((card) => card.dataset.game)).toEqual(
      featuredGames(games).map((game) => game.id),
    );
    await expect(within(featured).getByRole('link', { name: t('home.allGames', { count: games.length }) })).toHaveAttribute(
      'href',
      href('/games'),
    );
  },
};
