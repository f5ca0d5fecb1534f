import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { arrayDraw, FloatsExhausted } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { COIN, COIN_PRIZES, engine, POSITIONS, REELS, RESPIN_WEIGHTS, type GoldenTigerView } from '@ky-wallet/games/games/slot-golden-tiger';
import { reelWindow, slotPayout } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMinor } from '../money.ts';
import { SlotReels } from '../slot/SlotReels.tsx';
import { find, openAutoPlay, press, renderGame, tableLoader, turnTurboOn, until, withSite } from '../storyKit.tsx';
import { goldenTigerFaces } from './GoldenTigerArt.tsx';
import { GoldenTigerGame, holdAndWinPaid } from './GoldenTigerGame.tsx';
import { HoldAndWin } from './HoldAndWin.tsx';
import { RoundPicture } from './picture.tsx';

/*
 * Golden Tiger on an in-memory game server with fixed seeds; the toolbar switches the language.
 * Each story picks the client seed whose first rounds show its state: stacked Golden Tigers with
 * the Golden Paw (tiger-6244), Hold & Win of eleven respins with a MINI (tiger-2757), Auto Play
 * meeting Hold & Win on its fourth spin (tiger-auto-1).
 */

const SERVER_SEED = '9'.repeat(64);
const LEVELS = [30, 60, 90, 150, 300, 600, 900, 1_500, 3_000, 6_000, 15_000, 30_000];

const meta = {
  title: 'Site/Games/Golden Tiger',
  decorators: [withSite],
  loaders: [tableLoader('slot-golden-tiger')],
  render: renderGame(GoldenTigerGame),
  parameters: { layout: 'fullscreen', rgs: { engine, limits: { min_bet: 30, max_bet: 30_000, levels: LEVELS } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Round `nonce` of the stories' server seed and `client`, with as many floats as it reads. */
async function roundOf(client: string, nonce = 0): Promise<GoldenTigerView> {
  for (let count = 64; ; count *= 2) {
    try {
      return engine.view(engine.start(arrayDraw(await floats(SERVER_SEED, client, nonce, count)), {}).state, true) as GoldenTigerView;
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
    }
  }
}

/**
 * A round that fills the screen, from chosen floats: the stops showing the most coins (MINI, 2x,
 * MINOR, 5x, MAJOR, … by turns), a respin landing three coins, two empty ones, and one filling
 * the rest: GRAND on top of every coin, within the maximum win.
 */
function grandRound(): GoldenTigerView {
  const coinsAt = (reel: number, stop: number) => reelWindow(REELS.strips[reel] ?? [], stop, 3).filter((symbol) => symbol === COIN).length;
  const stops = REELS.strips.map((strip, reel) => {
    let best = 0;
    for (let stop = 1; stop < strip.length; stop++) if (coinsAt(reel, stop) > coinsAt(reel, best)) best = stop;
    return best;
  });
  const coins = stops.reduce((sum, stop, reel) => sum + coinsAt(reel, stop), 0);
  const pick = (index: number, weights: readonly number[]) => (weights.slice(0, index).reduce((a, b) => a + b, 0) + 0.5) / weights.reduce((a, b) => a + b, 0);
  const prize = (label: string) => pick(COIN_PRIZES.findIndex((p) => p.label === label), COIN_PRIZES.map((p) => p.weight));
  const cycle = ['MINI', '2x', 'MINOR', '5x', 'MAJOR', '1x', '0.5x', '3x', '8x', '10x', '20x', '1x', '2x', '0.5x', '1x'];
  const labels = [...cycle];
  const blank = pick(0, RESPIN_WEIGHTS);
  const coin = pick(1, RESPIN_WEIGHTS);
  const empty = POSITIONS - coins;
  const draws = [
    ...stops.map((stop, reel) => (stop + 0.5) / (REELS.strips[reel]?.length ?? 1)),
    ...labels.splice(0, coins).map(prize),
    // Respin 1: three coins, the rest blank; respins 2 and 3: nothing; respin 4: every position left.
    ...Array.from({ length: empty }, (_, i) => (i < 3 ? [coin, prize(labels[i] ?? '1x')] : [blank])).flat(),
    ...Array<number>(2 * (empty - 3)).fill(blank),
    ...Array.from({ length: empty - 3 }, (_, i) => [coin, prize(labels[3 + i] ?? '1x')]).flat(),
  ];
  return engine.view(engine.start(arrayDraw(draws), {}).state, true) as GoldenTigerView;
}

/** Spins and waits until the round's win shows (the reels stopped, Hold & Win over). */
async function spin(root: HTMLElement, timeoutMs = 6000) {
  await press(root, '.game-play-button', () => (root.querySelector('[data-testid="slot-win"]')?.textContent ?? '') !== '', timeoutMs);
}

export const BeforeTheSpin: Story = { name: 'Play money, before the first spin' };

export const AfterASpin: Story = {
  name: 'A spin and its wins: stacked Golden Tigers, the Golden Paw, Gold Coins with their values',
  parameters: { rgs: { clientSeed: 'tiger-6244' } },
  play: async ({ canvasElement }) => spin(canvasElement),
};

export const HoldAndWinPlayed: Story = {
  name: 'Hold & Win, played to its end (eleven respins, a MINI)',
  parameters: { rgs: { clientSeed: 'tiger-2757' } },
  // With Turbo: eleven respins at the normal pace are longer than a story may take to finish.
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, 'input[id$="-turbo"]'));
    await spin(canvasElement, 12_000);
  },
};

export const HoldAndWinPlaying: Story = {
  name: 'Hold & Win while it plays: Spin waits, Skip offered',
  parameters: { rgs: { clientSeed: 'tiger-2757' } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, '.game-play-button', () => canvasElement.querySelector('[data-testid="tiger-hold-and-win"]') !== null, 6000);
  },
};

/** The stage at a step of Hold & Win, held still: the paid spin's reels, then the board. */
function Stage({ view, step, amount = 150 }: { view: GoldenTigerView; step: number; amount?: number }) {
  const { t, tag } = useI18n();
  const worth = (credits: number) => formatMinor(slotPayout(amount, credits, view.credits), 'cny', tag);
  return (
    <div className="tiger" style={{ maxWidth: '40rem' }}>
      <div className="slot-stage">
        <SlotReels faces={goldenTigerFaces(t, tag)} spin={view.spins[0]} label={t('game.slot.reels')} />
        <section className="tiger-feature" aria-labelledby="story-hw">
          <HoldAndWin
            view={view}
            step={step}
            worth={worth}
            total={t('game.tiger.paid', { payout: worth(holdAndWinPaid(view)) })}
            title={
              <h2 id="story-hw" className="tiger-hw__title">
                {t('game.tiger.title')}
              </h2>
            }
          />
        </section>
      </div>
    </div>
  );
}

const atStep = (step: number): StoryObj => ({
  loaders: [async () => ({ view: await roundOf('tiger-2757') })],
  render: (_args, { loaded }) => <Stage view={loaded.view as GoldenTigerView} step={step} />,
});

export const HoldAndWinStart: StoryObj = { ...atStep(0), name: 'Hold & Win: six coins lock, 3 respins' };
export const HoldAndWinEmpty: StoryObj = { ...atStep(2), name: 'Hold & Win, respin 2: no coin, 2 respins left' };
export const HoldAndWinNewCoins: StoryObj = { ...atStep(3), name: 'Hold & Win, respin 3: two new coins, respins back to 3' };
export const HoldAndWinMini: StoryObj = { ...atStep(6), name: 'Hold & Win, respin 6: a MINI jackpot lands' };
export const HoldAndWinOver: StoryObj = { ...atStep(11), name: 'Hold & Win over: no respins left, the total paid' };

export const HoldAndWinGrand: StoryObj = {
  name: 'Hold & Win: all 15 positions, MINI, MINOR, MAJOR and GRAND',
  loaders: [async () => ({ view: grandRound() })],
  render: (_args, { loaded }) => <Stage view={loaded.view as GoldenTigerView} step={(loaded.view as GoldenTigerView).feature?.respins.length ?? 0} />,
};

export const AutoPlayStops: Story = {
  name: 'Auto Play stops when Hold & Win is triggered',
  parameters: { rgs: { clientSeed: 'tiger-auto-1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, '.auto-play > summary'));
    await userEvent.click(find(canvasElement, '.auto-play__body .button'));
    await until(() => canvasElement.querySelector('.auto-play__note') !== null, 60_000);
  },
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
  name: 'Not enough money for the bet',
  parameters: { rgs: { balance: 60 } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, '.game-play-button', () => canvasElement.querySelector('.game-layout__error') !== null);
  },
};

/** The round detail's picture (history and fairness page). */
export const HoldAndWinPicture: StoryObj = {
  name: 'A round with Hold & Win, as the round detail draws it',
  loaders: [async () => ({ view: await roundOf('tiger-2757') })],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as GoldenTigerView} />,
};

export const GrandPicture: StoryObj = {
  name: 'A round that filled the screen (GRAND), as the round detail draws it',
  loaders: [async () => ({ view: grandRound() })],
  render: (_args, { loaded }) => <RoundPicture view={loaded.view as GoldenTigerView} />,
};
