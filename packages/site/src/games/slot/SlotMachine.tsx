import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RoundData } from '@ky-wallet/games/contract';
import { slotPayout, type ShownWin, type SlotRoundView, type SpinView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { exponentOf, formatMinor } from '../money.ts';
import { AutoPlayField } from '../shared/AutoPlay/AutoPlayField.tsx';
import { useAutoPlay, type AutoStopReason } from '../shared/AutoPlay/useAutoPlay.ts';
import { BetLevels, levelOf } from '../shared/BetLevels/BetLevels.tsx';
import { GameLayout } from '../shared/GameLayout/GameLayout.tsx';
import type { GameTable, Settlement } from '../table.ts';
import { betLevelsOf } from './levels.ts';
import { SlotReels, type SlotFaces } from './SlotReels.tsx';
import { winTimes } from './wins.ts';
import './SlotMachine.css';

/** What a game's own feature panel gets: the open round, and a way to act in it. */
export interface FeatureProps<F = unknown> {
  round: RoundData<SlotRoundView<F>>;
  /** Sends one of the round's actions (a pick, a choice); resolves when the round answered. */
  act(action: string, input: Record<string, unknown>): Promise<void>;
  busy: boolean;
  /** The session's currency, for the feature's prizes in money. */
  currency: string;
  /** Turbo is on: a feature that plays out by itself goes faster too. */
  turbo: boolean;
  /**
   * A feature that plays out by itself, step by step (Hold & Win's respins), holds the round while
   * it does: Spin and Auto Play wait, and the round's win shows once the panel lets go.
   */
  hold(playing: boolean): void;
}

/** What a game's banner gets: the spin on show, while the round plays back and after. */
export interface SpinBannerProps<F = unknown> {
  view: SlotRoundView<F>;
  /** The round's total bet, in minor units, and the session's currency: the banner's sums in money. */
  amount: number;
  currency: string;
  /** The spin on show (0: the paid spin). */
  index: number;
  /** Its reels are still turning: what comes before the spin shows (a free game's transformed card), not what it won. */
  spinning: boolean;
}

/** How one slot looks and speaks, and what its rule page adds to the family's client. */
export interface SlotSkin<F = unknown> extends SlotFaces {
  /** A win in words, for the list under the reels ("Line 4: three Red FA"). */
  describeWin(win: ShownWin, spin: SpinView): string;
  /** The round's features in words, said with its result ("Fortune Respin", "10 free games"). */
  describeRound?(view: SlotRoundView<F>): string | undefined;
  /** An open round in words, said when it opens and after each action ("Rock 7: a Mother Lode. 2 picks left."). */
  describeOpen?(view: SlotRoundView<F>): string | undefined;
  /** The counts Auto Play offers (the rule page's). @default [10, 25, 50, 100] */
  autoCounts?: readonly number[];
  /** Auto Play stops after this round, by the game's rule (free games won), with this reason. */
  autoStop?(view: SlotRoundView<F>): string | undefined;
  /** What else stops Auto Play, said under its settings. */
  autoRule?: string;
  /** The game's panel for an open round (picks, a choice), and for a finished feature (Hold & Win's coins). */
  Feature?: ComponentType<FeatureProps<F>>;
  /**
   * The game's banner for the spin on show, said as it changes (free games left, a transformed
   * card, a retrigger, the running total), from its reels starting to turn to the next spin.
   */
  Banner?: ComponentType<SpinBannerProps<F>>;
  /**
   * Free games awarded as of a spin, retriggers so far included (the spin's own once its reels
   * have stopped): its label counts "of" these.
   * @default the round's free games, all of them (which tells a retrigger before it lands)
   */
  freeGamesAt?(view: SlotRoundView<F>, index: number, spinning: boolean): number;
}

export interface SlotMachineProps<F> {
  table: GameTable;
  skin: SlotSkin<F>;
}

/** How long a spin is shown before the next one of the round (free games), and with Turbo or reduced motion. */
const SPIN_MS = { normal: 900, turbo: 280 } as const;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The slot family's client: the reels, a bet from the game's levels (− and +, Max Bet), Spin,
 * Turbo, Auto Play with the player's limits, and the round played back spin by spin (the paid
 * spin, respins, free games), each with its wins; a game's feature (picks, a choice) shows in its
 * own panel, and an open round comes back after a reload. The round was decided on the server
 * when it started; the reels show it, they do not decide it.
 */
export function SlotMachine<F>({ table, skin }: SlotMachineProps<F>) {
  const { t, tag } = useI18n();
  const id = useId();
  const { currency, limits } = table.session;
  const levels = betLevelsOf(limits);
  const [bet, setBet] = useState(() => levelOf(10 ** exponentOf(currency), levels));
  const [round, setRound] = useState<RoundData<SlotRoundView<F>> | null>(null);
  /** Which of the round's spins is on the reels (its playback), and whether the reels are turning. */
  const [shown, setShown] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [turbo, setTurbo] = useState(false);
  const turboRef = useRef(turbo);
  turboRef.current = turbo;
  const playback = useRef<{ skip: () => void } | null>(null);
  const [playingBack, setPlayingBack] = useState(false);
  /** The feature panel is playing its feature out (FeatureProps.hold); Auto Play's next spin waits for it. */
  const held = useRef(false);
  const [holding, setHolding] = useState(false);
  const released = useRef<(() => void)[]>([]);
  const hold = useCallback((playing: boolean) => {
    held.current = playing;
    setHolding(playing);
    if (!playing) for (const wake of released.current.splice(0)) wake();
  }, []);
  const untilReleased = () => (held.current ? new Promise<void>((resolve) => released.current.push(resolve)) : Promise.resolve());
  /**
   * The balance the last answer left, for Auto Play's limits: a round played back at once (reduced
   * motion) is over before the page has rendered its balance.
   */
  const balanceNow = useRef(table.session.balance);
  balanceNow.current = table.session.balance;
  const view = round?.view;
  const open = round?.state === 'open';
  const spins = view?.spins ?? [];
  /** The spin on show. */
  const at = Math.min(shown, spins.length - 1);
  const current = spins[at];

  const spinMs = () => (prefersReducedMotion() ? 0 : turboRef.current ? SPIN_MS.turbo : SPIN_MS.normal);

  /** Shows the round's spins one after the other (the first with the reels turning); resolves at the last. */
  const play = useCallback(async (data: RoundData<SlotRoundView<F>>, from: number) => {
    let skipped = false;
    let wake: (() => void) | undefined;
    playback.current = {
      skip: () => {
        skipped = true;
        wake?.();
      },
    };
    setPlayingBack(true);
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        if (skipped || ms === 0) return resolve();
        wake = resolve;
        setTimeout(resolve, ms);
      });
    for (let index = from; index < data.view.spins.length; index++) {
      setShown(index);
      setSpinning(true);
      await wait(spinMs() / 2);
      setSpinning(false);
      if (index < data.view.spins.length - 1) await wait(spinMs());
    }
    setShown(Math.max(0, data.view.spins.length - 1));
    setSpinning(false);
    setPlayingBack(false);
    playback.current = null;
  }, []);

  const settle = (data: RoundData): Settlement => {
    const played = data as RoundData<SlotRoundView<F>>;
    setRound(played);
    if (played.state === 'open') return { message: skin.describeOpen?.(played.view) ?? t('game.slot.waiting') };
    const features = skin.describeRound?.(played.view);
    return {
      result: {
        round: played.round,
        game: table.session.game,
        amount: played.amount,
        payout: played.payout,
        won: played.payout > 0,
        outcome: { game: 'round', multiplier: played.multiplier ?? 0, params: played.params, moves: played.moves },
        proof: played.proof,
        time: Date.now(),
      },
      message: [
        features,
        played.payout > 0 ? t('game.slot.won', { payout: formatMinor(played.payout, currency, tag) }) : t('game.slot.lost'),
        played.view.capped ? t('game.slot.capped') : undefined,
      ]
        .filter(Boolean)
        .join(' '),
    };
  };

  // A round left open (a choice or picks to make) comes back after a reload.
  const { run } = table;
  useEffect(() => {
    void run(
      (api) => api.roundActive(),
      (data) => {
        const active = data as RoundData<SlotRoundView<F>>;
        setRound(active);
        setBet(active.amount);
        setShown(Math.max(0, active.view.spins.length - 1));
        return { message: t('game.slot.resumed') };
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const spin = async () => {
    if (table.busy || open || playback.current || held.current) return null;
    setSpinning(true);
    const data = await table.run((api) => api.roundStart({ amount: bet, params: {} }), settle);
    if (!data) {
      setSpinning(false);
      return null;
    }
    balanceNow.current = data.balance;
    await play(data as RoundData<SlotRoundView<F>>, 0);
    return data as RoundData<SlotRoundView<F>>;
  };

  const act = async (action: string, input: Record<string, unknown>) => {
    if (!round || round.state !== 'open') return;
    const before = round.view.spins.length;
    const data = await table.run((api) => api.roundAct({ round: round.round, action, input }), settle);
    // Only the spins the action added play back: a pick leaves the reels (and the panel) as they are.
    if (data && (data as RoundData<SlotRoundView<F>>).view.spins.length > before) await play(data as RoundData<SlotRoundView<F>>, before);
  };

  const [autoNote, setAutoNote] = useState('');
  const auto = useAutoPlay({
    play: async () => {
      await untilReleased();
      const done = await spin();
      if (!done) return null;
      const stop = done.state === 'open' ? t('game.slot.autoFeature') : skin.autoStop?.(done.view);
      return { payout: done.payout, ...(stop ? { stop } : {}) };
    },
    balance: () => balanceNow.current,
    bet: () => bet,
    pauseMs: () => (prefersReducedMotion() ? 300 : turboRef.current ? 250 : 700),
    onStop: (reason: AutoStopReason) => {
      if (reason === 'done' || reason === 'failed') return;
      setAutoNote(typeof reason === 'string' ? t(`game.auto.stopped.${reason}`) : reason.game);
    },
  });

  const playing = spinning || playingBack;
  const waiting = playing || holding;
  const spinWin = current ? slotPayout(round?.amount ?? bet, current.win, view?.credits ?? 1) : 0;
  const stage = (
    <div className="slot-stage" data-spinning={spinning} data-turbo={turbo}>
      {/* While the server answers, the last round's spin is not on the reels: none of its positions stays. */}
      <SlotReels faces={skin} spin={playingBack || !spinning ? current : undefined} spinning={spinning} label={t('game.slot.reels')} />
      <div className="slot-stage__bar">
        <p className="slot-stage__spin" data-testid="slot-spin-label">
          {current && view && spins.length > 1
            ? t(`game.slot.kind.${current.kind}`, { n: at, count: skin.freeGamesAt?.(view, at, spinning) ?? spins.length - 1 })
            : t('game.slot.kind.base')}
        </p>
        <p className="slot-stage__win" data-testid="slot-win">
          {round && !waiting && round.state !== 'open' ? t('game.slot.roundWin', { payout: formatMinor(round.payout, currency, tag) }) : null}
        </p>
      </div>
      {skin.Banner ? (
        <div className="slot-stage__banner" aria-live="polite">
          {/* While the server answers, no spin is on show yet: the last round's stays unsaid. */}
          {round && current && (playingBack || !spinning) ? <skin.Banner view={round.view} amount={round.amount} currency={currency} index={at} spinning={spinning} /> : null}
        </div>
      ) : null}
      {current && current.wins.length > 0 && !spinning ? (
        <ul className="slot-stage__wins" aria-label={t('game.slot.wins')} data-testid="slot-wins">
          {current.wins.map((win, index) => (
            <li key={index}>
              {skin.describeWin(win, current)}
              {winTimes(win, current)}
            </li>
          ))}
          {spinWin > 0 ? <li className="slot-stage__spin-total">{t('game.slot.spinWin', { payout: formatMinor(spinWin, currency, tag) })}</li> : null}
        </ul>
      ) : null}
      {playing ? (
        <button type="button" className="button button--ghost slot-stage__skip" onClick={() => playback.current?.skip()}>
          {t('game.slot.skip')}
        </button>
      ) : null}
      {skin.Feature && round && (open || view?.feature !== undefined) && !playing ? <skin.Feature round={round} act={act} busy={table.busy} currency={currency} turbo={turbo} hold={hold} /> : null}
    </div>
  );

  const controls: ReactNode = (
    <form className="game-form" aria-label={t('game.slot.form')} onSubmit={(event) => (event.preventDefault(), void spin())}>
      <BetLevels value={bet} onChange={setBet} levels={levels} currency={currency} label={t('game.slot.totalBet')} disabled={open || auto.running || waiting} />
      <button type="submit" className="button game-play-button" aria-disabled={table.busy || open || auto.running || waiting}>
        {table.busy || waiting ? t('game.busy') : t('game.slot.spin')}
      </button>
      <label className="auto-play__option" htmlFor={`${id}-turbo`}>
        <input id={`${id}-turbo`} type="checkbox" checked={turbo} onChange={(event) => setTurbo(event.target.checked)} /> {t('game.slot.turbo')}
      </label>
      <AutoPlayField auto={auto} currency={currency} counts={skin.autoCounts} disabled={open || table.busy || waiting} rule={skin.autoRule} />
      {autoNote ? <p className="auto-play__note">{autoNote}</p> : null}
    </form>
  );

  return <GameLayout table={table} stage={stage} controls={controls} onPlay={() => void spin()} fairness={{ locked: open }} />;
}
