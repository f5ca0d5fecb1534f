import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/GameCard/GameCard.css';
import './GamesPage.css';
import { GamesPage } from './GamesPage.tsx';
import { loader } from './route.tsx';
import { games } from '../../catalogue/games.ts';
import { filterGames } from '../../catalogue/filter.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/*
 * The page in a data router at the story's URL, its own loader run first (story-kit's pageRoute):
 * a change of filter navigates and loads again as on the site.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/games';

/** The games list (/games): the catalogue with its filters kept in the query, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Games',
  component: GamesPage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof GamesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game cards on the page, in order. */
const cards = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('article.game-card')];

/** No filter: every game of the catalogue, each select on "All", no Clear link. */
export const AllGames: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('games.title') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('games.filterType') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('games.filterCategory') })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('games.count', { count: games.length, total: games.length }));
    await expect(cards(canvasElement).map((card) => card.dataset.game)).toEqual(games.map((game) => game.id));
    await expect(canvas.queryByRole('link', { name: t('games.clear') })).toBeNull();
  },
};

const SLOTS = filterGames(games, { type: 'slot', category: null });

/** Opened at `?type=slot` (a link from elsewhere, or the type select): only the slots, and a Clear link. */
export const FilteredByType: Story = {
  parameters: { page: { url: `${PATH}?type=slot` } },
  play: async ({ canvasElement, globals }) => {
    const { t, href } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: t('games.filterType') })).toHaveValue('slot');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('games.count', { count: SLOTS.length, total: games.length }));
    await expect(cards(canvasElement).map((card) => card.dataset.game)).toEqual(SLOTS.map((game) => game.id));
    // Each card's first tag is its type (in Chinese the slot type and the slots category read the same).
    for (const card of cards(canvasElement)) {
      await expect(card.querySelector('.game-card__tags .tag')).toHaveTextContent(t('gameType.slot'));
    }
    await expect(canvas.getByRole('link', { name: t('games.clear') })).toHaveAttribute('href', href(PATH));
  },
};

const SCRATCH_CARDS = filterGames(games, { type: null, category: 'scratch' });

/** A category chosen in its select: the list narrows to it, with a Clear link, as the site's address would say (`?category=scratch`). */
export const CategoryChosen: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('games.filterCategory') }), 'scratch');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('games.count', { count: SCRATCH_CARDS.length, total: games.length })), {
      timeout: 10_000,
    });
    await expect(SCRATCH_CARDS.length).toBeGreaterThan(0);
    await expect(cards(canvasElement).map((card) => card.dataset.game)).toEqual(SCRATCH_CARDS.map((game) => game.id));
    await expect(canvas.getByRole('combobox', { name: t('games.filterType') })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: t('games.clear') })).toHaveAttribute('href', href(PATH));
  },
};

/** Opened at `?type=slot&category=originals`, a pair no game has: the "no game matches" notice instead of cards. */
export const NoGameMatches: Story = {
  parameters: { page: { url: `${PATH}?type=slot&category=originals` } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: t('games.filterType') })).toHaveValue('slot');
    await expect(canvas.getByRole('combobox', { name: t('games.filterCategory') })).toHaveValue('originals');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('games.count', { count: 0, total: games.length }));
    await expect(canvas.getByText(t('games.empty'))).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: t('games.clear') })).toBeVisible();
  },
};
