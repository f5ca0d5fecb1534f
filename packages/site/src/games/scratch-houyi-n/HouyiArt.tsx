import type { ReactNode } from 'react';
import { MOON_SPOT, SUNS, type HouyiSpot } from '@ky-wallet/games/games/scratch-houyi-n';
import type { Translate } from '../../i18n/messages.ts';
import type { ScratchFaces } from '../scratch/ScratchPicture.tsx';

/*
 * Hou Yi Shoots the Suns, drawn here (SVG, 64 x 64): nothing is fetched. Decorative: the ticket
 * says what each spot shows.
 */

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

/** Rays around (32, 32): `count` triangles from radius `inner` to `outer`. */
function rays(count: number, inner: number, outer: number, fill: string): ReactNode {
  return Array.from({ length: count }, (_, ray) => {
    const angle = (ray / count) * Math.PI * 2;
    const side = Math.PI / count / 1.6;
    const point = (radius: number, at: number) => `${(32 + radius * Math.cos(at)).toFixed(2)},${(32 + radius * Math.sin(at)).toFixed(2)}`;
    return <polygon key={ray} points={`${point(inner, angle - side)} ${point(outer, angle)} ${point(inner, angle + side)}`} fill={fill} />;
  });
}

/** Hou Yi's arrow, from the lower left through the sun's heart (animated in as it strikes). */
const ARROW = (
  <g className="houyi-arrow">
    <path d="M6 58 L50 14" stroke="#4a2a12" strokeWidth="3.2" strokeLinecap="round" />
    <path d="M58 6 L44 12 L52 20 Z" fill="#d7dbe2" stroke="#5d6470" strokeWidth="1.2" strokeLinejoin="round" />
    <path d="M6 58 L4 48 L11 53 Z M6 58 L16 60 L11 53 Z" fill="#c62828" />
  </g>
);

export const HOUYI_ART: Readonly<Record<HouyiSpot, ReactNode>> = {
  BURNING: svg(
    <g className="houyi-blaze">
      {rays(12, 17, 31, '#f57c00')}
      {rays(12, 15, 25, '#ffb300')}
      <circle cx="32" cy="32" r="17" fill="#ff6f00" />
      <circle cx="32" cy="32" r="13" fill="#ffca28" />
      <circle cx="28" cy="28" r="4" fill="#fff3c4" />
    </g>,
  ),
  SHOT: svg(
    <>
      {rays(12, 17, 25, '#8d6e63')}
      <circle cx="32" cy="32" r="17" fill="#a1673a" />
      <circle cx="32" cy="32" r="13" fill="#c0895a" />
      <path d="M22 24 L30 31 L27 38 M40 22 L35 30 L42 36" stroke="#6d4c41" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      {ARROW}
    </>,
  ),
  ELIXIR: svg(
    <>
      <circle cx="32" cy="36" r="26" fill="#e0f7ec" />
      <rect x="28" y="4" width="8" height="7" rx="2" fill="#8d5524" />
      <circle cx="32" cy="20" r="9" fill="#2e9e6b" />
      <ellipse cx="32" cy="42" rx="16" ry="15" fill="#2e9e6b" />
      <path d="M23 27 Q32 31 41 27" stroke="#c62828" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M38 29 L42 38" stroke="#c62828" strokeWidth="2.4" strokeLinecap="round" />
      <ellipse cx="26" cy="38" rx="4" ry="6" fill="#8fe0b8" />
    </>,
  ),
  RABBIT: svg(
    <>
      <circle cx="32" cy="32" r="30" fill="#fff3c4" />
      <ellipse cx="21" cy="14" rx="4.5" ry="12" fill="#ffffff" stroke="#8d8d8d" strokeWidth="1.4" transform="rotate(-14 21 14)" />
      <ellipse cx="31" cy="12" rx="4.5" ry="12" fill="#ffffff" stroke="#8d8d8d" strokeWidth="1.4" transform="rotate(8 31 12)" />
      <ellipse cx="21" cy="14" rx="1.8" ry="8" fill="#f48fb1" transform="rotate(-14 21 14)" />
      <ellipse cx="31" cy="12" rx="1.8" ry="8" fill="#f48fb1" transform="rotate(8 31 12)" />
      <ellipse cx="36" cy="45" rx="19" ry="14" fill="#ffffff" stroke="#8d8d8d" strokeWidth="1.4" />
      <circle cx="26" cy="31" r="11" fill="#ffffff" stroke="#8d8d8d" strokeWidth="1.4" />
      <circle cx="22" cy="30" r="2" fill="#c62828" />
      <circle cx="16.5" cy="34" r="1.4" fill="#f48fb1" />
      <circle cx="54" cy="44" r="4.5" fill="#ffffff" stroke="#8d8d8d" strokeWidth="1.4" />
      <path d="M6 58 L20 58 L18 50 L8 50 Z" fill="#2e9e6b" />
      <path d="M14 50 L22 40" stroke="#8d5524" strokeWidth="2.4" strokeLinecap="round" />
    </>,
  ),
  CLOUD: svg(
    <>
      <path
        d="M14 44 Q4 44 6 35 Q8 28 16 29 Q17 18 29 19 Q37 12 45 20 Q57 19 57 31 Q63 36 58 43 Q56 46 50 46 L16 46 Z"
        fill="#eceff1"
        stroke="#90a4ae"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M22 37 Q26 31 32 35 Q36 38 40 34" stroke="#90a4ae" strokeWidth="2" fill="none" strokeLinecap="round" />
    </>,
  ),
};

/** Hou Yi's bow, its string at rest or drawn back with the arrow nocked (the Draw the Bow button). */
export function BowArt({ drawn }: { drawn: boolean }) {
  return (
    <svg viewBox="0 0 64 64" focusable="false" aria-hidden="true" className="houyi-bow__art">
      <path d="M20 3 Q56 32 20 61" stroke="#e8b84a" strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M20 3 Q56 32 20 61" stroke="#8a3c12" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M33 26 L35 32 L33 38" stroke="#e8b84a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d={drawn ? 'M20 3 L5 32 L20 61' : 'M20 3 L20 61'} stroke="#fff7e0" strokeWidth="1.8" fill="none" />
      <g transform={drawn ? 'translate(-15 0)' : undefined}>
        <path d="M20 32 L54 32" stroke="#f4ecd8" strokeWidth="3" strokeLinecap="round" />
        <path d="M63 32 L52 26 L52 38 Z" fill="#d7dbe2" stroke="#f4ecd8" strokeWidth="1" />
        <path d="M20 32 L14 25 L25 29 Z M20 32 L14 39 L25 35 Z" fill="#e53935" />
      </g>
    </svg>
  );
}

const COLUMNS = 5;

/** The ticket's faces in the page's language: the game and its round detail draw the same. */
export function houyiFaces(t: Translate): ScratchFaces<HouyiSpot> {
  return {
    columns: COLUMNS,
    gridSpots: SUNS,
    art: (spot) => HOUYI_ART[spot],
    name: (spot) => t(`game.houyi.symbol.${spot}`),
    place: (index) => (index === MOON_SPOT ? t('game.houyi.moon') : t('game.houyi.sun', { n: index + 1 })),
  };
}
