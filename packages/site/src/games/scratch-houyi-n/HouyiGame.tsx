import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LEAST_WINNING, MOON_SPOT, SUNS, shotCount, type HouyiSpot as Spot } from '@ky-wallet/games/games/scratch-houyi-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { ScratchCard, type ScratchSkin, type ScratchTicket, type ScratchView } from '../scratch/ScratchCard.tsx';
import type { GameTable } from '../table.ts';
import { BowArt, houyiFaces } from './HouyiArt.tsx';
import './HouyiGame.css';

/** Draw the Bow's order: the suns from left to right, then the Moon Palace box. */
const BOW_ORDER = [...Array.from({ length: SUNS }, (_, sun) => sun), MOON_SPOT];
/** How long each arrow's flight is left on screen before the next (the art's strike takes 0.35 s). */
const SHOT_MS = { normal: 420, reduced: 150 } as const;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The spots to glow: the suns shot down once they win (two or more), and a winning Moon Palace box. */
function winning(view: ScratchView<Spot>): Set<number> {
  const glow = new Set<number>();
  if (shotCount(view.spots) >= LEAST_WINNING) view.spots.forEach((spot, index) => spot === 'SHOT' && glow.add(index));
  const moon = view.spots[MOON_SPOT];
  if (moon === 'ELIXIR' || moon === 'RABBIT') glow.add(MOON_SPOT);
  return glow;
}

/** What a revealed ticket won, in words: "5 suns shot down", "The Moon Palace box: Jade Rabbit". */
export function houyiOutcome(view: ScratchView<Spot>, t: Translate): string {
  const count = shotCount(view.spots);
  const moon = view.spots[MOON_SPOT];
  if (count >= LEAST_WINNING) return t('game.houyi.shot', { count });
  if (moon === 'ELIXIR' || moon === 'RABBIT') return t('game.houyi.moonWin', { symbol: t(`game.houyi.symbol.${moon}`) });
  return t('game.houyi.noPrize', { shot: t('game.houyi.shot', { count }) });
}

/**
 * Draw the Bow: pressed, the string comes back; released (a click, Enter, Space), Hou Yi fires
 * at the suns still covered from left to right, one scratch each, and the Moon Palace box opens
 * last. The ticket is the one scratching shows: the arrows only reveal it.
 */
function Bow({ ticket }: { ticket: ScratchTicket<Spot> }) {
  const { t } = useI18n();
  const hint = useId();
  const [drawn, setDrawn] = useState(false);
  const [shooting, setShooting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const draw = () => ticket.ready && setDrawn(true);
  const release = () => setDrawn(false);
  const fire = async () => {
    setDrawn(false);
    if (!ticket.ready) return;
    setShooting(true);
    const pause = prefersReducedMotion() ? SHOT_MS.reduced : SHOT_MS.normal;
    await ticket.scratchInOrder(BOW_ORDER, () => new Promise((resolve) => setTimeout(resolve, pause)));
    if (mounted.current) setShooting(false);
  };
  return (
    <>
      <button
        type="button"
        className={`houyi-bow${drawn ? ' houyi-bow--drawn' : ''}${shooting ? ' houyi-bow--shooting' : ''}`}
        aria-disabled={!ticket.ready}
        aria-describedby={hint}
        // Pulling the string back is no drag across the ticket's spots (which scratches them).
        onPointerDown={(event) => (event.stopPropagation(), draw())}
        onPointerUp={release}
        onPointerLeave={release}
        onKeyDown={(event) => event.key === ' ' && !event.repeat && draw()}
        onKeyUp={release}
        onClick={() => void fire()}
      >
        <BowArt drawn={drawn} />
        <span className="houyi-bow__label">{t('game.houyi.bow')}</span>
      </button>
      <span id={hint} className="visually-hidden">
        {t('game.houyi.bowHint')}
      </span>
    </>
  );
}

/** The ticket: the sky of ten suns with its counter, then the Moon Palace box and the bow. */
function houyiLayout(t: Translate) {
  return function HouyiTicket(spot: (index: number) => ReactNode, ticket: ScratchTicket<Spot>) {
    return (
      <div className="houyi-ticket">
        <div className="houyi-sky">
          <p className="houyi-sky__head">
            <span className="houyi-sky__title">{t('game.houyi.sky')}</span>
            <span className="houyi-counter" aria-live="polite" data-testid="houyi-counter">
              {t('game.houyi.counter', { count: shotCount(ticket.view.spots) })}
            </span>
          </p>
          <div className="houyi-suns">{Array.from({ length: SUNS }, (_, sun) => spot(sun))}</div>
        </div>
        <div className="houyi-ground">
          <div className="houyi-moon">
            <span className="houyi-moon__title" aria-hidden="true">
              {t('game.houyi.moonTitle')}
            </span>
            {spot(MOON_SPOT)}
          </div>
          <Bow ticket={ticket} />
        </div>
      </div>
    );
  };
}

/**
 * Hou Yi Shoots the Suns (the scratch-houyi-n rule page): ten suns in the sky, each shot down or
 * still burning, and the Moon Palace box. Two to nine suns shot down win; the box wins with the
 * Elixir or the Jade Rabbit, on a ticket whose sky wins nothing.
 */
export function HouyiGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const skin: ScratchSkin<Spot> = {
    ...houyiFaces(t),
    highlight: winning,
    outcome: (view) => houyiOutcome(view, t),
    layout: houyiLayout(t),
    // The rule page's Auto Buy stops on a single win over the player's limit, not on a loss.
    autoLimits: { singleWin: true, loss: false },
  };
  return (
    <div className="houyi">
      <ScratchCard table={table} skin={skin} ticketLabel={t('game.houyi.ticket')} />
    </div>
  );
}

export default HouyiGame;
