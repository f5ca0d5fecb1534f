import { useEffect, useId, useRef, useState } from 'react';
import { KINGDOM_IDS, KINGDOMS, SCATTER, type engine, type Kingdom } from '@ky-wallet/games/games/slot-three-kingdoms';
import { slotPayout, type ShownWin, type SlotRoundView, type SpinView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { formatMinor } from '../money.ts';
import { SlotMachine, type FeatureProps, type SlotSkin, type SpinBannerProps } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { KingdomBanner, kingdomsFaces, OATH } from './ThreeKingdomsArt.tsx';

/** The round as the engine shows it, and its feature: the kingdom chosen (null while the choice is open). */
export type ThreeKingdomsView = ReturnType<(typeof engine)['view']>;
export type ThreeKingdomsFeature = NonNullable<ThreeKingdomsView['feature']>;
type View = SlotRoundView<ThreeKingdomsFeature>;

/** A win in words: "Liu Bei on 3 reels: 4 ways", "3 Command Tallies anywhere", the Oath. */
export function kingdomsWin(win: ShownWin, t: Translate): string {
  if (win.kind === 'scatter') return win.symbol === OATH ? t('game.kingdoms.oath') : t('game.kingdoms.tallies', { count: win.count });
  if (win.kind !== 'ways') return '';
  return t('game.kingdoms.ways', { symbol: t(`game.kingdoms.symbol.${win.symbol as 'LIUBEI'}`), reels: win.count, count: win.ways });
}

/** What a spin brought besides its wins: the free games won (again), the full-stack Seal, the Oath. */
export function kingdomsNotes(spin: SpinView, view: View, t: Translate): string[] {
  const notes: string[] = [];
  const tallies = spin.wins.find((win) => win.symbol === SCATTER)?.count ?? 0;
  if (spin.marks?.trigger === true) {
    const kingdom = view.feature?.kingdom;
    notes.push(
      spin.kind === 'base' || !kingdom ? t('game.kingdoms.triggered', { count: tallies }) : t('game.kingdoms.retrigger', { count: tallies, games: KINGDOMS[kingdom].games }),
    );
  }
  if (spin.marks?.fullStack === true) notes.push(t('game.kingdoms.fullStack'));
  if (spin.wins.some((win) => win.symbol === OATH)) notes.push(t('game.kingdoms.oathSworn'));
  return notes;
}

/**
 * Free games awarded before spin `index` lands: the kingdom's games, and as many again for each
 * retrigger already played, so "Free game 5 of 6" turns into "6 of 12" once the tallies land.
 */
export function kingdomsFreeGamesAt(view: View, index: number): number {
  const kingdom = view.feature?.kingdom;
  if (!kingdom) return view.spins.length - 1;
  const retriggers = view.spins.slice(1, index).filter((spin) => spin.marks?.trigger === true).length;
  return KINGDOMS[kingdom].games * (1 + retriggers);
}

/** What the free games added to the round up to spin `upTo` (included), in credits: never past the round's capped win. */
export function freeGamesWin(view: View, upTo = view.spins.length - 1): number {
  const played = view.spins.slice(1, upTo + 1).reduce((sum, spin) => sum + spin.win, 0);
  return Math.min(played, Math.max(0, view.win - (view.spins[0]?.win ?? 0)));
}

/** The times the Command Tallies won the free games again. */
function retriggersOf(view: View): number {
  const kingdom = view.feature?.kingdom;
  return kingdom && view.free ? Math.max(0, view.free.awarded / KINGDOMS[kingdom].games - 1) : 0;
}

/** The round's features in words, said with its result: the Oath, the kingdom and its free games. */
export function kingdomsRound(view: View, t: Translate): string | undefined {
  const parts: string[] = [];
  if (view.spins[0]?.wins.some((win) => win.symbol === OATH)) parts.push(t('game.kingdoms.oathSworn'));
  const kingdom = view.feature?.kingdom;
  if (kingdom) {
    if (view.feature?.chosenBy === 'expiry') parts.push(t('game.kingdoms.expired'));
    parts.push(t('game.kingdoms.round', { kingdom: t(`game.kingdoms.kingdom.${kingdom}`), count: view.spins.length - 1, multiplier: KINGDOMS[kingdom].multiplier }));
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * Under the reels, for the spin on show: what it brought once it stops, and in the free games
 * their win so far.
 */
function KingdomsBanner({ view, amount, currency, index, spinning }: SpinBannerProps<ThreeKingdomsFeature>) {
  const { t, tag } = useI18n();
  const spin = view.spins[index];
  const notes = spin && !spinning ? kingdomsNotes(spin, view, t) : [];
  const free = index > 0 && view.feature?.kingdom ? slotPayout(amount, freeGamesWin(view, spinning ? index - 1 : index), view.credits) : null;
  if (notes.length === 0 && free === null) return null;
  return (
    <div className="kingdoms-banner" data-testid="kingdoms-banner">
      {notes.map((note) => (
        <p key={note} className="kingdoms-banner__note">
          {note}
        </p>
      ))}
      {free !== null ? <p className="kingdoms-banner__total">{t('game.kingdoms.freeWin', { payout: formatMinor(free, currency, tag) })}</p> : null}
    </div>
  );
}

/**
 * The choice of a kingdom, while the round waits for it: three buttons, each saying what it
 * gives; then, once the free games have played, what they gave. Focus comes to the panel's
 * heading when it opens after a spin (not on a page just loaded), and when the button pressed
 * has gone with the playback.
 */
function KingdomsFeature({ round, act, busy, currency }: FeatureProps<ThreeKingdomsFeature>) {
  const { t, tag } = useI18n();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const view = round.view;
  const kingdom = view.feature?.kingdom ?? null;

  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    // Open: the player just spun (focus is somewhere); chosen: the kingdom's button went away.
    if (kingdom === null ? !lost : lost) heading.current?.focus();
  }, [kingdom]);

  if (kingdom === null) {
    const choose = async (choice: Kingdom) => {
      if (busy || sending) return;
      setSending(true);
      try {
        await act('choose', { kingdom: choice });
      } finally {
        setSending(false);
      }
    };
    return (
      <section className="kingdoms-choice" aria-labelledby={`${id}-title`} data-testid="kingdoms-choice">
        <h2 id={`${id}-title`} className="kingdoms-choice__title" tabIndex={-1} ref={heading}>
          {t('game.kingdoms.choose')}
        </h2>
        <p className="kingdoms-choice__intro">{t('game.kingdoms.chooseIntro', { bet: formatMinor(round.amount, currency, tag) })}</p>
        <div className="kingdoms-choice__options">
          {KINGDOM_IDS.map((option) => (
            <button
              key={option}
              type="button"
              className={`kingdoms-option kingdoms-option--${option}`}
              aria-disabled={busy || sending}
              onClick={() => void choose(option)}
            >
              <KingdomBanner kingdom={option} />
              <span className="kingdoms-option__name">{t(`game.kingdoms.kingdom.${option}`)}</span>{' '}
              <span className="kingdoms-option__offer">{t('game.kingdoms.offer', { games: KINGDOMS[option].games, multiplier: KINGDOMS[option].multiplier })}</span>
            </button>
          ))}
        </div>
      </section>
    );
  }

  const retriggers = retriggersOf(view);
  return (
    <section className={`kingdoms-choice kingdoms-choice--done kingdoms-choice--${kingdom}`} aria-labelledby={`${id}-title`} data-testid="kingdoms-result">
      <KingdomBanner kingdom={kingdom} />
      <div>
        <h2 id={`${id}-title`} className="kingdoms-choice__title" tabIndex={-1} ref={heading}>
          {t('game.kingdoms.chosen', { kingdom: t(`game.kingdoms.kingdom.${kingdom}`) })}
        </h2>
        {view.feature?.chosenBy === 'expiry' ? <p>{t('game.kingdoms.expired')}</p> : null}
        <p>
          {t('game.kingdoms.played', { count: view.spins.length - 1, multiplier: KINGDOMS[kingdom].multiplier })}
          {retriggers > 0 ? ` ${t('game.kingdoms.retriggered', { count: retriggers })}` : ''}
        </p>
        <p className="kingdoms-choice__paid">{t('game.kingdoms.paid', { payout: formatMinor(slotPayout(round.amount, freeGamesWin(view), view.credits), currency, tag) })}</p>
      </div>
    </section>
  );
}

/**
 * Three Kingdoms (the slot-three-kingdoms rule page): 5 reels of 3, 4, 5, 4 and 3 rows, 720 ways,
 * the Imperial Seal wild, the Command Tally scatter and the Peach Garden Oath; three Command
 * Tallies win free games, and the round waits for the player to choose Wei, Shu or Wu. Auto Play
 * stops there, for the choice.
 */
export function ThreeKingdomsGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const skin: SlotSkin<ThreeKingdomsFeature> = {
    ...kingdomsFaces(t),
    describeWin: (win) => kingdomsWin(win, t),
    describeRound: (view) => kingdomsRound(view, t),
    describeOpen: () => t('game.kingdoms.chooseNow'),
    autoRule: t('game.kingdoms.autoRule'),
    Feature: KingdomsFeature,
    Banner: KingdomsBanner,
    freeGamesAt: kingdomsFreeGamesAt,
  };
  return (
    <div className="kingdoms">
      <SlotMachine table={table} skin={skin} />
    </div>
  );
}

export default ThreeKingdomsGame;
