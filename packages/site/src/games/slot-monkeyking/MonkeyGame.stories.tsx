import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw, FloatsExhausted } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine, type MonkeyView } from '@ky-wallet/games/games/slot-monkeyking';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotReels } from '../slot/SlotReels.tsx';
import { find, openAutoPlay, press, refusedForMoney, renderGame, tableLoader, turnTurboOn, until, withSite } from '../storyKit.tsx';
import { monkeyFaces } from './MonkeyArt.tsx';
import { freeGamesAt, MonkeyBanner, MonkeyGame, monkeyWin } from './MonkeyGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Monkey King on an in-memory game server with fixed seeds; the toolbar switches the language.
 * Each story's client seed makes the round it shows the first of the pair (nonce 0).
 */

const SEED = {
  /** Five K and three A. */
  win: 'storybook-801',
  /** Golden Staffs x1 and x2 on reels 3 and 4, a win of K through both. */
  staffs: 'storybook-90',
  /** 3 clouds and 8 free games, 8 more at free game 8 (a x5 staff), two x2 staffs at free game 14. */
  retrigger: 'storybook-28883',
  /** Two rounds without free games, then free games on the third. */
  auto: 'monkey-auto-501',
} as const;

const meta = {
  title: 'Site/Games/Monkey King',
  decorators: [withSite],
  loaders: [tableLoader('slot-monkeyking')],
  render: renderGame(MonkeyGame),
  parameters: { layout: 'fullscreen', rgs: { engine, limits: { min_bet: 50, max_bet: 50_000, levels: [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spins (pressing again while the page still asks for an open round) until the round's win shows. */
async function spin(root: HTMLElement, timeoutMs = 4000) {
  await press(root, '.game-play-button', () => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '', timeoutMs);
}

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins (1,024 ways)',
  parameters: { rgs: { clientSeed: SEED.win } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const GoldenStaffs: Story = {
  name: 'Golden Staffs fill their reels, their multipliers multiply',
  parameters: { rgs: { clientSeed: SEED.staffs } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const FreeGamesPlayed: Story = {
  name: '72 Transformations: 16 free games played (Turbo), the retrigger and the total',
  parameters: { rgs: { clientSeed: SEED.retrigger } },
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, 'input[type="checkbox"]'));
    await spin(canvasElement, 20_000);
  },
};

export const AutoPlaySettings: Story = {
  name: 'Auto Play settings: 10, 25, 50, 100 or 500 spins',
  play: openAutoPlay,
};

export const AutoPlayStopped: Story = {
  name: 'Auto Play stopped: free games were triggered',
  parameters: { rgs: { clientSeed: SEED.auto } },
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, 'input[type="checkbox"]'));
    await userEvent.click(find(canvasElement, '.auto-play > summary'));
    await until(() => canvasElement.querySelector('.auto-play button') !== null);
    await userEvent.click(find(canvasElement, '.auto-play button'));
    await until(() => canvasElement.querySelector('.auto-play__note') !== null, 30_000);
  },
};

export const Turbo: Story = {
  name: 'Turbo on',
  play: turnTurboOn,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the total bet',
  parameters: { rgs: { mode: 'real', balance: 30, limits: { min_bet: 50, max_bet: 500, levels: [50, 100, 200, 500] } } },
  play: refusedForMoney,
};

/** The round the stories' seeds give for `clientSeed`, as its view. */
async function roundOf(clientSeed: string): Promise<{ view: MonkeyView }> {
  for (let count = 64; ; count *= 4) {
    try {
      return { view: engine.view(engine.start(arrayDraw(await floats('9'.repeat(64), clientSeed, 0, count)), {}).state, true) };
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
    }
  }
}

/**
 * One moment of a round's playback, held still: the reels, the spin's label and the game's banner,
 * and the wins, as the game page shows them while the round plays back.
 */
function Moment({ view, index, spinning = false }: { view: MonkeyView; index: number; spinning?: boolean }) {
  const { t, tag } = useI18n();
  const spin = view.spins[index];
  if (!spin) return null;
  return (
    <div className="slot-stage" style={{ maxWidth: '40rem' }} data-spinning={spinning}>
      <SlotReels faces={monkeyFaces(t)} spin={spin} spinning={spinning} label={t('game.slot.reels')} />
      <div className="slot-stage__bar">
        <p className="slot-stage__spin">{index === 0 ? t('game.slot.kind.base') : t('game.slot.kind.free', { n: index, count: freeGamesAt(view, index, spinning) })}</p>
      </div>
      <div className="slot-stage__banner">
        <MonkeyBanner view={view} amount={100} currency="cny" index={index} spinning={spinning} />
      </div>
      {!spinning && spin.wins.length > 0 ? (
        <ul className="slot-stage__wins" aria-label={t('game.slot.wins')}>
          {spin.wins.map((win, at) => (
            <li key={at}>{monkeyWin(win, spin, t, tag)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const moment = (index: number, spinning = false): StoryObj => ({
  loaders: [() => roundOf(SEED.retrigger)],
  render: (_args, { loaded }) => <Moment view={loaded.view as MonkeyView} index={index} spinning={spinning} />,
});

export const CloudsTrigger: StoryObj = {
  name: 'The paid spin: 3 Somersault Clouds pay and award 8 free games',
  ...moment(0),
};

export const BeforeAFreeGame: StoryObj = {
  name: 'Before free game 8: the card that turns into the Monkey King, said while the reels turn',
  ...moment(8, true),
};

export const Retrigger: StoryObj = {
  name: 'Free game 8: a x5 Golden Staff, the 9s turned into Monkey Kings, 8 more free games',
  ...moment(8),
};

export const StaffsInFreeGames: StoryObj = {
  name: 'Free game 14: two x2 Golden Staffs multiply, x4, on the running total',
  ...moment(14),
};

/** The round detail's picture (history and fairness page). */
export const FreeGamesPicture: StoryObj = {
  name: 'A round with the 72 Transformations, as the round detail draws it',
  loaders: [() => roundOf(SEED.retrigger)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};

export const StaffsPicture: StoryObj = {
  name: 'A paid spin with two Golden Staffs, as the round detail draws it',
  loaders: [() => roundOf(SEED.staffs)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as never} />,
};
