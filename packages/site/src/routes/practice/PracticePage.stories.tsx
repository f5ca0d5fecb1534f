import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/GameCard/GameCard.css';
import { PracticePage } from './PracticePage.tsx';
import { loader } from './route.tsx';
import { games } from '../../catalogue/games.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/pratique';

/** Practice play (/pratique): the games with a client here, to play for fun, and the others by name, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Practice',
  component: PracticePage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof PracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card for each playable game with its Play for fun link; every other available game listed by name, linking to its page. */
export const Practice: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('practice.title') })).toBeVisible();
    const playable = games.filter((game) => (PLAYABLE_GAME_IDS as readonly string[]).includes(game.id));
    await expect(playable.length).toBeGreaterThan(0);
    for (const game of playable) {
      await expect(canvas.getByRole('link', { name: t('practice.playGame', { game: game.name[locale] }) })).toHaveAttribute(
        'href',
        href(`/play/${game.id}?mode=fun`),
      );
    }
    const later = canvas.getByRole('region', { name: t('practice.laterTitle') });
    const others = games.filter((game) => !playable.includes(game) && game.availability === 'available');
    await expect(within(later).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      others.map((game) => [game.name[locale], href(`/gamedetail/${game.id}`)]),
    );
  },
};
