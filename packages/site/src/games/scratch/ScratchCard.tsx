import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { RoundData } from '@ky-wallet/games/contract';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { exponentOf, formatMinor, formatMultiplier } from '../money.ts';
import { AutoPlayField, type AutoPlayFieldProps } from '../shared/AutoPlay/AutoPlayField.tsx';
import { useAutoPlay, type AutoStopReason } from '../shared/AutoPlay/useAutoPlay.ts';
import { BetLevels, levelOf } from '../shared/BetLevels/BetLevels.tsx';
import { GameLayout } from '../shared/GameLayout/GameLayout.tsx';
import type { GameTable, Settlement } from '../table.ts';
import type { ScratchFaces } from './ScratchPicture.tsx';
import './ScratchCard.css';

/** A scratch card's view (the scratch family's engine): each spot's content once revealed. */
export interface ScratchView<Spot> {
  spots: (Spot | null)[];
  revealed: number[];
  multiplier: number | null;
}

/** A ticket as a skin's `layout` sees it: what shows, and a move of the game's own. */
export interface ScratchTicket<Spot> {
  view: ScratchView<Spot>;
  /** The ticket takes a move now: it is open, and no call or sequence is under way. */
  ready: boolean;
  /**
   * Scratches `spots` in this order (those still hidden), one call each, awaiting
   * `after(spot, view)` after each (an animation); the card takes no other move meanwhile.
   * Resolves to the ticket's view at the end, or null when a call failed or nothing was done.
   */
  scratchInOrder(spots: readonly number[], after?: (spot: number, view: ScratchView<Spot>) => Promise<void>): Promise<ScratchView<Spot> | null>;
}

/**
 * How one card looks and speaks: its faces (layout, art, names, places: the grid's columns; the
 * spots after `gridSpots`, a bonus coin, sit below it), and its own rules.
 */
export interface ScratchSkin<Spot> extends ScratchFaces<Spot> {
  /** Spots to highlight on the ticket as it is revealed (the pairs found so far). */
  highlight?(view: ScratchView<Spot>): ReadonlySet<number>;
  /**
   * Lays the ticket out when it is not a grid with a row below (ten suns and a box, a hand of
   * tiles): `spot(i)` is spot i's button, and what goes with the spots (a counter, a move of the
   * game's own) may sit among them. Arrow keys still step through the spots by index, ±1 and
   * ±`columns`, unless `move` says otherwise.
   */
  layout?(spot: (index: number) => ReactNode, ticket: ScratchTicket<Spot>): ReactNode;
  /** The spot an arrow key moves to from `index` on the skin's layout (null: none that way). */
  move?(index: number, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): number | null;
  /**
   * Reveal All shows the spots one after another, in the order the ticket revealed them, this
   * many milliseconds apart (at once under prefers-reduced-motion); the prize shows after the last.
   */
  revealStagger?: number;
  /** What the rule page calls Reveal All and Auto Buy (and how it says what Auto Buy does), where it names them otherwise. */
  labels?: { revealAll?: string; auto?: string; autoRule?: string };
  /** The Auto Buy limits the rule page offers (both by default). */
  autoLimits?: AutoPlayFieldProps['limits'];
  /** A hidden spot the rules do not let the player scratch yet (the Draw, before the hand): it waits, disabled. */
  locked?(index: number, view: ScratchView<Spot>): boolean;
  /** A class for the ticket (before one is bought too), for a card whose look is its own. */
  className?: string;
  /** What the finished ticket says ("Three Fu characters: 20x"); the payout is added. */
  outcome(view: ScratchView<Spot>): string;
  /** Auto Buy stops after this ticket, by the game's rule, with this reason (the Golden Toad, if the player asked). */
  autoStop?(view: ScratchView<Spot>): string | undefined;
  /** The game's own Auto Buy options (a checkbox), shown under the limits. */
  autoOptions?: ReactNode;
}

export interface ScratchCardProps<Spot> {
  table: GameTable;
  skin: ScratchSkin<Spot>;
  /** The card's heading for its ticket ("God of Fortune ticket"). */
  ticketLabel: string;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How many of a ticket's revealed spots show (a Reveal All with `revealStagger` shows them in turn). */
interface Shown {
  round: string;
  count: number;
  /** A Reveal All is being shown spot by spot. */
  staggering: boolean;
}

/**
 * The scratch family's client: buy a ticket at one of the game's prices, scratch its spots in any
 * order (or all at once), and see its prize once the last one shows. The ticket was decided when
 * it was bought; scratching only reveals it. An unfinished ticket lives on the game server, so a
 * reload shows it again with the spots already scratched.
 */
export function ScratchCard<Spot>({ table, skin, ticketLabel }: ScratchCardProps<Spot>) {
  const { t, tag } = useI18n();
  const id = useId();
  const { currency, limits } = table.session;
  const levels = limits.levels ?? [limits.min_bet];
  // 1.00 in the currency, or the nearest price below it.
  const [price, setPrice] = useState(() => levelOf(10 ** exponentOf(currency), levels));
  const [ticket, setShownTicket] = useState<RoundData<ScratchView<Spot>> | null>(null);
  // The ticket as the last answer left it, for a sequence of moves between renders.
  const latest = useRef<RoundData<ScratchView<Spot>> | null>(null);
  const setTicket = (round: RoundData<ScratchView<Spot>>) => {
    latest.current = round;
    setShownTicket(round);
  };
  // A skin's sequence of moves (scratchInOrder) is under way: no other move meanwhile.
  const [inSequence, setInSequence] = useState(false);
  const sequence = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [focusSpot, setFocusSpot] = useState(0);
  const board = useRef<HTMLDivElement>(null);
  const open = ticket?.state === 'open';

  // What the ticket shows: all it revealed, but a Reveal All one spot after another (revealStagger).
  const [shown, setShown] = useState<Shown | null>(null);
  const revealedCount = ticket?.view.revealed.length ?? 0;
  const shownCount = ticket && shown?.round === ticket.round ? Math.min(shown.count, revealedCount) : revealedCount;
  useEffect(() => {
    if (!ticket) return;
    const target = ticket.view.revealed.length;
    // A ticket seen for the first time (bought, or back after a reload) shows what it has at once.
    if (shown?.round !== ticket.round) return setShown({ round: ticket.round, count: target, staggering: false });
    if (shown.count >= target) {
      if (shown.staggering) setShown({ ...shown, staggering: false });
      return;
    }
    const delay = skin.revealStagger ?? 0;
    const staggering = shown.staggering || (target - shown.count > 1 && delay > 0 && !prefersReducedMotion());
    if (!staggering) return setShown({ ...shown, count: target });
    const timer = setTimeout(() => setShown({ round: ticket.round, count: shown.count + 1, staggering: true }), delay);
    return () => clearTimeout(timer);
  }, [ticket, shown, skin.revealStagger]);
  const revealing = shownCount < revealedCount;
  const view = ((): ScratchView<Spot> | undefined => {
    if (!ticket || !revealing) return ticket?.view;
    const showing = new Set(ticket.view.revealed.slice(0, shownCount));
    return { spots: ticket.view.spots.map((spot, index) => (showing.has(index) ? spot : null)), revealed: [...showing], multiplier: null };
  })();

  const settle = (data: RoundData): Settlement => {
    const round = data as RoundData<ScratchView<Spot>>;
    setTicket(round);
    if (round.state === 'open') return {};
    return {
      result: {
        round: round.round,
        game: table.session.game,
        amount: round.amount,
        payout: round.payout,
        won: round.payout > 0,
        outcome: { game: 'round', multiplier: round.multiplier ?? 0, params: round.params, moves: round.moves },
        proof: round.proof,
        time: Date.now(),
      },
      message:
        round.payout > 0
          ? t('game.scratch.won', { outcome: skin.outcome(round.view), payout: formatMinor(round.payout, currency, tag) })
          : t('game.scratch.lost', { outcome: skin.outcome(round.view) }),
    };
  };

  // A ticket left unfinished (a reload, another tab) is shown again.
  const { run } = table;
  useEffect(() => {
    void run(
      (api) => api.roundActive(),
      (data) => {
        setTicket(data as RoundData<ScratchView<Spot>>);
        setPrice(data.amount);
        return { message: t('game.scratch.resumed') };
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  // A ticket bought by the player (not by Auto Buy) takes focus to its first spot once it shows.
  const focusTicket = useRef(false);
  useEffect(() => {
    if (!focusTicket.current || !ticket) return;
    focusTicket.current = false;
    setFocusSpot(0);
    board.current?.querySelector<HTMLButtonElement>('[data-spot="0"]')?.focus();
  }, [ticket]);

  const buy = async (byPlayer = true) => {
    if (table.busy || open) return null;
    const bought = await table.run((api) => api.roundStart({ amount: price, params: {} }), settle);
    if (bought && byPlayer) focusTicket.current = true;
    return bought;
  };

  // Spots to scratch, one call at a time: a click, or each spot a pressed pointer is dragged over.
  const queued = useRef<number[]>([]);
  const draining = useRef(false);
  const scratch = async (spot: number) => {
    if (!queued.current.includes(spot)) queued.current.push(spot);
    if (draining.current) return;
    draining.current = true;
    try {
      for (let next = queued.current.shift(); next !== undefined; next = queued.current.shift()) {
        const current = latest.current;
        if (!mounted.current || sequence.current || !current || current.state !== 'open') break;
        if (current.view.spots[next] !== null || skin.locked?.(next, current.view)) continue;
        const input = { spot: next };
        const data = await table.run((api) => api.roundAct({ round: current.round, action: 'scratch', input }), settle);
        if (!data) break;
      }
    } finally {
      queued.current = [];
      draining.current = false;
    }
  };
  const dragging = useRef(false);
  const onBoardPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') dragging.current = event.button === 0;
    else if (event.type !== 'pointermove') dragging.current = false;
    if (!dragging.current || event.type !== 'pointermove' || (event.buttons & 1) === 0 || !open || inSequence) return;
    // A touch keeps to the element it started on: the spot under the finger is found by its place.
    const under = event.currentTarget.ownerDocument.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-spot]');
    if (under && event.currentTarget.contains(under)) void scratch(Number(under.dataset.spot));
  };

  const revealAll = async (round = ticket) => {
    if (!round || round.state !== 'open' || sequence.current) return null;
    return table.run((api) => api.roundAct({ round: round.round, action: 'reveal_all', input: {} }), settle);
  };

  const scratchInOrder: ScratchTicket<Spot>['scratchInOrder'] = async (spots, after) => {
    if (table.busy || sequence.current) return null;
    sequence.current = true;
    setInSequence(true);
    try {
      for (const spot of spots) {
        const current = latest.current;
        if (!mounted.current || !current || current.state !== 'open') break;
        if (current.view.spots[spot] !== null) continue;
        const data = await table.run((api) => api.roundAct({ round: current.round, action: 'scratch', input: { spot } }), settle);
        if (!data) return null;
        // No pause after the move that finished the ticket: the next ticket may be bought at once.
        if (after && mounted.current && data.state === 'open') await after(spot, (data as RoundData<ScratchView<Spot>>).view);
      }
      return latest.current?.view ?? null;
    } finally {
      sequence.current = false;
      if (mounted.current) setInSequence(false);
    }
  };

  const [autoNote, setAutoNote] = useState('');
  const announceStop = (reason: AutoStopReason) => {
    if (reason === 'done' || reason === 'failed') return;
    setAutoNote(typeof reason === 'string' ? t(`game.auto.stopped.${reason}`) : reason.game);
  };
  const auto = useAutoPlay({
    play: async () => {
      const bought = await buy(false);
      if (!bought) return null;
      const done = bought.state === 'open' ? await revealAll(bought as RoundData<ScratchView<Spot>>) : bought;
      if (!done) return null;
      const stop = skin.autoStop?.((done as RoundData<ScratchView<Spot>>).view);
      return { payout: done.payout, ...(stop ? { stop } : {}) };
    },
    balance: () => table.session.balance,
    bet: () => price,
    // The ticket shows (a Reveal All spot by spot) before the next one is bought.
    pauseMs: () => 900 + (prefersReducedMotion() ? 0 : (skin.revealStagger ?? 0) * (latest.current?.view.spots.length ?? 0)),
    onStop: announceStop,
  });

  // Arrow keys move between spots (one tab stop for the ticket), as on the mines board.
  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = view?.spots.length ?? skin.gridSpots;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -skin.columns, ArrowDown: skin.columns };
    let next: number | null = null;
    if (event.key in moves) next = skin.move ? skin.move(focusSpot, event.key as 'ArrowLeft') : focusSpot + (moves[event.key] ?? 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null || next < 0 || next >= count) return;
    event.preventDefault();
    setFocusSpot(next);
    board.current?.querySelector<HTMLButtonElement>(`[data-spot="${next}"]`)?.focus();
  };

  const glowing = view ? (skin.highlight?.(view) ?? new Set<number>()) : new Set<number>();
  const spotCount = view?.spots.length ?? 0;
  const spotButton = (index: number) => {
    const content = view?.spots[index] ?? null;
    const shown = content !== null;
    const locked = !shown && view !== undefined && (skin.locked?.(index, view) ?? false);
    return (
      <button
        key={index}
        type="button"
        className={`scratch-spot${shown ? ' scratch-spot--shown' : ''}${glowing.has(index) ? ' scratch-spot--glow' : ''}${index >= skin.gridSpots ? ' scratch-spot--extra' : ''}${locked ? ' scratch-spot--locked' : ''}`}
        tabIndex={index === focusSpot ? 0 : -1}
        aria-disabled={!open || shown || locked || table.busy || inSequence}
        onFocus={() => setFocusSpot(index)}
        onClick={() => void scratch(index)}
        data-spot={index}
      >
        <span className="scratch-spot__art" aria-hidden="true">
          {shown ? skin.art(content) : null}
        </span>
        <span className="scratch-spot__cover" aria-hidden="true" />
        <span className="visually-hidden">{shown ? t('game.scratch.spotShown', { place: skin.place(index), name: skin.name(content) }) : skin.place(index)}</span>
      </button>
    );
  };

  const stage = (
    <div className="scratch-stage">
      <section className={skin.className ? `scratch-ticket ${skin.className}` : 'scratch-ticket'} aria-labelledby={`${id}-ticket`} data-state={ticket ? ticket.state : 'none'}>
        <h2 id={`${id}-ticket`} className="scratch-ticket__title">
          {ticketLabel}
        </h2>
        {ticket ? (
          <div
            ref={board}
            role="group"
            aria-label={t('game.scratch.spots')}
            aria-describedby={`${id}-hint`}
            onKeyDown={onBoardKey}
            onPointerDown={onBoardPointer}
            onPointerMove={onBoardPointer}
            onPointerUp={onBoardPointer}
            onPointerCancel={onBoardPointer}
          >
            {skin.layout && view ? (
              skin.layout(spotButton, { view, ready: open && !table.busy && !inSequence && !revealing, scratchInOrder })
            ) : (
              <>
                <div className="scratch-ticket__grid" style={{ gridTemplateColumns: `repeat(${skin.columns}, minmax(0, 1fr))` }}>
                  {Array.from({ length: Math.min(skin.gridSpots, spotCount) }, (_, index) => spotButton(index))}
                </div>
                {spotCount > skin.gridSpots ? (
                  <div className="scratch-ticket__extras">{Array.from({ length: spotCount - skin.gridSpots }, (_, index) => spotButton(skin.gridSpots + index))}</div>
                ) : null}
              </>
            )}
          </div>
        ) : (
          <p className="scratch-ticket__empty">{t('game.scratch.none')}</p>
        )}
        {ticket && ticket.state !== 'open' && !revealing ? (
          <p className="scratch-ticket__prize" data-testid="scratch-prize">
            {ticket.payout > 0
              ? t('game.scratch.prize', { payout: formatMinor(ticket.payout, currency, tag), multiplier: formatMultiplier(ticket.multiplier ?? 0, 10_000, 2, tag) })
              : t('game.scratch.noPrize')}
          </p>
        ) : null}
      </section>
      <p id={`${id}-hint`} className="scratch-stage__hint">
        {open ? t('game.scratch.hint') : t('game.scratch.buyHint')}
      </p>
    </div>
  );

  const controls = (
    <form className="game-form" aria-label={t('game.scratch.form')} onSubmit={(event) => (event.preventDefault(), void buy())}>
      <BetLevels value={price} onChange={setPrice} levels={levels} currency={currency} label={t('game.scratch.price')} disabled={open || auto.running} />
      {open ? (
        <button type="button" className="button game-play-button" aria-disabled={table.busy || inSequence} onClick={() => void revealAll()}>
          {skin.labels?.revealAll ?? t('game.scratch.revealAll')}
        </button>
      ) : (
        <button type="submit" className="button game-play-button" aria-disabled={table.busy || auto.running}>
          {table.busy ? t('game.busy') : t('game.scratch.buy', { price: formatMinor(price, currency, tag) })}
        </button>
      )}
      <AutoPlayField
        auto={auto}
        currency={currency}
        disabled={open || table.busy}
        rule={skin.labels?.autoRule ?? t('game.scratch.autoRule')}
        title={skin.labels?.auto ?? t('game.scratch.auto')}
        {...(skin.autoLimits ? { limits: skin.autoLimits } : {})}
      >
        {skin.autoOptions}
      </AutoPlayField>
      {autoNote ? <p className="auto-play__note">{autoNote}</p> : null}
    </form>
  );

  return <GameLayout table={table} stage={stage} controls={controls} onPlay={() => (open ? void revealAll() : void buy())} fairness={{ locked: open }} />;
}
