import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { GoldenTigerView, HoldAndWinView } from '@ky-wallet/games/games/slot-golden-tiger';
import { slotPayout, type ShownWin, type SlotRoundView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { formatMinor } from '../money.ts';
import { SlotMachine, type FeatureProps, type SlotSkin } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { goldenTigerFaces } from './GoldenTigerArt.tsx';
import { HoldAndWin } from './HoldAndWin.tsx';
import './GoldenTigerGame.css';

/** How long each respin of Hold & Win stays on the board before the next, and with Turbo. */
const RESPIN_MS = { normal: 1_000, turbo: 400 } as const;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A ways win in words: "Golden Tiger on 4 reels: 27 ways". */
export function goldenTigerWin(win: ShownWin, t: Translate, name: (symbol: string) => string): string {
  if (win.kind !== 'ways') return '';
  return t('game.tiger.ways', { symbol: name(win.symbol), reels: win.count, count: win.ways });
}

/** The round's feature in words, said with its result: Hold & Win and its coins, GRAND. */
export function goldenTigerFeatures(view: SlotRoundView<HoldAndWinView>, t: Translate): string | undefined {
  if (!view.feature) return undefined;
  return [t('game.tiger.round', { count: view.feature.coins }), view.feature.grand ? t('game.tiger.grand') : undefined].filter(Boolean).join(' ');
}

/** What Hold & Win adds to the round, in hundredths of the bet: its coins and GRAND, within the round's maximum. */
export function holdAndWinPaid(view: GoldenTigerView): number {
  const feature = view.feature?.win ?? 0;
  return view.capped ? Math.max(0, view.win - (view.spins[0]?.win ?? 0)) : feature;
}

/**
 * Hold & Win, played out respin by respin once the reels stop: the round was decided when it
 * started, so nothing is asked of the player. Spin waits until the last respin (or Skip); with
 * reduced motion the whole feature shows at once.
 */
function TigerFeature({ round, currency, turbo, hold }: FeatureProps<HoldAndWinView>) {
  const { t, tag } = useI18n();
  const id = useId();
  const view = round.view as GoldenTigerView;
  const last = view.feature?.respins.length ?? 0;
  const [step, setStep] = useState(() => (prefersReducedMotion() ? last : 0));
  const turboRef = useRef(turbo);
  turboRef.current = turbo;
  const skip = useRef<(() => void) | null>(null);
  const total = useRef<HTMLParagraphElement>(null);

  // From the board's first paint, for each round: its win never flashes before the feature that makes it.
  useLayoutEffect(() => {
    if (prefersReducedMotion() || last === 0) {
      setStep(last);
      return;
    }
    let at = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      skip.current = null;
      hold(false);
    };
    const next = () => {
      at += 1;
      setStep(at);
      if (at < last) timer = setTimeout(next, turboRef.current ? RESPIN_MS.turbo : RESPIN_MS.normal);
      else finish();
    };
    setStep(0);
    hold(true);
    skip.current = () => {
      setStep(last);
      finish();
    };
    timer = setTimeout(next, turboRef.current ? RESPIN_MS.turbo : RESPIN_MS.normal);
    return finish;
  }, [round.round, last, hold]);

  const worth = (credits: number) => formatMinor(slotPayout(round.amount, credits, view.credits), currency, tag);
  return (
    <section className="tiger-feature" aria-labelledby={`${id}-title`}>
      <HoldAndWin
        ref={total}
        view={view}
        step={step}
        worth={worth}
        total={t('game.tiger.paid', { payout: worth(holdAndWinPaid(view)) })}
        title={
          <h2 id={`${id}-title`} className="tiger-hw__title">
            {t('game.tiger.title')}
          </h2>
        }
      >
        {step < last ? (
          <button
            type="button"
            className="button button--ghost tiger-hw__skip"
            onClick={() => {
              skip.current?.();
              // The button goes with the playback: focus moves on to what it skipped to.
              requestAnimationFrame(() => total.current?.focus());
            }}
          >
            {t('game.slot.skip')}
          </button>
        ) : null}
      </HoldAndWin>
    </section>
  );
}

/**
 * Golden Tiger (the slot-golden-tiger rule page): 5 reels of 3 rows and 243 ways, stacked Golden
 * Tigers and the Golden Paw wild on reels 2 to 4; Gold Coins show their values or jackpots, and
 * six or more start Hold & Win, shown respin by respin. Auto Play stops when it is triggered.
 */
export function GoldenTigerGame({ table }: { table: GameTable }) {
  const { t, tag } = useI18n();
  const faces = goldenTigerFaces(t, tag);
  const skin: SlotSkin<HoldAndWinView> = {
    ...faces,
    describeWin: (win) => goldenTigerWin(win, t, faces.name),
    describeRound: (view) => goldenTigerFeatures(view, t),
    autoStop: (view) => (view.feature ? t('game.tiger.autoStop') : undefined),
    autoRule: t('game.tiger.autoRule'),
    Feature: TigerFeature,
  };
  return (
    <div className="tiger">
      <SlotMachine table={table} skin={skin} />
    </div>
  );
}

export default GoldenTigerGame;
