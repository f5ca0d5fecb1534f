import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { DRAW_SPOT, HAND_TILES, SPOTS, SUITS, TILES, readHand, suitOf, type Hand, type Tile } from '@ky-wallet/games/games/scratch-mahjong-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { ScratchCard, type ScratchSkin, type ScratchTicket, type ScratchView } from '../scratch/ScratchCard.tsx';
import type { GameTable } from '../table.ts';
import { mahjongFaces } from './MahjongArt.tsx';
import './MahjongGame.css';

/** A revealed ticket sorted (the rule page's Auto-arrange): its hand, and its spots group by group. */
export interface Arrangement {
  /** The hand the fourteen tiles form; null when they form none. */
  hand: Hand | null;
  /** Spot indices in the order they show: the hand's sets and pair, or a losing ticket's tiles by suit. */
  groups: number[][];
}

const byTable = (a: Tile, b: Tile) => TILES.indexOf(a) - TILES.indexOf(b);

/** The ticket's tiles sorted into the sets and pair of their hand, once all fourteen show; null before. */
export function arrange(spots: readonly (Tile | null)[]): Arrangement | null {
  if (spots.length !== SPOTS || spots.some((spot) => spot === null)) return null;
  const tiles = spots as Tile[];
  const reading = readHand(tiles);
  const groups = reading
    ? reading.groups
    : [...SUITS, null].map((suit) => tiles.filter((tile) => suitOf(tile) === suit).sort(byTable)).filter((group) => group.length > 0);
  // Each tile of a group takes a spot that shows it; the Draw's spot is taken last among equals.
  const taken = new Set<number>();
  return {
    hand: reading?.hand ?? null,
    groups: groups.map((group) =>
      group.map((tile) => {
        const spot = tiles.findIndex((shown, index) => shown === tile && !taken.has(index));
        taken.add(spot);
        return spot;
      }),
    ),
  };
}

/** What a revealed ticket won, in words: the hand's name, or that there is none. */
export function mahjongOutcome(view: ScratchView<Tile>, t: Translate): string {
  const hand = arrange(view.spots)?.hand ?? null;
  return hand ? t(`game.mahjong.hand.${hand}`) : t('game.mahjong.noHand');
}

/** Tiles a row holds on a narrow ticket (two rows of seven): where the sorted groups break. */
const NARROW_ROW = 7;

/** Positions after which a narrow ticket starts a new row, so that no set is cut in two. */
function rowBreaks(groups: readonly number[][]): number[] {
  const breaks: number[] = [];
  let position = 0;
  let filled = 0;
  for (const group of groups) {
    if (filled > 0 && filled + group.length > NARROW_ROW) {
      breaks.push(position - 1);
      filled = 0;
    }
    position += group.length;
    // A full row, or a group longer than a row, wraps by itself.
    filled = (filled + group.length) % NARROW_ROW;
  }
  return breaks;
}

/** Up and Down on the ticket: the tile of the row above or below nearest to this one (none on a ticket of one row). */
function rowNeighbour(board: HTMLElement | null, index: number, key: 'ArrowUp' | 'ArrowDown'): number | null {
  const boxes = [...(board?.querySelectorAll<HTMLElement>('[data-spot]') ?? [])].map((spot) => ({ index: Number(spot.dataset.spot), box: spot.getBoundingClientRect() }));
  const from = boxes.find((spot) => spot.index === index)?.box;
  if (!from || from.height === 0) return null;
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const here = centre(from);
  let best: { index: number; score: number } | null = null;
  for (const { index: other, box } of boxes) {
    const dy = centre(box).y - here.y;
    if (key === 'ArrowUp' ? dy > -from.height / 2 : dy < from.height / 2) continue;
    const score = Math.abs(dy) * 10 + Math.abs(centre(box).x - here.x);
    if (!best || score < best.score) best = { index: other, score };
  }
  return best?.index ?? null;
}

const reducedMotion = () => typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/**
 * The ticket as a mahjong hand: thirteen tiles in a row and the Draw apart; once all show, they
 * slide into their sets and pair (at once under reduced motion) and the hand is named.
 */
function MahjongHand({ spot, ticket, board }: { spot: (index: number) => ReactNode; ticket: ScratchTicket<Tile>; board: RefObject<HTMLDivElement | null> }) {
  const { t, tag } = useI18n();
  const { view } = ticket;
  const arranged = view.multiplier === null ? null : arrange(view.spots);
  const order = new Map<number, number>();
  const groupEnds = new Set<number>();
  arranged?.groups.flat().forEach((index, position) => order.set(index, position));
  arranged?.groups.slice(0, -1).forEach((group) => groupEnds.add(group.at(-1) as number));
  const breaks = arranged ? rowBreaks(arranged.groups) : [];

  // Auto-arrange's slide: each tile from where it was to its sorted place (the layout changes at once).
  const row = useRef<HTMLDivElement>(null);
  const slots = useRef<(HTMLDivElement | null)[]>([]);
  const last = useRef<{ arranged: boolean; places: ({ x: number; y: number } | null)[] }>({ arranged: false, places: [] });
  useLayoutEffect(() => {
    const origin = row.current?.getBoundingClientRect();
    const places = slots.current.map((slot) => {
      const box = slot?.getBoundingClientRect();
      return box && origin ? { x: box.left - origin.left, y: box.top - origin.top } : null;
    });
    const before = last.current;
    last.current = { arranged: arranged !== null, places };
    if (!arranged || before.arranged || reducedMotion()) return;
    slots.current.forEach((slot, index) => {
      const from = before.places[index];
      const to = places[index];
      if (!slot || !from || !to || typeof slot.animate !== 'function' || (from.x === to.x && from.y === to.y)) return;
      slot.animate([{ transform: `translate(${from.x - to.x}px, ${from.y - to.y}px)` }, { transform: 'none' }], {
        duration: 600,
        delay: 350,
        easing: 'cubic-bezier(0.3, 0.7, 0.2, 1)',
        fill: 'backwards',
      });
    });
  });

  const listed = (groups: readonly number[][]) => {
    const [within, between] = tag.startsWith('zh') ? ['、', '；'] : [', ', '; '];
    return groups.map((group) => group.map((index) => t(`game.mahjong.tile.${view.spots[index] as Tile}`)).join(within)).join(between);
  };

  return (
    <div className={`mahjong-hand${arranged ? ' mahjong-hand--arranged' : ''}`} ref={board}>
      <div className="mahjong-hand__tiles" ref={row}>
        {Array.from({ length: SPOTS }, (_, index) => (
          <div
            key={index}
            ref={(slot) => {
              slots.current[index] = slot;
            }}
            className={`mahjong-slot${index === DRAW_SPOT ? ' mahjong-slot--draw' : ''}${groupEnds.has(index) ? ' mahjong-slot--end' : ''}`}
            style={{ order: 2 * (order.get(index) ?? index) }}
          >
            {index === DRAW_SPOT ? (
              <span className="mahjong-slot__label" aria-hidden="true">
                {t('game.mahjong.drawLabel')}
              </span>
            ) : null}
            {spot(index)}
          </div>
        ))}
        {breaks.map((position) => (
          <span key={`break-${position}`} className="mahjong-hand__break" style={{ order: 2 * position + 1 }} aria-hidden="true" />
        ))}
      </div>
      {arranged ? (
        <p className="mahjong-hand__name" data-testid="mahjong-hand">
          {arranged.hand ? t(`game.mahjong.hand.${arranged.hand}`) : t('game.mahjong.noHand')}
          <span className="visually-hidden"> {t('game.mahjong.arranged', { groups: listed(arranged.groups) })}</span>
        </p>
      ) : (
        <p className="mahjong-hand__order">{t('game.mahjong.order')}</p>
      )}
    </div>
  );
}

/**
 * Mahjong Scratch (the scratch-mahjong-n rule page): thirteen hand tiles and the Draw, scratched
 * last; fourteen tiles that form a complete hand win its prize.
 */
export function MahjongGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const hand = useRef<HTMLDivElement>(null);
  const skin: ScratchSkin<Tile> = {
    ...mahjongFaces(t),
    layout: (spot, ticket) => <MahjongHand spot={spot} ticket={ticket} board={hand} />,
    // Left and Right go along the tiles in their order; Up and Down between the rows of a narrow ticket.
    move: (index, key) => (key === 'ArrowLeft' ? index - 1 : key === 'ArrowRight' ? index + 1 : rowNeighbour(hand.current, index, key)),
    // Reveal All turns the hand tile by tile, the Draw last, before the hand is sorted.
    revealStagger: 90,
    labels: { revealAll: t('game.mahjong.revealAll') },
    // The rule page's Auto Buy stops on a single win over the player's limit, not on a loss.
    autoLimits: { singleWin: true, loss: false },
    className: 'mahjong-ticket',
    // The Draw waits for the thirteen hand tiles (the engine refuses it before).
    locked: (index, view) => index === DRAW_SPOT && view.spots.slice(0, HAND_TILES).some((shown) => shown === null),
    outcome: (view) => mahjongOutcome(view, t),
  };
  return <ScratchCard table={table} skin={skin} ticketLabel={t('game.mahjong.ticket')} />;
}

export default MahjongGame;
