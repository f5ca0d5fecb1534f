import { useId, useMemo } from 'react';
import { CREDITS_PER_BET, FREE_GAMES, LINES, RETRIGGER_GAMES, WILD } from '@ky-wallet/games/games/slot-lucky-panda';
import { slotPayout, winPositions, type ShownWin, type SlotRoundView, type SpinView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { formatMinor } from '../money.ts';
import { SlotMachine, type FeatureProps, type SlotSkin, type SpinBannerProps } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { marksOf, nudgeShift, pandaFaces, rowsOf, symbolName } from './LuckyPandaArt.tsx';

/** The Golden Bamboo free games of a round (the engine's LuckyPandaFeature). */
export interface PandaFeature {
  /** Golden Bamboos on the paid spin: 3, 4 or 5. */
  bamboos: number;
  /** The free games they awarded: 8, 12 or 15. */
  games: number;
  /** How many times 3 or more Golden Bamboos added 8 more. */
  retriggers: number;
  /** What the free games won in all, in credits, after the cap. */
  win: number;
}

export type PandaView = SlotRoundView<PandaFeature>;

/** A list in the page's language: "2, 3 and 4", "2、3、4". */
const listOf = (items: readonly string[], tag: string) => (tag.startsWith('zh') ? items.join('、') : new Intl.ListFormat(tag, { type: 'conjunction' }).format(items));

/** The parts of a spin in words, one after the other. */
const partsOf = (parts: readonly string[], tag: string) => parts.join(tag.startsWith('zh') ? '；' : '; ');

/**
 * A win in words: "Line 4 (rows 1-2-3-2-1): 3 × Koi", "… with the Panda" when a Panda completes
 * it, or the Golden Bamboos anywhere with what they pay and the free games they award.
 */
export function pandaWin(win: ShownWin, spin: SpinView, t: Translate): string {
  if (win.kind === 'scatter') {
    const values = { count: win.count, times: win.win / CREDITS_PER_BET };
    return spin.kind === 'free'
      ? t('game.panda.bamboosMore', { ...values, games: marksOf(spin).retrigger ?? RETRIGGER_GAMES })
      : t('game.panda.bamboos', { ...values, games: FREE_GAMES[win.count] ?? 0 });
  }
  if (win.kind !== 'line') return '';
  const values = { line: win.line, rows: rowsOf(win.line), count: win.count, symbol: symbolName(win.symbol, t) };
  const panda = winPositions(win, spin.grid, { lines: LINES }).some(([reel, row]) => spin.grid[reel]?.[row] === WILD);
  return panda ? t('game.panda.lineWild', values) : t('game.panda.line', values);
}

/** Free games awarded as of spin `index`, that one included (the paid spin's and every retrigger's up to it). */
export function awardedThrough(view: PandaView, index: number): number {
  if (!view.feature) return 0;
  let awarded = view.feature.games;
  for (let at = 1; at <= index; at++) awarded += marksOf(view.spins[at]).retrigger ?? 0;
  return awarded;
}

/** What the free games won up to spin `index`, that one included, in credits, within what the cap left them. */
export function freeWinThrough(view: PandaView, index: number): number {
  let won = 0;
  for (let at = 1; at <= index; at++) won += view.spins[at]?.win ?? 0;
  return Math.min(won, view.feature?.win ?? won);
}

/** "reel 2 (rows 1, 2 and 3) and reel 4 (row 2)": positions by reel, 1-based as the rule page counts them. */
export function positionsText(positions: readonly (readonly [number, number])[], t: Translate, tag: string): string {
  const byReel = new Map<number, number[]>();
  for (const [reel, row] of positions) byReel.set(reel, [...(byReel.get(reel) ?? []), row + 1]);
  const reels = [...byReel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([reel, rows]) => t('game.panda.reelRows', { reel: reel + 1, rows: listOf(rows.sort((a, b) => a - b).map(String), tag), count: rows.length }));
  return listOf(reels, tag);
}

/** A spin's Panda Nudges in words: "Panda Nudge: the stack on reel 3 moves down 1 row to fill the reel". */
export function nudgeNotes(spin: SpinView, t: Translate): string[] {
  return (marksOf(spin).nudges ?? []).map(({ reel, stop }) => {
    const shift = nudgeShift(spin, reel, stop);
    return t(shift > 0 ? 'game.panda.nudgeUp' : 'game.panda.nudgeDown', { reel: reel + 1, count: Math.abs(shift) });
  });
}

/** A free game's Pandas that landed in it (not held from before): they stick too. */
export function newPandas(spin: SpinView): [number, number][] {
  const held = new Set((marksOf(spin).held ?? []).map(([reel, row]) => `${reel},${row}`));
  const out: [number, number][] = [];
  spin.grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === WILD && !held.has(`${reel},${row}`) && out.push([reel, row])));
  return out;
}

/** The sticky Pandas held on a free game's reels before it spins, in words; undefined when none. */
export function heldNote(spin: SpinView, t: Translate, tag: string): string | undefined {
  const held = marksOf(spin).held ?? [];
  return held.length > 0 ? t('game.panda.held', { count: held.length, where: positionsText(held, t, tag) }) : undefined;
}

/** The Pandas that landed in a free game and stick from now on, in words; undefined when none. */
export function sticksNote(spin: SpinView, t: Translate, tag: string): string | undefined {
  const landed = spin.kind === 'free' ? newPandas(spin) : [];
  return landed.length > 0 ? t('game.panda.sticks', { count: landed.length, where: positionsText(landed, t, tag) }) : undefined;
}

/**
 * One spin of the round in words, for the free games' list and the round's picture: the paid
 * spin's nudges and the free games it awards; a free game's held Pandas, nudges, new sticky
 * Pandas, win and retrigger. Undefined for a paid spin with nothing to say.
 */
export function spinStep(view: PandaView, index: number, money: (credits: number) => string, t: Translate, tag: string): string | undefined {
  const spin = view.spins[index];
  if (!spin) return undefined;
  const parts: string[] = [];
  if (index > 0) {
    const held = heldNote(spin, t, tag);
    if (held) parts.push(held);
  }
  parts.push(...nudgeNotes(spin, t));
  const sticks = sticksNote(spin, t, tag);
  if (sticks) parts.push(sticks);
  const bamboos = spin.wins.find((win) => win.kind === 'scatter')?.count ?? 0;
  if (index === 0) {
    if (view.feature) parts.push(t('game.panda.triggered', { bamboos: view.feature.bamboos, games: view.feature.games }));
    return parts.length > 0 ? t('game.panda.paidStep', { what: partsOf(parts, tag) }) : undefined;
  }
  parts.push(spin.win > 0 ? t('game.panda.won', { payout: money(spin.win) }) : t('game.panda.noWin'));
  const retrigger = marksOf(spin).retrigger;
  if (retrigger) parts.push(t('game.panda.retrigger', { bamboos, games: retrigger }));
  return t('game.panda.step', { n: index, what: partsOf(parts, tag) });
}

/** The round's free games in words, said with its result. */
export function pandaFeatures(view: PandaView, t: Translate): string | undefined {
  return view.feature ? t('game.panda.round', { bamboos: view.feature.bamboos, games: view.feature.games, count: view.free?.played ?? 0 }) : undefined;
}

/**
 * The banner over the spin on show. The paid spin, once its reels stop: its Panda Nudges and the
 * free games its Golden Bamboos award. A free game: the sticky Pandas held on the reels as they
 * turn, the free games left and their win so far; once the reels stop, its nudges, the Pandas
 * that stick from now on, what it paid and a retrigger; after the last one, their total.
 */
export function PandaBanner({ view: round, amount, currency, index, spinning }: SpinBannerProps<PandaFeature>) {
  const { t, tag } = useI18n();
  const view = round as PandaView;
  const spin = view.spins[index];
  if (!spin) return null;
  const money = (credits: number) => formatMinor(slotPayout(amount, credits, view.credits), currency, tag);
  const feature = view.feature;
  if (index === 0) {
    if (spinning) return null;
    const notes = nudgeNotes(spin, t);
    if (notes.length === 0 && !feature) return null;
    return (
      <div className="panda-banner" data-testid="panda-banner">
        {notes.map((note) => (
          <p key={note} className="panda-banner__nudge" data-testid="panda-nudge">
            {note}
          </p>
        ))}
        {feature ? (
          <p className="panda-banner__news" data-testid="panda-triggered">
            {t('game.panda.triggered', { bamboos: feature.bamboos, games: feature.games })} {t('game.panda.rule')}
          </p>
        ) : null}
      </div>
    );
  }
  // While the reels turn, this free game is under way: it is no longer left, and has won nothing yet.
  const through = spinning ? index - 1 : index;
  const last = !spinning && index === view.spins.length - 1;
  const left = last && view.capped ? 0 : awardedThrough(view, through) - index;
  const forfeited = last && view.capped ? awardedThrough(view, index) - index : 0;
  const held = heldNote(spin, t, tag);
  const retrigger = spinning ? undefined : marksOf(spin).retrigger;
  const bamboos = spin.wins.find((win) => win.kind === 'scatter')?.count ?? 0;
  const sticks = spinning ? undefined : sticksNote(spin, t, tag);
  return (
    <div className="panda-banner" data-testid="panda-banner">
      <p className="panda-banner__rule">{t('game.panda.rule')}</p>
      <dl className="panda-counters">
        <div>
          <dt>{t('game.panda.left')}</dt>
          <dd data-testid="panda-left">{left}</dd>
        </div>
        <div>
          <dt>{t('game.panda.total')}</dt>
          <dd data-testid="panda-total">{money(freeWinThrough(view, through))}</dd>
        </div>
      </dl>
      {/* A new element for each state: a screen reader says it whole. */}
      <div key={`${index}-${spinning}`} className="panda-banner__state">
        {held ? (
          <p className="panda-banner__held" data-testid="panda-held">
            {held}
          </p>
        ) : null}
        {spinning ? null : (
          <>
            {nudgeNotes(spin, t).map((note) => (
              <p key={note} className="panda-banner__nudge" data-testid="panda-nudge">
                {note}
              </p>
            ))}
            {sticks ? <p data-testid="panda-sticks">{sticks}</p> : null}
            <p className="panda-banner__news">{spin.win > 0 ? t('game.panda.game', { n: index, payout: money(spin.win) }) : t('game.panda.gameNone', { n: index })}</p>
            {retrigger ? (
              <p className="panda-banner__news" data-testid="panda-retrigger">
                {t('game.panda.retrigger', { bamboos, games: retrigger })}
              </p>
            ) : null}
          </>
        )}
        {last ? (
          <p className="panda-banner__over" data-testid="panda-over">
            {t('game.panda.over', { count: index, payout: money(freeWinThrough(view, index)) })}
            {forfeited > 0 ? ` ${t('game.panda.cancelled', { count: forfeited })}` : ''}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The Golden Bamboo free games once played: what started them, every free game in order (the
 * Pandas held, the nudges, the win, a retrigger) and their total. A reduced-motion player, or one
 * who skipped, reads the whole feature here at once.
 */
function FreeGamesPanel({ round, currency }: FeatureProps<PandaFeature> & { currency: string }) {
  const { t, tag } = useI18n();
  const id = useId();
  const view = round.view as PandaView;
  const feature = view.feature;
  if (!feature) return null;
  const money = (credits: number) => formatMinor(slotPayout(round.amount, credits, view.credits), currency, tag);
  const awarded = awardedThrough(view, view.spins.length - 1);
  const played = view.spins.length - 1;
  return (
    <section className="panda-feature" aria-labelledby={`${id}-title`} data-testid="panda-feature">
      <h2 id={`${id}-title`} className="panda-feature__title">
        {t('game.panda.feature')}
      </h2>
      <p>{spinStep(view, 0, money, t, tag)}</p>
      <ol className="panda-feature__games">
        {view.spins.slice(1).map((_, offset) => (
          <li key={offset} data-retrigger={marksOf(view.spins[offset + 1]).retrigger ? true : undefined}>
            {spinStep(view, offset + 1, money, t, tag)}
          </li>
        ))}
      </ol>
      <p className="panda-feature__total" data-testid="panda-feature-total">
        {t('game.panda.over', { count: played, payout: money(feature.win) })}
        {view.capped && awarded > played ? ` ${t('game.panda.cancelled', { count: awarded - played })}` : ''}
      </p>
    </section>
  );
}

/**
 * Lucky Panda (the slot-lucky-panda rule page): 5 reels of 3 rows, 25 fixed lines; the Panda wild
 * on reels 2 to 4 in stacks, which nudge to fill their reel when that wins more; the Golden
 * Bamboo scatter, which pays the total bet and awards 8, 12 or 15 free games where every Panda
 * sticks until they end, and 8 more. The whole round is decided when it starts: the reels play it
 * back, free game after free game.
 */
export function LuckyPandaGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const { currency } = table.session;
  const skin = useMemo<SlotSkin<PandaFeature>>(
    () => ({
      ...pandaFaces(t),
      describeWin: (win, spin) => pandaWin(win, spin, t),
      describeRound: (view) => pandaFeatures(view, t),
      autoStop: (view) => (view.feature ? t('game.panda.autoStop') : undefined),
      autoRule: t('game.panda.autoRule'),
      Banner: PandaBanner,
      // A free game counts "of" the games awarded before it: a retrigger shows in the next one's count.
      freeGamesAt: (view, index) => awardedThrough(view, index - 1),
      Feature: (props) => <FreeGamesPanel {...props} currency={currency} />,
    }),
    [t, currency],
  );
  return (
    <div className="panda">
      <SlotMachine table={table} skin={skin} />
    </div>
  );
}

export default LuckyPandaGame;
