import type { Meta, StoryObj } from '@storybook/react-vite';
import { sha256Hex, verifyRound } from '@ky-wallet/games/fair';
import { MINES_TILES, MULTIPLIER_SCALE } from '@ky-wallet/games/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/global.css';
import './FairnessPage.css';
import { FairnessPage } from './FairnessPage.tsx';
import { loader } from './route.tsx';
import { fairnessPath } from '../../games/fairnessLink.ts';
import { formatHundredths, formatMultiplier } from '../../games/money.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/*
 * The verifier recomputes a round in the browser with the game server's own code
 * (@ky-wallet/games/fair); each play works out what the page must show with that code too.
 */

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/fairness';

/** A revealed server seed, and the SHA-256 the game showed before its rounds (`sha256Hex(SEED)`). */
const SEED = 'a3f1c9e07b5d2846f0e1d3c5b7a9f2e4';
const SEED_HASH = '685b5c20d3cb6bb0d6e0619d871ca3c071140b019b1c777f5b687784dbd3445d';

/** `parameters` of a story opened at `path` (a link from a game or the history, or the bare page). */
const openedAt = (path: string) => ({ page: { url: path } satisfies PageParameters });

/** Verify a round (/fairness): a round of the originals recomputed from its seeds and nonce, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Fairness',
  component: FairnessPage,
  ...pageRoute(PATH, loader),
  parameters: { layout: 'fullscreen', ...openedAt(PATH) },
} satisfies Meta<typeof FairnessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recomputed outcome, once the page has it, and the hash it computed. */
async function outcomeOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const outcome = await canvas.findByTestId('fair-outcome', {}, { timeout: 5_000 });
  await expect(canvas.getByTestId('fair-hash')).toHaveTextContent(await sha256Hex(SEED));
  return { canvas, outcome };
}

/** Opened without a link: an empty form, and what to do. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('fair.title') })).toBeVisible();
    await expect(canvas.getByText(t('fair.idle'))).toBeVisible();
    await expect(canvas.getByLabelText(t('fair.serverSeed'))).toHaveValue('');
  },
};

/** Verify pressed with no server seed: the field says what is missing and has the focus; nothing is computed. */
export const SeedMissing: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('fair.verify') }));
    const seed = canvas.getByLabelText(t('fair.serverSeed'));
    await expect(seed).toHaveAttribute('aria-invalid', 'true');
    await expect(seed).toHaveAccessibleDescription(`${t('fair.serverSeedRequired')} ${t('fair.serverSeedHint')}`);
    await expect(seed).toHaveFocus();
    await expect(canvas.queryByTestId('fair-outcome')).toBeNull();
  },
};

const DICE = { game: 'original-dice', server_seed: SEED, server_seed_hash: SEED_HASH, client_seed: 'lucky', nonce: 7, direction: 'over', target: 5049 } as const;

/** A dice round from a link (a game's "Verify its last round"): verified at once, the roll and its verdict, and the hash matches. */
export const DiceFromALink: Story = {
  parameters: openedAt(fairnessPath(DICE)),
  play: async ({ canvasElement, globals }) => {
    const { t, tag } = storyI18n(globals);
    const { canvas, outcome } = await outcomeOf(canvasElement);
    const { outcome: expected } = await verifyRound('original-dice', {
      serverSeed: SEED,
      clientSeed: DICE.client_seed,
      nonce: DICE.nonce,
      params: { direction: DICE.direction, target: DICE.target },
    });
    await waitFor(() => expect(outcome).toHaveTextContent(formatHundredths(expected.result, tag)));
    await expect(canvas.getByTestId('fair-hash-check')).toHaveTextContent(t('fair.hashMatches'));
  },
};

const MINES = { game: 'original-mines', server_seed: SEED, server_seed_hash: 'deadbeef', client_seed: 'lucky', nonce: 12, mines: 4 } as const;

/** A mines round whose link brings another hash: the board with its mines, and a warning that the hash differs. */
export const MinesHashDiffers: Story = {
  parameters: openedAt(fairnessPath(MINES)),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const { canvas } = await outcomeOf(canvasElement);
    const { outcome: expected } = await verifyRound('original-mines', {
      serverSeed: SEED,
      clientSeed: MINES.client_seed,
      nonce: MINES.nonce,
      params: { mines: MINES.mines },
    });
    const board = canvas.getByRole('list', { name: t('fair.mines.board') });
    await expect(within(board).getAllByRole('listitem')).toHaveLength(MINES_TILES);
    for (const tile of expected.mine_tiles) await expect(within(board).getByText(t('fair.mines.mine', { n: tile + 1 }))).toBeInTheDocument();
    await expect(canvas.getByTestId('fair-hash-check')).toHaveTextContent(t('fair.hashDiffers'));
  },
};

const WHEEL = { game: 'original-wheel', server_seed: SEED, client_seed: 'lucky', nonce: 0, risk: 'high' } as const;

/** A wheel round with no hash to compare: its multiplier and the segment it stopped on. */
export const Wheel: Story = {
  parameters: openedAt(fairnessPath(WHEEL)),
  play: async ({ canvasElement, globals }) => {
    const { t, tag } = storyI18n(globals);
    const { canvas, outcome } = await outcomeOf(canvasElement);
    const { outcome: expected } = await verifyRound('original-wheel', { serverSeed: SEED, clientSeed: WHEEL.client_seed, nonce: 0, params: { risk: 'high' } });
    await expect(outcome).toHaveTextContent(t('fair.wheel.segment', { segment: expected.segment, risk: t('volatility.high') }));
    await expect(outcome).toHaveTextContent(formatMultiplier(expected.multiplier, MULTIPLIER_SCALE, 2, tag));
    await expect(canvas.queryByTestId('fair-hash-check')).toBeNull();
  },
};

/** A link with only the hash (the seed pair not rotated yet): the seed is still secret, nothing to compute. */
export const SeedStillSecret: Story = {
  parameters: openedAt('/fairness?game=original-wheel&server_seed_hash=00ff&client_seed=lucky&nonce=0&risk=high'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('fair.waitingForSeed'))).toBeVisible();
    await expect(canvas.getByLabelText(t('fair.risk'))).toHaveValue('high');
    await expect(canvas.queryByTestId('fair-outcome')).toBeNull();
  },
};

/** A link with values the page cannot read (nonce -1, a target out of range): not verified; the fields to fix are marked. */
export const UnreadableLink: Story = {
  parameters: openedAt(`/fairness?game=original-dice&server_seed=${SEED}&client_seed=x&nonce=-1&direction=over&target=99.95`),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('fair.linkUnreadable'))).toBeVisible();
    await expect(canvas.getByLabelText(t('fair.nonce'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(t('fair.nonce'))).toHaveValue('-1');
    await expect(canvas.getByLabelText(t('fair.target'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('fair-outcome')).toBeNull();
  },
};
