import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { engine, Rock } from '@ky-wallet/games/games/slot-gold-digger';
import { slotPayout, type ShownWin, type SpinView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { formatMinor } from '../money.ts';
import { SlotMachine, type FeatureProps, type SlotSkin, type SpinBannerProps } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { blastOf, diggerFaces, ROCK_ART, rockArt } from './GoldDiggerArt.tsx';
import './GoldDiggerGame.css';

/** A Gold Digger round as its engine shows it, and its Mine Cart Bonus. */
export type DiggerView = ReturnType<typeof engine.view>;
export type MineCart = NonNullable<DiggerView['feature']>;

/** The rock face's columns: arrow keys move by one, up and down by a row. */
const ROCK_COLUMNS = 5;
/** How long Auto Pick leaves each find on screen before the next pick. */
const AUTO_PICK_MS = { normal: 550, turbo: 200 } as const;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A line win in words: "Line 4: 3 × Pickaxe". */
export function diggerWin(win: ShownWin, t: Translate): string {
  if (win.kind !== 'line') return '';
  return t('game.digger.line', { line: win.line, count: win.count, symbol: diggerFaces(t).name(win.symbol) });
}

/** What a rock held: "a gold nugget worth 5× the total bet", "a Miner's Lantern: +1 pick". */
export function foundText(found: Rock, t: Translate): string {
  if (found === 'LANTERN') return t('game.digger.found.LANTERN');
  if (found === 'LODE') return t('game.digger.found.LODE');
  return t('game.digger.found.nugget', { value: found });
}

/** What a broken rock shows under its art: "5×", "+1", "×+1". */
function foundShort(found: Rock): string {
  if (found === 'LANTERN') return '+1';
  if (found === 'LODE') return '×+1';
  return `${found}×`;
}

/** The Dynamite Blast of the paid spin, in words. */
export function blastText(spin: SpinView | undefined, t: Translate): string | undefined {
  const blast = spin ? blastOf(spin) : [];
  return blast.length > 0 ? t('game.digger.blast', { count: blast.length }) : undefined;
}

/** The last rock broken and what it held: "Rock 7: a Mother Lode: +1 to the multiplier." */
function lastFind(feature: MineCart, t: Translate): string | undefined {
  const last = feature.broken.at(-1);
  const found = last === undefined ? null : feature.rocks[last];
  return last === undefined || found === null || found === undefined ? undefined : t('game.digger.bonus.found', { n: last + 1, found: foundText(found, t) });
}

/** An open round in words: the bonus just triggered, or the last pick and the picks left. */
export function diggerOpen(view: DiggerView, t: Translate): string | undefined {
  const feature = view.feature;
  if (!feature) return undefined;
  if (feature.broken.length === 0) return t('game.digger.bonus.start', { picks: feature.picks });
  return [lastFind(feature, t), t('game.digger.bonus.state', { picks: feature.picks, multiplier: feature.multiplier, nuggets: feature.nuggets })].filter(Boolean).join(' ');
}

/** What the Mine Cart Bonus added up to: "nuggets worth 27× the total bet, times ×3: 81× the total bet". */
export function bonusSum(feature: MineCart, t: Translate): string {
  return t('game.digger.bonus.over', { nuggets: feature.nuggets, multiplier: feature.multiplier, total: feature.nuggets * feature.multiplier });
}

/**
 * A finished round's bonus in words, said with its win: the last rock's find and the sum. (The
 * blast is said by its banner as the reels stop.)
 */
export function diggerFeatures(view: DiggerView, t: Translate): string | undefined {
  const feature = view.feature;
  return feature ? [lastFind(feature, t), bonusSum(feature, t)].filter(Boolean).join(' ') : undefined;
}

/** The Dynamite Blast as the reels stop, said as it shows. */
function BlastBanner({ view, index, spinning }: SpinBannerProps<MineCart>) {
  const { t } = useI18n();
  const text = spinning ? undefined : blastText(view.spins[index], t);
  return text ? (
    <p className="digger-banner" data-testid="digger-blast">
      {text}
    </p>
  ) : null;
}

/** The bonus's counters: picks left, the multiplier, the nuggets found and what they pay so far. */
export function BonusCounters({ feature, payout }: { feature: MineCart; payout?: string }) {
  const { t } = useI18n();
  return (
    <dl className="digger-counters" data-testid="digger-counters">
      <div>
        <dt>{t('game.digger.bonus.picks')}</dt>
        <dd data-testid="digger-picks">{feature.picks}</dd>
      </div>
      <div>
        <dt>{t('game.digger.bonus.multiplier')}</dt>
        <dd data-testid="digger-multiplier">×{feature.multiplier}</dd>
      </div>
      <div>
        <dt>{t('game.digger.bonus.nuggets')}</dt>
        <dd data-testid="digger-nuggets">{feature.nuggets}×</dd>
      </div>
      {payout !== undefined ? (
        <div>
          <dt>{t('game.digger.bonus.win')}</dt>
          <dd data-testid="digger-bonus-win">{payout}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A rock as the face shows it once broken (or, after the bonus, left whole): its find and, when picked, its pick's number. */
export function RockContent({ found, pick }: { found: Rock; pick: number | undefined }) {
  return (
    <>
      <span className="digger-rock__found" aria-hidden="true">
        {rockArt(found)}
        <span className="digger-rock__value">{foundShort(found)}</span>
      </span>
      {pick !== undefined ? (
        <span className="digger-rock__order" aria-hidden="true">
          {pick}
        </span>
      ) : null}
    </>
  );
}

/** The rock face once the bonus is over: every rock's find, the picked ones numbered in the order picked. */
export function RockFace({ feature }: { feature: MineCart }) {
  const { t } = useI18n();
  const fresh = feature.broken.at(-1);
  return (
    <ul className="digger-rocks" aria-label={t('game.digger.rocks')}>
      {feature.rocks.map((found, index) => {
        const pick = feature.broken.indexOf(index) + 1 || undefined;
        const rock = found === null ? t('game.digger.rock', { n: index + 1 }) : t('game.digger.rockFound', { n: index + 1, found: foundText(found, t) });
        return (
          <li key={index} className={`digger-rock${pick ? ' digger-rock--broken' : ' digger-rock--left'}${index === fresh ? ' digger-rock--fresh' : ''}`}>
            {found !== null ? <RockContent found={found} pick={pick} /> : null}
            <span className="visually-hidden">{pick ? t('game.digger.rockPicked', { rock, pick }) : t('game.digger.rockLeft', { rock })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Mine Cart Bonus: the rock face of 15 rocks, the picks left, the multiplier and the nuggets
 * found. The player breaks rocks one at a time, or lets Auto Pick break them (lowest first, as
 * the server does when a bonus is left for a day); the round pays when no picks remain, and the
 * face then shows what every rock held.
 */
function MineCartBonus({ round, act, busy, currency, turbo }: FeatureProps<MineCart>) {
  const { t, tag } = useI18n();
  const heading = useId();
  const hint = useId();
  const feature = round.view.feature;
  const open = round.state === 'open';
  const panel = useRef<HTMLElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const latest = useRef(round);
  latest.current = round;
  const [autoPicking, setAutoPicking] = useState(false);
  const stopAuto = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopAuto.current = true;
    };
  }, []);

  // The bonus just started (or came back): the player's next move is a rock.
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('.game-layout')) return;
    panel.current?.querySelector<HTMLButtonElement>('.digger-rock:not([aria-disabled="true"])')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The last pick ends the round and its rock is no button any more: focus goes to what it paid.
  const wasOpen = useRef(open);
  useEffect(() => {
    const active = document.activeElement;
    if (wasOpen.current && !open && (!active || active === document.body || panel.current?.contains(active))) result.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!feature) return null;
  const broken = new Set(feature.broken);
  const fresh = feature.broken.at(-1);
  const payout = formatMinor(slotPayout(round.amount, feature.win, round.view.credits), currency, tag);

  const pick = (rock: number) => {
    if (!open || busy || autoPicking || broken.has(rock)) return;
    void act('pick', { rock });
  };

  const autoPick = async () => {
    if (autoPicking) {
      stopAuto.current = true;
      return;
    }
    stopAuto.current = false;
    setAutoPicking(true);
    try {
      while (!stopAuto.current && mounted.current) {
        const now = latest.current;
        const bonus = now.view.feature;
        if (now.state !== 'open' || !bonus) break;
        const rock = bonus.rocks.findIndex((_, index) => !bonus.broken.includes(index));
        if (rock < 0) break;
        await act('pick', { rock });
        // The answer renders before the next pick reads it; the find stays a moment on screen.
        const pause = prefersReducedMotion() ? 0 : turbo ? AUTO_PICK_MS.turbo : AUTO_PICK_MS.normal;
        await new Promise((resolve) => setTimeout(resolve, pause));
        // A refused or failed pick leaves the face as it was: stop rather than ask again.
        if ((latest.current.view.feature?.broken.length ?? 0) <= bonus.broken.length) break;
      }
    } finally {
      if (mounted.current) setAutoPicking(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rocks = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('.digger-rock'));
    const at = rocks.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: ROCK_COLUMNS, ArrowUp: -ROCK_COLUMNS }[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? rocks.length - 1 : step !== undefined ? at + step : -1;
    if (to < 0 || to >= rocks.length) return;
    event.preventDefault();
    rocks[to]?.focus();
  };

  const said = (index: number) => {
    const found = feature.rocks[index];
    return found === null || found === undefined ? t('game.digger.rock', { n: index + 1 }) : t('game.digger.rockFound', { n: index + 1, found: foundText(found, t) });
  };

  return (
    <section className="digger-bonus" ref={panel} aria-labelledby={heading} data-state={round.state} data-testid="digger-bonus">
      <h2 id={heading} className="digger-bonus__title">
        {t('game.digger.bonus.title')}
      </h2>
      <BonusCounters feature={feature} payout={payout} />
      {open ? (
        <p id={hint} className="digger-bonus__hint">
          {t('game.digger.bonus.hint')}
        </p>
      ) : (
        <p className="digger-bonus__result" ref={result} tabIndex={-1} data-testid="digger-result">
          {round.view.capped
            ? t('game.digger.bonus.capped', { payout: formatMinor(round.payout, currency, tag) })
            : t('game.digger.bonus.paid', { nuggets: feature.nuggets, multiplier: feature.multiplier, payout })}
        </p>
      )}
      {open ? (
        <div className="digger-rocks" role="group" aria-label={t('game.digger.rocks')} aria-describedby={hint} onKeyDown={onKeyDown}>
          {feature.rocks.map((found, index) => {
            const isBroken = broken.has(index) && found !== null;
            return (
              <button
                key={index}
                type="button"
                className={`digger-rock${isBroken ? ' digger-rock--broken' : ''}${index === fresh ? ' digger-rock--fresh' : ''}`}
                aria-disabled={isBroken || autoPicking}
                data-rock={index}
                onClick={() => pick(index)}
              >
                {isBroken ? <RockContent found={found} pick={feature.broken.indexOf(index) + 1} /> : <span aria-hidden="true">{ROCK_ART}</span>}
                <span className="visually-hidden">{said(index)}</span>
              </button>
            );
          })}
        </div>
      ) : (
        <RockFace feature={feature} />
      )}
      {open ? (
        <button type="button" className="button digger-bonus__auto" aria-disabled={busy && !autoPicking} onClick={() => void autoPick()}>
          {autoPicking ? t('game.digger.stopAutoPick') : t('game.digger.autoPick')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * Gold Digger (the slot-gold-digger rule page): five reels, 20 lines, the TNT wild, the Dynamite
 * Blast that turns positions wild, and the Mine Cart Bonus, whose picks keep the round open.
 */
export function GoldDiggerGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const skin: SlotSkin<MineCart> = {
    ...diggerFaces(t),
    describeWin: (win) => diggerWin(win, t),
    describeRound: (view) => diggerFeatures(view as DiggerView, t),
    describeOpen: (view) => diggerOpen(view as DiggerView, t),
    Banner: BlastBanner,
    autoCounts: [10, 25, 50, 100],
    autoRule: t('game.digger.autoRule'),
    Feature: MineCartBonus,
  };
  return (
    <div className="digger">
      <SlotMachine table={table} skin={skin} />
    </div>
  );
}

export default GoldDiggerGame;
