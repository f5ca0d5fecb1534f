import { useId, useMemo } from 'react';
import { slotPayout, type ShownWin, type SpinView } from '@ky-wallet/games/slot';
import { RETRIGGER, type MonkeyFeature, type MonkeySpin, type MonkeyView } from '@ky-wallet/games/games/slot-monkeyking';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { formatMinor } from '../money.ts';
import { SlotMachine, type FeatureProps, type SlotSkin, type SpinBannerProps } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { MONKEY_ART, monkeyFaces, staffProduct, symbolName, transformedAt } from './MonkeyArt.tsx';

/** The rule page's Auto Play counts. */
export const AUTO_COUNTS = [10, 25, 50, 100, 500] as const;

/** "×2 and ×3", in the page's language. */
const factorsOf = (factors: readonly number[], tag: string) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(factors.map((factor) => `×${factor}`));

/** A ways or cloud win in words: "Q on 4 reels: 6 ways, ×2 by the Golden Staff", "3 Somersault Clouds anywhere". */
export function monkeyWin(win: ShownWin, spin: SpinView, t: Translate, tag: string): string {
  if (win.kind === 'scatter') return t('game.monkey.clouds', { clouds: win.count });
  if (win.kind !== 'ways') return '';
  const { multiplier, factors } = staffProduct(spin as MonkeySpin, win.count);
  const words = { symbol: symbolName(win.symbol, t), reels: win.count, count: win.ways / multiplier };
  if (multiplier === 1) return t('game.monkey.ways', words);
  const staff = factors.length === 1 ? t('game.monkey.byStaff', { multiplier }) : t('game.monkey.byStaffs', { multiplier, factors: factorsOf(factors, tag) });
  return t('game.monkey.boosted', { ...words, staff });
}

/**
 * Free games awarded as of spin `index`: the trigger's, and the retriggers' up to that free game
 * (its own once its reels have stopped, not while they turn).
 */
export function freeGamesAt(view: MonkeyView, index: number, spinning = false): number {
  const feature = view.feature;
  if (!feature) return 0;
  return feature.trigger.games + RETRIGGER * feature.retriggers.filter((game) => game < index || (game === index && !spinning)).length;
}

/** The free games' win in credits up to spin `index`, within what the round's cap left them. */
export function freeWinAt(view: MonkeyView, index: number): number {
  let total = 0;
  for (const spin of view.spins.slice(1, index + 1)) total += spin.win;
  return Math.min(total, view.win - (view.spins[0]?.win ?? 0));
}

/** What a spin's marks say: each staff and its multiplier, and how several multiply. */
function staffNotes(spin: MonkeySpin, t: Translate, tag: string): string[] {
  const staffs = spin.marks?.staffs ?? [];
  const notes = staffs.map((staff) => t('game.monkey.staff', { multiplier: staff.multiplier, reel: staff.reel + 1 }));
  if (staffs.length > 1) {
    const factors = staffs.map((staff) => staff.multiplier);
    notes.push(t('game.monkey.staffsMultiply', { factors: factorsOf(factors, tag), multiplier: factors.reduce((product, factor) => product * factor, 1) }));
  }
  return notes;
}

/**
 * One spin of the round in words, for the free games' list and the round's picture: the paid
 * spin's staffs and clouds; a free game's transformation, staffs, win and retrigger. Undefined
 * for a paid spin with nothing to say.
 */
export function spinStep(view: MonkeyView, index: number, money: (credits: number) => string, t: Translate, tag: string): string | undefined {
  const spin = view.spins[index] as MonkeySpin;
  const list = new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
  const parts: string[] = [];
  const card = spin.marks?.card;
  if (spin.kind === 'free' && card !== undefined) parts.push(t('game.monkey.transformed', { card, count: transformedAt(spin).size }));
  parts.push(...staffNotes(spin, t, tag));
  const clouds = spin.wins.find((win) => win.kind === 'scatter')?.count ?? 0;
  if (index === 0) {
    if (view.feature) parts.push(t('game.monkey.trigger', { clouds: view.feature.trigger.clouds, games: view.feature.trigger.games }));
    return parts.length > 0 ? t('game.monkey.paidStep', { what: list.format(parts) }) : undefined;
  }
  parts.push(spin.win > 0 ? t('game.monkey.won', { payout: money(spin.win) }) : t('game.monkey.noWin'));
  if (view.feature?.retriggers.includes(index)) parts.push(t('game.monkey.retrigger', { clouds, games: RETRIGGER }));
  return t('game.monkey.step', { n: index, what: list.format(parts) });
}

/** The round's features in words, said with its result. */
export function monkeyFeatures(view: MonkeyView, t: Translate): string | undefined {
  return view.feature ? t('game.monkey.round', { games: view.free?.played ?? 0 }) : undefined;
}

/**
 * The banner over the spin on show: before a free game, the card that turns into the Monkey King;
 * once the reels stop, the staffs and their multipliers, the clouds' free games or retrigger;
 * through the free games, how many are left and what they have won so far.
 */
export function MonkeyBanner({ view: round, amount, currency, index, spinning }: SpinBannerProps<MonkeyFeature>) {
  const { t, tag } = useI18n();
  const view = round as MonkeyView;
  const spin = view.spins[index] as MonkeySpin | undefined;
  if (!spin) return null;
  const feature = view.feature;
  const card = spin.kind === 'free' ? spin.marks?.card : undefined;
  const notes = spinning ? [] : staffNotes(spin, t, tag);
  if (!spinning && feature && index === 0) notes.push(t('game.monkey.trigger', { clouds: feature.trigger.clouds, games: feature.trigger.games }));
  const retrigger = !spinning && feature?.retriggers.includes(index);
  const last = index === view.spins.length - 1;
  if (card === undefined && notes.length === 0) return null;
  return (
    <div className="monkey-banner" data-testid="monkey-banner">
      {card !== undefined ? (
        <p className="monkey-banner__transform">
          <span className="monkey-banner__chips" aria-hidden="true">
            <span className="monkey-chip">{MONKEY_ART[card]}</span>
            <span className="monkey-banner__arrow">→</span>
            <span className="monkey-chip">{MONKEY_ART.KING}</span>
          </span>
          <span data-testid="monkey-transform">
            {t('game.monkey.transformation', { card })}
            {spinning ? null : ` ${t('game.monkey.onReels', { count: transformedAt(spin).size })}`}
          </span>
        </p>
      ) : null}
      {notes.map((note) => (
        <p key={note} className="monkey-banner__note">
          {note}
        </p>
      ))}
      {retrigger ? (
        <p className="monkey-banner__retrigger" data-testid="monkey-retrigger">
          {t('game.monkey.retrigger', { clouds: spin.wins.find((win) => win.kind === 'scatter')?.count ?? 0, games: RETRIGGER })}
        </p>
      ) : null}
      {feature && index > 0 ? (
        <p className="monkey-banner__counters">
          <span data-testid="monkey-left">{t('game.monkey.left', { count: freeGamesAt(view, index, spinning) - index })}</span>
          <span data-testid="monkey-running">{t('game.monkey.total', { payout: formatMinor(slotPayout(amount, freeWinAt(view, spinning ? index - 1 : index), view.credits), currency, tag) })}</span>
        </p>
      ) : null}
      {!spinning && last && feature && feature.forfeited > 0 ? <p className="monkey-banner__note">{t('game.monkey.forfeited', { count: feature.forfeited })}</p> : null}
    </div>
  );
}

/**
 * The 72 Transformations once played: what triggered them, every free game in order (the card
 * transformed, the staffs, its win, a retrigger), and their total. A reduced-motion player, or one
 * who skipped, reads the whole feature here at once.
 */
export function FreeGamesList({ view, amount, currency }: { view: MonkeyView; amount: number; currency: string }) {
  const { t, tag } = useI18n();
  const feature = view.feature;
  if (!feature) return null;
  const money = (credits: number) => formatMinor(slotPayout(amount, credits, view.credits), currency, tag);
  return (
    <>
      <p>{t('game.monkey.trigger', { clouds: feature.trigger.clouds, games: feature.trigger.games })}</p>
      {/* A long run scrolls in its box, by keyboard too. */}
      <div className="monkey-feature__scroll" role="region" aria-label={t('game.monkey.games')} tabIndex={0}>
        <ul className="monkey-feature__games">
          {view.spins.slice(1).map((spin, offset) => (
            <li key={offset} data-retrigger={feature.retriggers.includes(offset + 1) || undefined}>
              {spinStep(view, offset + 1, money, t, tag)}
            </li>
          ))}
        </ul>
      </div>
      {feature.forfeited > 0 ? <p>{t('game.monkey.forfeited', { count: feature.forfeited })}</p> : null}
      <p className="monkey-feature__total" data-testid="monkey-total">
        {t('game.monkey.total', { payout: money(freeWinAt(view, view.spins.length - 1)) })}
      </p>
    </>
  );
}

function FreeGamesPanel({ round, currency }: FeatureProps<MonkeyFeature> & { currency: string }) {
  const { t } = useI18n();
  const id = useId();
  if (!round.view.feature) return null;
  return (
    <section className="monkey-feature" aria-labelledby={`${id}-title`} data-testid="monkey-feature">
      <h2 id={`${id}-title`} className="monkey-feature__title">
        {t('game.monkey.feature')}
      </h2>
      <FreeGamesList view={round.view as MonkeyView} amount={round.amount} currency={currency} />
    </section>
  );
}

/**
 * Monkey King (the slot-monkeyking rule page): 5 reels of 4 rows, 1,024 ways; the Golden Staff
 * wild fills its reel with a multiplier, the staffs' multipliers multiply; the Somersault Cloud
 * pays anywhere and opens the 72 Transformations free games, where a card turns into the Monkey
 * King before each game and clouds add 8 more. The whole round is decided when it starts: the
 * reels play it back, free game after free game.
 */
export function MonkeyGame({ table }: { table: GameTable }) {
  const { t, tag } = useI18n();
  const { currency } = table.session;
  const skin = useMemo<SlotSkin<MonkeyFeature>>(
    () => ({
      ...monkeyFaces(t),
      describeWin: (win, spin) => monkeyWin(win, spin, t, tag),
      describeRound: (view) => monkeyFeatures(view as MonkeyView, t),
      autoCounts: AUTO_COUNTS,
      autoStop: (view) => (view.feature ? t('game.monkey.autoStop') : undefined),
      autoRule: t('game.monkey.autoRule'),
      Banner: MonkeyBanner,
      freeGamesAt: (view, index, spinning) => freeGamesAt(view as MonkeyView, index, spinning),
      Feature: (props) => <FreeGamesPanel {...props} currency={currency} />,
    }),
    [t, tag, currency],
  );
  return <SlotMachine table={table} skin={skin} />;
}

export default MonkeyGame;
