import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MINES_TILES, type MinesRoundData } from '@ky-wallet/games/contract';
import { MINES_DEFAULT, MINES_MAX, MINES_MIN, minesPayout } from '@ky-wallet/games/fair';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMinor, formatMultiplier, majorText } from '../money.ts';
import { BetField, betOf, firstBet } from '../shared/BetField/BetField.tsx';
import { GameLayout } from '../shared/GameLayout/GameLayout.tsx';
import { toRgsError } from '../rgs/client.ts';
import { OUTCOME_UNKNOWN, type GameTable, type Settlement } from '../table.ts';
import type { RecentResult } from '../types.ts';
import './MinesGame.css';

/** A start that failed so may have opened a round on the game server all the same. */
const ROUND_MAY_BE_OPEN: ReadonlySet<string> = new Set([...OUTCOME_UNKNOWN, 'round_state']);

/** How soon after a round ends a new one may start: a doubled key press is not a second bet. */
const REPEAT_GUARD_MS = 500;

export interface MinesGameProps {
  table: GameTable;
}

const SIDE = 5;
const COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => MINES_MIN + index);

/**
 * Mines (the original-mines rule page): one bet, then tiles uncovered one at a time on a 5x5
 * board, and a cash-out. The open round lives on the game server: a reload resumes it.
 */
export function MinesGame({ table }: MinesGameProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const { currency, limits } = table.session;
  const [bet, setBet] = useState(() => firstBet(currency, limits));
  const [mines, setMines] = useState<number>(MINES_DEFAULT);
  const [round, setRound] = useState<MinesRoundData | null>(null);
  const [focusTile, setFocusTile] = useState(0);
  const board = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const open = round?.state === 'open';
  const startButton = useRef<HTMLButtonElement>(null);
  /** When the last round ended: a second press of the key that ended it must not stake again. */
  const endedAt = useRef(0);
  /** The Start button was pressed with a pointer (not a key): never taken for a doubled key press. */
  const pointerStart = useRef(false);
  const wasOpen = useRef(open);
  // Cash out and Random pick leave with the round: focus goes to Start rather than to the page.
  useLayoutEffect(() => {
    if (wasOpen.current && !open) {
      endedAt.current = Date.now();
      if (document.activeElement === null || document.activeElement === document.body) startButton.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  const amount = betOf(bet, currency, limits);
  const gems = round?.revealed.length ?? 0;

  // The open round, if the page was reloaded (or left) in the middle of one.
  const { run } = table;
  useEffect(() => {
    void run(
      (api) => api.minesActive(),
      (active) => {
        setRound(active);
        setBet(majorText(active.amount, currency));
        setMines(active.mines);
        return { message: t('game.mines.resumed', { count: active.revealed.length }) };
      },
    );
    // Once per session: a later answer is applied by the actions themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  /** A finished round as a result, and what the status region says about it. */
  const settle = (data: MinesRoundData): Settlement => {
    setRound(data);
    if (data.state === 'open') {
      return {
        message: t('game.mines.gem', {
          multiplier: formatMultiplier(data.multiplier, 10_000, 2, tag),
          payout: formatMinor(minesPayout(data.amount, data.mines, data.revealed.length), currency, tag),
        }),
      };
    }
    const result: RecentResult = {
      round: data.round,
      game: 'original-mines',
      amount: data.amount,
      payout: data.payout,
      won: data.state === 'cashed_out',
      outcome: {
        game: 'original-mines',
        mines: data.mines,
        gems: data.revealed.length,
        state: data.state,
        mine_tiles: data.mine_tiles ?? [],
      },
      proof: data.proof,
      time: Date.now(),
    };
    return {
      result,
      message:
        data.state === 'busted'
          ? t('game.mines.busted')
          : t('game.mines.cashedOut', {
              payout: formatMinor(data.payout, currency, tag),
              multiplier: formatMultiplier(data.multiplier, 10_000, 2, tag),
            }),
    };
  };

  /** `byKey`: Space or Enter, which a player may press twice; a second press right after a round ended is not a new bet. */
  const start = async (byKey: boolean) => {
    if (table.busy || open || (byKey && Date.now() - endedAt.current < REPEAT_GUARD_MS)) return;
    if (amount === null) {
      table.refuseInvalid(form.current);
      return;
    }
    let failure: unknown;
    const started = await table.run(
      (api) =>
        api.minesStart({ amount, mines }).catch((error: unknown) => {
          failure = error;
          throw error;
        }),
      (data) => {
        setRound(data);
        return { message: t('game.mines.started', { count: data.mines }) };
      },
    );
    // Its answer lost (or the server says a round is open): the bet may have opened a round all
    // the same. Show it, rather than an idle board whose every bet is refused.
    if (!started && failure !== undefined && ROUND_MAY_BE_OPEN.has(toRgsError(failure).code)) await resumeOpenRound();
    if (started) board.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  };

  /** Shows the open round the game server has, if any (with none, the error stays). */
  const resumeOpenRound = () =>
    table.run(
      (api) => api.minesActive(),
      (data) => {
        setRound(data);
        return { message: t('game.mines.resumed', { count: data.revealed.length }) };
      },
    );

  /**
   * After a refused move, the board follows the game server: the round may have ended elsewhere
   * (another tab cashed out, a timed-out start, the 24-hour settlement), or be open still.
   */
  const resync = () =>
    table.run(
      async (api) => {
        const active = await api.minesActive();
        if (active) return active;
        const { balance, fairness } = await api.balance();
        return { balance, fairness: fairness ?? table.session.fairness };
      },
      (data) => {
        if ('round' in data) {
          setRound(data);
          return { message: t('game.mines.resumed', { count: data.revealed.length }) };
        }
        setRound(null);
        return { message: t('game.mines.ended') };
      },
    );

  const reveal = async (tile: number) => {
    if (table.busy || !round || round.state !== 'open' || round.revealed.includes(tile)) return;
    const current = round.round;
    if ((await table.run((api) => api.minesReveal({ round: current, tile }), settle)) === null) await resync();
  };

  const randomPick = () => {
    if (!round || round.state !== 'open') return;
    const hidden = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !round.revealed.includes(tile));
    const tile = hidden[Math.floor(Math.random() * hidden.length)];
    if (tile !== undefined) {
      setFocusTile(tile);
      void reveal(tile);
    }
  };

  const cashOut = async () => {
    if (table.busy || !round || round.state !== 'open' || round.revealed.length === 0) return;
    const current = round.round;
    if ((await table.run((api) => api.minesCashout({ round: current }), settle)) === null) await resync();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const byPointer = pointerStart.current;
    pointerStart.current = false;
    void start(!byPointer);
  };

  // Arrow keys move between tiles (one tab stop for the board); Home and End jump to the ends.
  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -SIDE, ArrowDown: SIDE };
    let next: number | null = null;
    if (event.key in moves) next = focusTile + (moves[event.key] ?? 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = MINES_TILES - 1;
    if (next === null || next < 0 || next >= MINES_TILES) return;
    event.preventDefault();
    setFocusTile(next);
    board.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const mineTiles = new Set(round?.mine_tiles ?? []);
  const revealed = new Set(round?.revealed ?? []);
  const tileLabel = (tile: number) => {
    const place = { n: tile + 1, row: Math.floor(tile / SIDE) + 1, column: (tile % SIDE) + 1 };
    if (revealed.has(tile)) return t('game.mines.tileGem', place);
    if (mineTiles.has(tile)) return t('game.mines.tileMine', place);
    if (round && round.state !== 'open') return t('game.mines.tileGemUnrevealed', place);
    return t('game.mines.tile', place);
  };

  const stage = (
    <div className="mines-stage">
      <div
        ref={board}
        className="mines-board"
        role="group"
        aria-label={t('game.mines.board')}
        aria-describedby={`${id}-board-hint`}
        onKeyDown={onBoardKey}
        data-state={round?.state ?? 'idle'}
      >
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const kind = revealed.has(tile) ? 'gem' : mineTiles.has(tile) ? 'mine' : round && round.state !== 'open' ? 'gem-unrevealed' : 'hidden';
          return (
            <button
              key={tile}
              type="button"
              className={`mines-tile mines-tile--${kind}`}
              tabIndex={tile === focusTile ? 0 : -1}
              aria-disabled={!open || revealed.has(tile) || table.busy}
              onFocus={() => setFocusTile(tile)}
              onClick={() => void reveal(tile)}
              data-tile={tile}
            >
              <span className="mines-tile__face" aria-hidden="true">
                {kind === 'gem' || kind === 'gem-unrevealed' ? '◆' : kind === 'mine' ? '✸' : ''}
              </span>
              <span className="visually-hidden">{tileLabel(tile)}</span>
            </button>
          );
        })}
      </div>
      <p id={`${id}-board-hint`} className="mines-stage__hint">
        {open ? t('game.mines.boardHint') : t('game.mines.startHint')}
      </p>
    </div>
  );

  const controls = (
    <form ref={form} className="game-form" onSubmit={onSubmit} aria-label={t('game.mines.form')}>
      <BetField value={bet} onChange={setBet} currency={currency} limits={limits} disabled={open} />
      <div className="field">
        <label htmlFor={`${id}-mines`}>{t('game.mines.count')}</label>
        <select id={`${id}-mines`} value={mines} disabled={open} onChange={(event) => setMines(Number(event.target.value))}>
          {COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      {open && round ? (
        <>
          <dl className="game-form__figures">
            <div>
              <dt>{t('game.mines.current')}</dt>
              <dd data-testid="mines-multiplier">{formatMultiplier(round.multiplier, 10_000, 2, tag)}</dd>
            </div>
            <div>
              <dt>{t('game.mines.next')}</dt>
              <dd>{round.next_multiplier === null ? '—' : formatMultiplier(round.next_multiplier, 10_000, 2, tag)}</dd>
            </div>
          </dl>
          <button type="button" className="button button--ghost game-form__secondary" aria-disabled={table.busy} onClick={randomPick}>
            {t('game.mines.random')}
          </button>
          <button
            type="button"
            className="button game-play-button"
            aria-disabled={table.busy || gems === 0}
            onClick={() => void cashOut()}
          >
            {gems === 0
              ? t('game.mines.cashoutFirst')
              : t('game.mines.cashout', { payout: formatMinor(minesPayout(round.amount, round.mines, gems), currency, tag) })}
          </button>
        </>
      ) : (
        <button
          ref={startButton}
          type="submit"
          className="button game-play-button"
          aria-disabled={table.busy}
          onPointerDown={() => (pointerStart.current = true)}
        >
          {table.busy ? t('game.busy') : t('game.mines.start')}
        </button>
      )}
    </form>
  );

  return (
    <GameLayout
      table={table}
      stage={stage}
      controls={controls}
      onPlay={() => (open ? randomPick() : void start(true))}
      fairness={{ locked: open }}
    />
  );
}

export default MinesGame;
