import type { ReactNode } from 'react';
import {
  ALTAIR_SPOT,
  BRIDGE,
  MAGPIES,
  REUNION_TOTAL,
  SPOTS,
  STAR_SPOTS,
  VEGA_SPOT,
  winsOf,
  type EncounterSpot,
  type Magpie,
} from '@ky-wallet/games/games/scratch-encounter-n';
import type { Translate } from '../../i18n/messages.ts';
import type { ScratchFaces } from '../scratch/ScratchPicture.tsx';
import type { ScratchView } from '../scratch/ScratchCard.tsx';
import './EncounterGame.css';

/*
 * Encounter's art, drawn here (SVG and CSS): the night sky with Altair and Vega, the Silver River
 * with its ten magpies, and the Reunion on the Magpie Bridge. Nothing is fetched. The art is
 * decorative: the ticket says each spot's number and prize in words.
 */

const STAR_ART = (
  <svg className="encounter-star__glyph" viewBox="0 0 64 64" focusable="false">
    <path d="M32 4 L39 23 L60 24 L43.5 37 L49.5 58 L32 46 L14.5 58 L20.5 37 L4 24 L25 23 Z" fill="#f2c94c" stroke="#fff1c2" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

/** A magpie in flight: black head and back, white belly, the blue sheen of its wing and long tail. */
export function MagpieGlyph({ className = 'encounter-magpie__glyph' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 30" focusable="false" aria-hidden="true">
      <path d="M28 16 L47 9 L46 14 L29 19 Z" fill="#1f3f7a" />
      <ellipse cx="20" cy="17" rx="11" ry="6.5" fill="#141a2e" />
      <ellipse cx="19" cy="20" rx="7" ry="3.2" fill="#ffffff" />
      <circle cx="10" cy="12" r="5" fill="#141a2e" />
      <path d="M5.5 11.5 L1 13 L5.5 14.2 Z" fill="#3a3a3a" />
      <circle cx="8.6" cy="11" r="1.1" fill="#ffffff" />
      <path d="M15 14 Q23 3 33 9 Q25 14 15 14 Z" fill="#3f7fd1" />
    </svg>
  );
}

const BRIDGE_ART = (
  <svg className="encounter-magpie__glyph" viewBox="0 0 48 30" focusable="false">
    <path d="M3 27 Q24 -2 45 27" stroke="#c8921a" strokeWidth="5" fill="none" strokeLinecap="round" />
    <path d="M3 27 Q24 -2 45 27" stroke="#ffd86b" strokeWidth="2" fill="none" strokeLinecap="round" />
    {[8, 16, 24, 32, 40].map((x, index) => (
      <path key={x} d={`M${x - 3} ${[20, 12, 9, 12, 20][index]} q3 -4 6 0 q-3 -1.5 -6 0 z`} fill="#141a2e" />
    ))}
  </svg>
);

/** A spot's art: a star number, or a magpie with its number (or the bridge) and its prize. */
export function encounterArt(spot: EncounterSpot): ReactNode {
  if (typeof spot === 'number') {
    return (
      <span className="encounter-star">
        {STAR_ART}
        <span className="encounter-star__number">{spot}</span>
      </span>
    );
  }
  return (
    <span className={`encounter-magpie${spot.number === BRIDGE ? ' encounter-magpie--bridge' : ''}`}>
      {spot.number === BRIDGE ? BRIDGE_ART : <MagpieGlyph />}
      {spot.number === BRIDGE ? null : <span className="encounter-magpie__number">{spot.number}</span>}
      <span className="encounter-magpie__prize">{spot.prize}×</span>
    </span>
  );
}

/** The ticket's faces in the page's language: the game and its round detail draw the same. */
export function encounterFaces(t: Translate): ScratchFaces<EncounterSpot> {
  return {
    columns: 5,
    gridSpots: SPOTS,
    art: encounterArt,
    name: (spot) => {
      if (typeof spot === 'number') return t('game.encounter.star', { number: spot });
      return spot.number === BRIDGE ? t('game.encounter.bridge', { prize: spot.prize }) : t('game.encounter.number', { number: spot.number, prize: spot.prize });
    },
    place: (index) => {
      if (index === ALTAIR_SPOT) return t('game.encounter.altair');
      if (index === VEGA_SPOT) return t('game.encounter.vega');
      return t('game.encounter.magpie', { n: index - STAR_SPOTS + 1 });
    },
  };
}

/** The spots that win as far as they show: the magpies that match a star or show the bridge, and the stars they match. */
export function matchesOf(view: ScratchView<EncounterSpot>): Set<number> {
  const { places } = winsOf(view.spots);
  const glow = new Set(places.map((place) => STAR_SPOTS + place));
  for (const place of places) {
    const magpie = view.spots[STAR_SPOTS + place] as Magpie;
    if (magpie.number === view.spots[ALTAIR_SPOT]) glow.add(ALTAIR_SPOT);
    if (magpie.number === view.spots[VEGA_SPOT]) glow.add(VEGA_SPOT);
  }
  return glow;
}

/** The magpies' rows: places 0 to 4 above, 5 to 9 below. */
const ROW = MAGPIES / 2;

type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * The arrow keys on the ticket as it is drawn: Altair and Vega side by side above the river,
 * the magpies in two rows of five; Left and Right go through every spot in order.
 */
export function encounterMove(index: number, key: Arrow): number | null {
  const step = (next: number) => (next >= 0 && next < SPOTS ? next : null);
  if (key === 'ArrowLeft') return step(index - 1);
  if (key === 'ArrowRight') return step(index + 1);
  if (index < STAR_SPOTS) return key === 'ArrowDown' ? (index === ALTAIR_SPOT ? STAR_SPOTS : STAR_SPOTS + ROW - 1) : null;
  const place = index - STAR_SPOTS;
  if (key === 'ArrowDown') return place < ROW ? index + ROW : null;
  if (place >= ROW) return index - ROW;
  return place < ROW / 2 ? ALTAIR_SPOT : VEGA_SPOT;
}

/**
 * The Reunion, when a ticket wins 520x: the magpies fly in to form the bridge over the Silver
 * River, and the Cowherd and the Weaver Girl walk onto it and meet (still under
 * prefers-reduced-motion). It is only a picture: the prize is the ticket's.
 */
export function Reunion({ t }: { t: Translate }) {
  // The bridge's arc (a quadratic curve from bank to bank), and a magpie every tenth of it.
  const at = (f: number) => ({ x: 30 + 260 * f, y: (1 - f) * (1 - f) * 120 + 2 * (1 - f) * f * 24 + f * f * 120 });
  const birds = Array.from({ length: 11 }, (_, index) => ({ ...at(index / 10), delay: `${(0.12 * index).toFixed(2)}s` }));
  return (
    <figure className="encounter-reunion" data-testid="encounter-reunion">
      <svg viewBox="0 0 320 150" role="img" aria-label={t('game.encounter.reunion')} focusable="false">
        <defs>
          <linearGradient id="encounter-reunion-river" x1="0" x2="1">
            <stop offset="0" stopColor="#6d7fd6" stopOpacity="0.2" />
            <stop offset="0.5" stopColor="#dfe6ff" stopOpacity="0.85" />
            <stop offset="1" stopColor="#6d7fd6" stopOpacity="0.2" />
          </linearGradient>
        </defs>
        <rect x="0" y="122" width="320" height="22" rx="8" fill="url(#encounter-reunion-river)" />
        <path className="encounter-reunion__arc" d="M30 120 Q160 24 290 120" stroke="#ffd86b" strokeWidth="3" fill="none" strokeLinecap="round" />
        {birds.map(({ x, y, delay }) => (
          <g key={x} className="encounter-reunion__bird" style={{ animationDelay: delay }}>
            <path d={`M${x - 12} ${(y - 3).toFixed(1)} q12 -11 24 0 q-12 -4 -24 0 z`} fill="#eef1ff" stroke="#141a2e" strokeWidth="1" />
            <path d={`M${x - 3} ${(y - 6).toFixed(1)} q4 -7 10 -4`} stroke="#6fa8ff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          </g>
        ))}
        <g className="encounter-reunion__cowherd">
          <circle cx="144" cy="40" r="7" fill="#f6d7a7" />
          <path d="M137 33 Q144 27 151 33 Z" fill="#141a2e" />
          <path d="M136 48 L152 48 L156 70 L132 70 Z" fill="#3f7fd1" />
          <path d="M128 52 L156 48" stroke="#c08a4a" strokeWidth="2.5" strokeLinecap="round" />
        </g>
        <g className="encounter-reunion__weaver">
          <circle cx="176" cy="40" r="7" fill="#f6d7a7" />
          <circle cx="176" cy="31" r="4" fill="#141a2e" />
          <path d="M168 48 L184 48 L189 70 L163 70 Z" fill="#e0588a" />
          <path d="M188 52 Q200 60 194 68" stroke="#ffb3cf" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </g>
        <path className="encounter-reunion__heart" d="M160 14 C155 6 145 9 148 18 C150 24 160 29 160 29 C160 29 170 24 172 18 C175 9 165 6 160 14 Z" fill="#ff5c8a" />
      </svg>
      <figcaption className="encounter-reunion__caption">{t('game.encounter.reunionTitle')} · 520×</figcaption>
    </figure>
  );
}

/** The ticket wins the top prize: the Reunion plays. */
export const REUNION_MULTIPLIER = REUNION_TOTAL * 10_000;

/**
 * The ticket as Encounter draws it: the night sky with the two stars, then the Silver River with
 * the magpies. `cell(i)` is spot i: a button in the game; in the round's picture (`list`), the
 * content of a list item.
 */
export function EncounterBoard({ cell, view, t, list = false, children }: { cell: (index: number) => ReactNode; view: ScratchView<EncounterSpot>; t: Translate; list?: boolean; children?: ReactNode }) {
  const Group = list ? 'ol' : 'div';
  const Item = list ? 'li' : 'div';
  return (
    <div className="encounter">
      <Group className="encounter__sky" role={list ? undefined : 'group'} aria-label={t('game.encounter.sky')}>
        {[ALTAIR_SPOT, VEGA_SPOT].map((spot) => (
          <Item key={spot} className="encounter__star">
            <span className="encounter__caption" aria-hidden="true">
              {t(spot === ALTAIR_SPOT ? 'game.encounter.altairCaption' : 'game.encounter.vegaCaption')}
            </span>
            {cell(spot)}
          </Item>
        ))}
      </Group>
      <div className="encounter__river">
        <span className="encounter__caption" aria-hidden="true">
          {t('game.encounter.river')}
        </span>
        <Group className="encounter__magpies" role={list ? undefined : 'group'} aria-label={t('game.encounter.river')}>
          {Array.from({ length: MAGPIES }, (_, place) => (list ? <li key={place}>{cell(STAR_SPOTS + place)}</li> : cell(STAR_SPOTS + place)))}
        </Group>
      </div>
      {children}
      {view.multiplier === REUNION_MULTIPLIER ? <Reunion t={t} /> : null}
    </div>
  );
}
