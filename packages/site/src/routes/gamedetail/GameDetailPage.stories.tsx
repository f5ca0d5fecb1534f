import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import './GameDetailPage.css';
import { GameDetailPage } from './GameDetailPage.tsx';
import { loader } from './route.tsx';
import { findGame } from '../../catalogue/games.ts';
import type { GameId } from '../../content/types.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/*
 * The page in a data router at the story's URL, its own loader (which reads the game's id from the
 * path) run first: story-kit's pageRoute.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/gamedetail/:id';

/** `parameters` of a story showing `id`'s page. */
const gameAt = (id: GameId) => ({ page: { url: `/gamedetail/${id}` } satisfies PageParameters });

/** A game's page (/gamedetail/{id}): every fact of the catalogue, its rule pages and the launch button, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Game detail',
  component: GameDetailPage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', ...gameAt('original-dice') },
} satisfies Meta<typeof GameDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game, its heading and summary, and its facts table with one row per field, for `id` in the story's locale. */
async function expectGame(canvasElement: HTMLElement, globals: Record<string, unknown>, id: GameId) {
  const { t, locale } = storyI18n(globals);
  const game = findGame(id);
  if (!game) throw new Error(`no game ${id} in the catalogue`);
  const name = game.name[locale];
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(canvas.getByText(game.summary[locale])).toBeVisible();
  const facts = canvas.getByRole('table', { name: t('detail.facts', { game: name }) });
  await expect(within(facts).getByRole('rowheader', { name: t('detail.availability') }).nextElementSibling).toHaveTextContent(
    t(`availability.${game.availability}`),
  );
  const rules = canvas.getByRole('region', { name: t('detail.rules') });
  await expect(within(rules).getAllByRole('link')).toHaveLength(game.ruleLangs.length);
  return { name, canvas };
}

/** A game players can have: marked available, its Launch button a link to the launch page. */
export const Available: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href } = storyI18n(globals);
    const { name, canvas } = await expectGame(canvasElement, globals, 'original-dice');
    await expect(canvas.getByRole('link', { name: t('detail.launch', { game: name }) })).toHaveAttribute(
      'href',
      href('/getGameUrl?game=original-dice'),
    );
  },
};

/** A game not released yet: marked Coming Soon, its Launch button shown but disabled (no link to a page that would only say so). */
export const ComingSoon: Story = {
  parameters: gameAt('slot-battle-royale'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { name, canvas } = await expectGame(canvasElement, globals, 'slot-battle-royale');
    await expect(canvas.getByRole('button', { name: t('detail.launch', { game: name }) })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: t('detail.launch', { game: name }) })).toBeNull();
  },
};
