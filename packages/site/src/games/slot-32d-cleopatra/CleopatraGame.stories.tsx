import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-32d-cleopatra';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotReels } from '../slot/SlotReels.tsx';
import { winTimes } from '../slot/wins.ts';
import { find, openAutoPlay, press, refusedForMoney, renderGame, tableLoader, turnTurboOn, until, withSite } from '../storyKit.tsx';
import { cleopatraFaces } from './CleopatraArt.tsx';
import { CleopatraGame, cleopatraWin, FreeGamesBanner, type CleopatraView } from './CleopatraGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Cleopatra 32 on an in-memory game server with fixed seeds; the toolbar switches the language.
 * Each story that plays starts from a client seed whose first rounds show what it is about.
 */

const SERVER_SEED = '9'.repeat(64);
/** The rule page's bets in CNY, as the game server lists them: 0.32 to 320 in steps of 0.32. */
const LIMITS = { min_bet: 32, max_bet: 32_000, step: 32 };
const rgs = (clientSeed: string, more: Record<string, unknown> = {}) => ({ rgs: { engine, limits: LIMITS, serverSeed: SERVER_SEED, clientSeed, ...more } });

const meta = {
  title: 'Site/Games/Cleopatra 32',
  decorators: [withSite],
  loaders: [tableLoader('slot-32d-cleopatra')],
  render: renderGame(CleopatraGame),
  parameters: { layout: 'fullscreen', ...rgs('storybook') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spins and waits until the round has shown, free games and all. */
async function spin(root: HTMLElement, timeoutMs = 4000) {
  await press(root, '.game-play-button', () => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '', timeoutMs);
}

/** The round a client seed's first round plays. */
async function roundOf(clientSeed: string): Promise<CleopatraView> {
  return engine.view(engine.start(arrayDraw(await floats(SERVER_SEED, clientSeed, 0, 1_024)), {}).state, true);
}

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins: five Queens Cleopatra doubles (line 2), four on line 25',
  parameters: rgs('cleopatra-1146'),
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const Doubled: Story = {
  name: 'Three lines Cleopatra completes, each ×2 (her badge on reel 2)',
  parameters: rgs('cleopatra-2'),
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const FiveCleopatras: Story = {
  name: 'Five Cleopatras on line 32: her own 2,500, not doubled',
  parameters: rgs('cleopatra-31768'),
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const FreeGames: Story = {
  name: 'Three Pyramids: 10 free games, a retrigger adds 10, played to the end',
  parameters: rgs('cleopatra-11348'),
  play: async ({ canvasElement }) => {
    // Turbo: twenty free games play back in a few seconds.
    await userEvent.click(find(canvasElement, 'input[type="checkbox"]'));
    await spin(canvasElement, 30_000);
  },
};

/** The reels and the banner at a few steps of the free games, as the client shows each once its reels stop. */
function FreeGameSteps({ view, steps }: { view: CleopatraView; steps: readonly number[] }) {
  const { t } = useI18n();
  const faces = cleopatraFaces(t);
  const count = view.spins.length - 1;
  return (
    <div className="cleo" style={{ display: 'grid', gap: '1.5rem' }}>
      {steps.map((index) => {
        const spin = view.spins[index];
        if (!spin) return null;
        const label = t(`game.slot.kind.${spin.kind}`, { n: index, count });
        return (
          <section key={index} className="slot-stage" aria-label={label}>
            <SlotReels faces={faces} spin={spin} label={label} />
            <p className="slot-stage__spin">{label}</p>
            <div className="slot-stage__banner">
              <FreeGamesBanner view={view} amount={96} currency="cny" index={index} spinning={false} />
            </div>
            {spin.wins.length > 0 ? (
              <ul className="slot-stage__wins">
                {spin.wins.map((win, at) => (
                  <li key={at}>
                    {cleopatraWin(win, spin, t)}
                    {winTimes(win, spin)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

export const FreeGameStepByStep: StoryObj = {
  name: 'Free games step by step: the trigger, free game 1, the retrigger (game 5), the last',
  loaders: [async () => ({ view: await roundOf('cleopatra-11348') })],
  render: (_args, { loaded }) => <FreeGameSteps view={loaded.view as CleopatraView} steps={[0, 1, 5, 20]} />,
};

export const AutoPlaySettings: Story = {
  name: 'Auto Play settings: 10 to 500 rounds, stops on free games',
  play: openAutoPlay,
};

export const AutoPlayStopsOnFreeGames: Story = {
  name: 'Auto Play stopped by free games (round 4)',
  parameters: rgs('cleopatra-auto-47'),
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, 'input[type="checkbox"]'));
    await userEvent.click(find(canvasElement, '.auto-play > summary'));
    await until(() => find<HTMLButtonElement>(canvasElement, '.auto-play__body .button').getAttribute('aria-disabled') === 'false');
    await userEvent.click(find(canvasElement, '.auto-play__body .button'));
    await until(() => canvasElement.querySelector('.auto-play__note') !== null, 60_000);
  },
};

export const Turbo: Story = {
  name: 'Turbo on',
  play: turnTurboOn,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the bet',
  parameters: rgs('storybook', { mode: 'real', balance: 20 }),
  play: refusedForMoney,
};

/** The round detail's picture (history and fairness page): the free games' round above, every spin of it. */
export const FreeGamesPicture: StoryObj = {
  name: 'A round with free games and a retrigger, as the round detail draws it',
  loaders: [async () => ({ view: await roundOf('cleopatra-11348') })],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
