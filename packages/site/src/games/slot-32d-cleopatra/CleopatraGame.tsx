import { CREDITS_PER_BET, FREE_MULTIPLIER, WILD, WILD_MULTIPLIER, type engine } from '@ky-wallet/games/games/slot-32d-cleopatra';
import { slotPayout, type ShownWin, type SpinView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { formatMinor } from '../money.ts';
import { SlotMachine, type SlotSkin, type SpinBannerProps } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { awardOf, cleopatraFaces, rowsOf, symbolName } from './CleopatraArt.tsx';
import './CleopatraGame.css';

/** A Cleopatra 32 round as its engine shows it: the paid spin, then the free games (kind `free`, ×3). */
export type CleopatraView = ReturnType<typeof engine.view>;

/** The rule page's Auto Play counts. */
const AUTO_COUNTS = [10, 25, 50, 100, 500] as const;

/**
 * A win in words: "Line 4 (rows 1-2-3-2-1): 3 × Sphinx with Cleopatra" (the list adds her ×2 and a
 * free game's ×3), a line of Cleopatras alone at her own pay, or the Pyramids anywhere with the
 * free games they award.
 */
export function cleopatraWin(win: ShownWin, spin: SpinView, t: Translate): string {
  if (win.kind === 'scatter') {
    const values = { count: win.count, games: awardOf(spin), times: win.win / CREDITS_PER_BET };
    return spin.kind === 'free' ? t('game.cleopatra.pyramidsMore', values) : t('game.cleopatra.pyramids', values);
  }
  if (win.kind !== 'line') return '';
  const values = { line: win.line, rows: rowsOf(win.line), count: win.count };
  if (win.symbol === WILD) return t('game.cleopatra.wilds', values);
  const symbol = symbolName(win.symbol, t);
  return (win.multiplier ?? 1) > 1 ? t('game.cleopatra.lineWild', { ...values, symbol }) : t('game.cleopatra.line', { ...values, symbol });
}

/** The Pyramids a spin pays for (3, 4 or 5; 0 when it pays none). */
const pyramidsOf = (spin: SpinView) => spin.wins.find((win) => win.kind === 'scatter')?.count ?? 0;

/** Free games awarded by the round's spins up to `index`, that one included (the paid spin's and every retrigger's). */
export function awardedThrough(view: CleopatraView, index: number): number {
  let awarded = 0;
  for (let at = 0; at <= index; at++) awarded += awardOf(view.spins[at]);
  return awarded;
}

/** What the free games won up to spin `index`, that one included, in credits. */
export function freeWinThrough(view: CleopatraView, index: number): number {
  let won = 0;
  for (let at = 1; at <= index; at++) won += view.spins[at]?.win ?? 0;
  return won;
}

/** The round's free games in words, said with its result: how many Pyramids started them and how many were played. */
export function cleopatraFeatures(view: CleopatraView, t: Translate): string | undefined {
  const first = view.spins[0];
  if (!view.free || !first) return undefined;
  return t('game.cleopatra.round', { pyramids: pyramidsOf(first), games: awardOf(first), count: view.free.played });
}

/**
 * The free games as they play: when the Pyramids of the paid spin award them, then for each free
 * game the games left and the free games' win so far (while its reels turn, drawn only; once
 * they stop, said: what it paid, a retrigger), and at the end what they paid in all.
 */
export function FreeGamesBanner({ view, amount, currency, index, spinning }: SpinBannerProps<never>) {
  const { t, tag } = useI18n();
  const spin = view.spins[index];
  if (!view.free || !spin) return null;
  const money = (credits: number) => formatMinor(slotPayout(amount, credits, view.credits), currency, tag);
  const rule = t('game.cleopatra.rule', { times: FREE_MULTIPLIER, wild: FREE_MULTIPLIER * WILD_MULTIPLIER });
  if (index === 0) {
    if (spinning) return null;
    return (
      <div className="cleo-banner cleo-banner--start" data-testid="cleo-banner">
        <p className="cleo-banner__news">{t('game.cleopatra.triggered', { pyramids: pyramidsOf(spin), count: awardOf(spin), rule })}</p>
      </div>
    );
  }
  // While the reels turn, this free game is under way: it is no longer left, and has won nothing yet.
  const through = spinning ? index - 1 : index;
  const left = awardedThrough(view, through) - index;
  const won = money(freeWinThrough(view, through));
  const last = !spinning && index === view.spins.length - 1;
  const retrigger = spinning ? 0 : awardOf(spin);
  return (
    <div className="cleo-banner" data-testid="cleo-banner">
      <p className="cleo-banner__rule">{rule}</p>
      {/* A new element for each state: a screen reader says it whole, once the reels have stopped. */}
      <div key={`${index}-${spinning}`} className="cleo-banner__state" aria-hidden={spinning || undefined}>
        <dl className="cleo-counters">
          <div>
            <dt>{t('game.cleopatra.left')}</dt>
            <dd data-testid="cleo-left">{last && view.capped ? 0 : left}</dd>
          </div>
          <div>
            <dt>{t('game.cleopatra.total')}</dt>
            <dd data-testid="cleo-total">{won}</dd>
          </div>
        </dl>
        {spinning ? null : (
          <p className="cleo-banner__news">
            {spin.win > 0 ? t('game.cleopatra.game', { n: index, payout: money(spin.win) }) : t('game.cleopatra.gameNone', { n: index })}
            {retrigger > 0 ? ` ${t('game.cleopatra.more', { count: retrigger, pyramids: pyramidsOf(spin) })}` : ''}
          </p>
        )}
        {last ? (
          <p className="cleo-banner__over" data-testid="cleo-over">
            {t('game.cleopatra.over', { count: index, payout: won })}
            {view.capped && left > 0 ? ` ${t('game.cleopatra.cancelled', { count: left })}` : ''}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Cleopatra 32 (the slot-32d-cleopatra rule page): five reels of three rows, 32 fixed lines, the
 * Cleopatra wild who doubles the lines she completes, and the Pyramids that pay anywhere and
 * start free games (every win ×3) that Pyramids add to, all decided when the round starts and
 * played back here spin by spin.
 */
export function CleopatraGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const skin: SlotSkin<never> = {
    ...cleopatraFaces(t),
    describeWin: (win, spin) => cleopatraWin(win, spin, t),
    describeRound: (view) => cleopatraFeatures(view, t),
    Banner: FreeGamesBanner,
    // A free game counts "of" the games awarded before it: a retrigger shows in the next one's count.
    freeGamesAt: (view, index) => awardedThrough(view, index - 1),
    autoCounts: AUTO_COUNTS,
    autoStop: (view) => (view.free ? t('game.cleopatra.autoStop') : undefined),
    autoRule: t('game.cleopatra.autoRule'),
  };
  return (
    <div className="cleo">
      <SlotMachine table={table} skin={skin} />
    </div>
  );
}

export default CleopatraGame;
