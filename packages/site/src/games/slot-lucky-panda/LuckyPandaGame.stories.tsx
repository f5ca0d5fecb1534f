import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw, FloatsExhausted } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/slot-lucky-panda';
import { slotPayout } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMinor } from '../money.ts';
import { SlotReels } from '../slot/SlotReels.tsx';
import { find, openAutoPlay, press, refusedForMoney, renderGame, tableLoader, turnTurboOn, until, withSite } from '../storyKit.tsx';
import { pandaFaces } from './LuckyPandaArt.tsx';
import { LuckyPandaGame, PandaBanner, pandaWin, type PandaView } from './LuckyPandaGame.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Lucky Panda on an in-memory game server with fixed seeds; the toolbar switches the language.
 * A story that needs a feature takes the client seed whose first rounds hold it. The free games
 * play back by themselves: the stories of a moment inside them draw that spin as the stage does.
 */

const SERVER_SEED = '9'.repeat(64);
const RGS = { engine, limits: { min_bet: 25, max_bet: 5_000, levels: [25, 50, 100, 250, 500, 1_000, 2_500, 5_000] } };
/** Client seeds (with the stories' server seed): round 0 of each holds what the name says. */
const SEED = {
  /** Three line wins of J and A. */
  lineWins: 'panda-72',
  /** Stacks on reels 2 and 4 nudge up into eight lines of Dumpling Steamers. */
  nudge: 'panda-197',
  /** 3 Golden Bamboos, 8 free games; 8 more at free game 3; Pandas stick from free game 6; a nudge at free game 13. */
  freeGames: 'panda-9746',
  /** Rounds 0 and 1 without free games, round 2 with them. */
  autoFreeGames: 'panda-auto-106',
  /** Rounds 0 and 1 win nothing. */
  losses: 'panda-loss-2',
} as const;

const meta = {
  title: 'Site/Games/Lucky Panda',
  decorators: [withSite],
  loaders: [tableLoader('slot-lucky-panda')],
  render: renderGame(LuckyPandaGame),
  parameters: { layout: 'fullscreen', rgs: RGS },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '';

/** Spins until a round has shown; with `skip`, pressing Skip as soon as it is offered. */
async function spin(root: HTMLElement, skip = false) {
  const skipOffered = () => root.querySelector('.slot-stage__skip') !== null;
  await press(root, '.game-play-button', () => shown(root) || (skip && skipOffered()), 4000);
  const button = skip ? root.querySelector<HTMLButtonElement>('.slot-stage__skip') : null;
  if (button) await userEvent.click(button);
  await until(() => shown(root), 4000);
}

/** Opens Auto Play, fills a limit (its input's index: 0 the single win, 1 the loss) and starts it. */
async function autoPlay(root: HTMLElement, limit?: { field: 0 | 1; value: string }) {
  await userEvent.click(find(root, '.auto-play > summary'));
  if (limit) await userEvent.type(root.querySelectorAll<HTMLInputElement>('.auto-play__body input')[limit.field] as HTMLInputElement, limit.value);
  await userEvent.click(find(root, '.auto-play__body .button'));
  await until(() => root.querySelector('.auto-play__note') !== null, 30_000);
}

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins: each line drawn and named',
  parameters: { rgs: { ...RGS, clientSeed: SEED.lineWins } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const PandaNudge: Story = {
  name: 'Panda Nudge: two stacks fill their reels, said, and the lines they complete',
  parameters: { rgs: { ...RGS, clientSeed: SEED.nudge } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const FreeGamesOver: Story = {
  name: 'Golden Bamboo free games played to the end: held Pandas, the total, every game listed',
  parameters: { rgs: { ...RGS, clientSeed: SEED.freeGames } },
  play: async ({ canvasElement }) => {
    await spin(canvasElement, true);
    await until(() => canvasElement.querySelector('[data-testid="panda-feature"]') !== null);
  },
};

export const AutoPlayStopsAtFreeGames: Story = {
  name: 'Auto Play stopped by free games won',
  parameters: { rgs: { ...RGS, clientSeed: SEED.autoFreeGames } },
  // With Turbo: three rounds and the free games at the normal pace are longer than a story may take.
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, 'input[id$="-turbo"]'));
    await autoPlay(canvasElement);
  },
};

export const AutoPlayStopsAtSingleWin: Story = {
  name: 'Auto Play stopped by a win over the single-win limit',
  parameters: { rgs: { ...RGS, clientSeed: SEED.lineWins } },
  play: async ({ canvasElement }) => autoPlay(canvasElement, { field: 0, value: '3' }),
};

export const AutoPlayStopsAtLoss: Story = {
  name: 'Auto Play stopped by the loss limit',
  parameters: { rgs: { ...RGS, clientSeed: SEED.losses } },
  play: async ({ canvasElement }) => autoPlay(canvasElement, { field: 1, value: '2' }),
};

export const AutoPlaySettings: Story = {
  name: 'Auto Play settings',
  play: openAutoPlay,
};

export const Turbo: Story = {
  name: 'Turbo on',
  play: turnTurboOn,
};

export const NotEnoughMoney: Story = {
  name: 'Real money, the balance below the bet',
  parameters: { rgs: { ...RGS, mode: 'real', balance: 50 } },
  play: refusedForMoney,
};

/** Round 0 of a client seed, as the engine plays it. */
async function roundOf(clientSeed: string): Promise<{ view: PandaView }> {
  for (let count = 64; ; count *= 4) {
    try {
      return { view: engine.view(engine.start(arrayDraw(await floats(SERVER_SEED, clientSeed, 0, count)), {}).state, true) as PandaView };
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
    }
  }
}

/** One spin of a round on the stage, as the game shows it at that moment: its reels, its wins once they stop, the banner. */
function Moment({ view, index, spinning }: { view: PandaView; index: number; spinning: boolean }) {
  const { t, tag } = useI18n();
  const spin = view.spins[index];
  if (!spin) return null;
  const amount = 100;
  return (
    <div className="panda" style={{ maxWidth: '40rem' }}>
      <div className="slot-stage" data-spinning={spinning}>
        <SlotReels faces={pandaFaces(t)} spin={spin} spinning={spinning} label={t('game.slot.reels')} />
        <div className="slot-stage__bar">
          <p className="slot-stage__spin">{index === 0 ? t('game.slot.kind.base') : t('game.slot.kind.free', { n: index, count: view.spins.length - 1 })}</p>
        </div>
        <div className="slot-stage__banner" aria-live="polite">
          <PandaBanner view={view} amount={amount} currency="cny" index={index} spinning={spinning} />
        </div>
        {!spinning && spin.wins.length > 0 ? (
          <ul className="slot-stage__wins" aria-label={t('game.slot.wins')}>
            {spin.wins.map((win, at) => (
              <li key={at}>{pandaWin(win, spin, t)}</li>
            ))}
            <li className="slot-stage__spin-total">{t('game.slot.spinWin', { payout: formatMinor(slotPayout(amount, spin.win, view.credits), 'cny', tag) })}</li>
          </ul>
        ) : null}
      </div>
    </div>
  );
}

const moment = (index: number, spinning = false): StoryObj => ({
  loaders: [() => roundOf(SEED.freeGames)],
  render: (_args, { loaded }) => <Moment view={loaded.view as PandaView} index={index} spinning={spinning} />,
});

export const FreeGamesTriggered: StoryObj = {
  ...moment(0),
  name: 'Three Golden Bamboos: the scatter pays 2× the total bet and awards 8 free games',
};

export const Retrigger: StoryObj = {
  ...moment(3),
  name: 'Free game 3: three more Golden Bamboos add 8 free games',
};

export const HeldWhileTurning: StoryObj = {
  ...moment(13, true),
  name: 'Free game 13 turning: the sticky Pandas held stay on the reels, said',
};

export const HeldAndNudged: StoryObj = {
  ...moment(13),
  name: 'Free game 13 stopped: held Pandas framed, a stack nudged down, new Pandas stick, the running total',
};

export const LastFreeGame: StoryObj = {
  ...moment(16),
  name: 'The last free game: nothing left, the free games’ total',
};

/** The round detail's picture (history and fairness page) of a round with the free games. */
export const FreeGamesPicture: StoryObj = {
  name: 'A round with the Golden Bamboo free games, as the round detail draws it',
  loaders: [() => roundOf(SEED.freeGames)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as PandaView} />,
};

/** The same for a round with a Panda Nudge. */
export const NudgePicture: StoryObj = {
  name: 'A round with a Panda Nudge, as the round detail draws it',
  loaders: [() => roundOf(SEED.nudge)],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as PandaView} />,
};
