import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext.tsx';
import { formatMinor } from '../../money.ts';
import type { GameTable } from '../../table.ts';
import { FairnessPanel, type FairnessPanelProps } from '../FairnessPanel/FairnessPanel.tsx';
import { RecentResults } from '../RecentResults/RecentResults.tsx';
import './GameLayout.css';

export interface GameLayoutProps {
  table: GameTable;
  /** The game's visual: the dice track, the wheel, the board. */
  stage: ReactNode;
  /** The game's controls (its form). */
  controls: ReactNode;
  /** Space outside any control plays (rolls, spins, bets): the rule pages' keyboard shortcut. */
  onPlay?: () => void;
  /** What a verification of this game needs besides the seeds, and whether rotation waits. */
  fairness?: Omit<FairnessPanelProps, 'table'>;
}

/**
 * Elements where Space already means something (typing, pressing, choosing). `ky-wallet`: a key
 * pressed inside the header's wallet (its shadow root) reaches the document from the host.
 */
const INTERACTIVE = 'input, textarea, select, button, a[href], summary, [contenteditable], [role="button"], dialog, ky-wallet';

/**
 * What every game page shares around a game: the balance and mode, the error and status regions,
 * the stage and controls, the fairness panel and the recent results.
 */
export function GameLayout({ table, stage, controls, onPlay, fairness }: GameLayoutProps) {
  const { t, tag, href } = useI18n();
  const id = useId();
  const { session, error } = table;

  // An error shows above the game: on a phone the play button may be a screen below it. Bring
  // it into view (nothing moves when it is in view already).
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  const play = useRef(onPlay);
  play.current = onPlay;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const origin = event.composedPath()[0];
      const target = origin instanceof Element ? origin : event.target instanceof Element ? event.target : null;
      if (target?.closest(INTERACTIVE) || document.querySelector('dialog[open]')) return;
      if (!play.current) return;
      event.preventDefault(); // no page scroll
      play.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="game-layout" data-mode={session.mode}>
      <div className="game-layout__bar">
        <p className="game-layout__balance">
          <span className="game-layout__label">{t('game.balance')}</span>{' '}
          <strong data-testid="game-balance">{formatMinor(session.balance, session.currency, tag)}</strong>
        </p>
        <p className={`game-layout__mode game-layout__mode--${session.mode}`}>{t(session.mode === 'fun' ? 'game.mode.fun' : 'game.mode.real')}</p>
      </div>

      <div className="game-layout__alert" role="alert" id={`${id}-alert`} ref={alert}>
        {error ? (
          <div className="notice notice--error game-layout__error">
            <p>{t(`game.error.${error.code}`)}</p>
            <p className="game-layout__error-actions">
              {error.code === 'not_enough_money' && session.mode === 'real' ? (
                <Link className="button" to={href('/balance')}>
                  {t('game.error.deposit')}
                </Link>
              ) : null}
              <button type="button" className="button button--ghost" onClick={table.dismissError}>
                {t('game.error.dismiss')}
              </button>
            </p>
          </div>
        ) : null}
      </div>

      <div className="game-layout__table">
        <div className="game-layout__stage">{stage}</div>
        <div className="game-layout__controls">{controls}</div>
      </div>
      {/* A live region, not a paragraph: its emphasis is no heading's (axe's p-as-heading). */}
      <div className="game-layout__status" role="status" data-testid="game-status">
        {/* A new node per status: screen readers announce it even when its text is the last one's. */}
        <span key={table.statusId}>{table.status}</span>
      </div>
      <p className="game-layout__hint">{t('game.keyboardHint')}</p>

      <FairnessPanel table={table} {...fairness} />
      <RecentResults table={table} />
    </div>
  );
}
