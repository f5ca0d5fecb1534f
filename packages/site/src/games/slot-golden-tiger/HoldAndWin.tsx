import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { COIN, POSITIONS, RESPINS, type GoldenTigerCoin, type GoldenTigerView } from '@ky-wallet/games/games/slot-golden-tiger';
import type { SpinView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { SlotReels } from '../slot/SlotReels.tsx';
import { BLANK, goldenTigerFaces, isJackpot, JACKPOT_CREDITS, JACKPOT_FILL, JACKPOTS, prizeSaid, type TigerMarks } from './GoldenTigerArt.tsx';

/** Hold & Win after `step` respins (0: the coins that started it, 3 respins left). */
export interface HoldAndWinStep {
  /** Every coin locked on the board. */
  coins: GoldenTigerCoin[];
  /** The coins this step landed (none at step 0). */
  landed: GoldenTigerCoin[];
  left: number;
}

const REELS = 5;
const ROWS = POSITIONS / REELS;

/** The board after each respin: index 0 is the start, index n after respin n. */
export function holdAndWinSteps(view: GoldenTigerView): HoldAndWinStep[] {
  const start = (view.spins[0]?.marks as TigerMarks | undefined)?.coins ?? [];
  const steps: HoldAndWinStep[] = [{ coins: start, landed: [], left: RESPINS }];
  for (const respin of view.feature?.respins ?? []) {
    const before = steps.at(-1) as HoldAndWinStep;
    steps.push({ coins: [...before.coins, ...respin.landed], landed: respin.landed, left: respin.left });
  }
  return steps;
}

/** The board as a spin of coins and blanks, the coins just landed marked fresh: the reels draw it. */
function boardSpin(step: HoldAndWinStep): SpinView {
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => (step.coins.some(({ at }) => at[0] === reel && at[1] === row) ? COIN : BLANK)),
  );
  const marks: TigerMarks = { coins: step.coins, fresh: step.landed.map(({ at }) => at) };
  return { kind: 'respin', stops: [], grid, wins: [], multiplier: 1, win: 0, marks: marks as unknown as Record<string, unknown> };
}

/** What the coins on the board are worth, in hundredths of the bet: GRAND on top once all 15 are there. */
const worthOf = (coins: readonly GoldenTigerCoin[]) => coins.reduce((sum, coin) => sum + coin.credits, 0) + (coins.length === POSITIONS ? JACKPOT_CREDITS.GRAND : 0);

/** One step in words: what locked or landed, and the respins left. */
function stepSaid(steps: readonly HoldAndWinStep[], index: number, t: Translate, tag: string): string[] {
  const step = steps[index] as HoldAndWinStep;
  if (index === 0) return [t('game.tiger.locked', { count: step.coins.length, respins: RESPINS })];
  const said =
    step.landed.length > 0
      ? t('game.tiger.landed', { n: index, count: step.landed.length, coins: step.landed.map((coin) => prizeSaid(coin, t, tag)).join(', '), respins: RESPINS })
      : step.left > 0
        ? t('game.tiger.empty', { n: index, count: step.left })
        : t('game.tiger.emptyLast', { n: index });
  return step.coins.length === POSITIONS ? [said, t('game.tiger.grand')] : [said];
}

export interface HoldAndWinProps {
  view: GoldenTigerView;
  /** How far it has run: 0 shows the coins that started it, n the board after respin n. */
  step: number;
  /** Hundredths of the bet as the player reads them: money at the round's bet, or a multiple of the bet (the round's picture). */
  worth(credits: number): string;
  /** The total once the last step shows. */
  total: string;
  /** The panel's title: a heading in the game, plain text in the round's picture. */
  title: ReactNode;
  /** Say each step as it comes (the game); the round's picture shows it still. @default true */
  live?: boolean;
  /** The game's Skip, while it plays. */
  children?: ReactNode;
}

/**
 * Hold & Win as far as `step`: the fixed jackpots (those won lit), the respins left, the board of
 * locked coins (the last respin's new ones marked), each respin said in turn, and the total paid
 * once it has ended. The steps are a live region: each one is said as it comes.
 */
export const HoldAndWin = forwardRef<HTMLParagraphElement, HoldAndWinProps>(function HoldAndWin({ view, step, worth, total, title, live = true, children }, totalRef) {
  const { t, tag } = useI18n();
  const steps = holdAndWinSteps(view);
  const last = steps.length - 1;
  const shown = Math.min(Math.max(step, 0), last);
  const now = steps[shown] as HoldAndWinStep;
  const full = now.coins.length === POSITIONS;
  const won = (jackpot: (typeof JACKPOTS)[number]) => (jackpot === 'GRAND' ? (full ? 1 : 0) : now.coins.filter((coin) => isJackpot(coin.prize) && coin.prize === jackpot).length);
  return (
    <div className="tiger-hw" data-testid="tiger-hold-and-win" data-step={shown}>
      <div className="tiger-hw__head">
        {title}
        <p className="tiger-hw__counts">
          <span className="tiger-hw__left" data-testid="tiger-respins-left">
            <span className="tiger-hw__pips" aria-hidden="true">
              {Array.from({ length: RESPINS }, (_, pip) => (
                <span key={pip} className={pip < now.left ? 'tiger-hw__pip tiger-hw__pip--on' : 'tiger-hw__pip'} />
              ))}
            </span>
            {t('game.tiger.respinsLeft', { count: now.left })}
          </span>
          <span className="tiger-hw__coins" data-testid="tiger-coin-count">
            {t('game.tiger.coins', { count: now.coins.length, total: POSITIONS })} · {t('game.tiger.worth', { payout: worth(worthOf(now.coins)) })}
          </span>
        </p>
      </div>
      <ul className="tiger-jackpots" aria-label={t('game.tiger.jackpots')}>
        {JACKPOTS.map((jackpot) => {
          const count = won(jackpot);
          return (
            <li key={jackpot} className="tiger-jackpot" data-jackpot={jackpot} data-won={count > 0} style={{ '--tiger-jackpot': JACKPOT_FILL[jackpot] } as CSSProperties}>
              {/* Shown as on the coins (MINI); said by its name in the page's language. */}
              <span className="tiger-jackpot__name" aria-hidden="true">
                {jackpot}
              </span>
              <span className="tiger-jackpot__prize" aria-hidden="true">
                {worth(JACKPOT_CREDITS[jackpot])}
              </span>
              <span className="visually-hidden">{t('game.tiger.jackpotPrize', { jackpot: t(`game.tiger.jackpot.${jackpot}`), prize: worth(JACKPOT_CREDITS[jackpot]) })}</span>
              {count > 0 ? ' ' : null}
              {count > 0 ? <span className="tiger-jackpot__won">{count > 1 ? `${t('game.tiger.won')} ×${count}` : t('game.tiger.won')}</span> : null}
            </li>
          );
        })}
      </ul>
      <SlotReels faces={goldenTigerFaces(t, tag)} spin={boardSpin(now)} label={t('game.tiger.board')} />
      <div className="tiger-hw__steps" aria-live={live ? 'polite' : undefined}>
        <ol className="tiger-hw__log" data-testid="tiger-steps">
          {steps.slice(0, shown + 1).map((_, index) =>
            stepSaid(steps, index, t, tag).map((text, part) => (
              <li key={`${index}-${part}`} className={index === shown ? 'tiger-hw__step tiger-hw__step--now' : 'tiger-hw__step'}>
                {text}
              </li>
            )),
          )}
        </ol>
        {shown === last ? (
          <p className="tiger-hw__total" data-testid="tiger-total" tabIndex={-1} ref={totalRef}>
            {total}
            {view.capped ? ` ${t('game.slot.capped')}` : ''}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
});
