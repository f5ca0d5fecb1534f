import type { ReactNode } from 'react';
import { GRID_SPOTS, PEARL_MULTIPLIERS, PEARL_SPOT, type DragonSymbol, type PearlValue } from '@ky-wallet/games/games/scratch-year-of-dragon-n';
import type { Translate } from '../../i18n/messages.ts';
import type { ScratchFaces } from '../scratch/ScratchPicture.tsx';
import './DragonGame.css';

/*
 * Year of the Dragon's symbols and the Dragon Pearl, drawn here (SVG, 64 x 64): nothing is
 * fetched. Decorative: the ticket says each symbol's name.
 */

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

export const SYMBOL_ART: Readonly<Record<DragonSymbol, ReactNode>> = {
  DRAGON: svg(
    <>
      <path d="M10 48 Q6 34 18 30 Q30 26 26 40 Q22 52 36 50 Q50 48 46 34" stroke="#c8921a" strokeWidth="9" fill="none" strokeLinecap="round" />
      <path d="M10 48 Q6 34 18 30 Q30 26 26 40 Q22 52 36 50 Q50 48 46 34" stroke="#f7d56b" strokeWidth="4" fill="none" strokeLinecap="round" strokeDasharray="3 3" />
      <path d="M38 30 Q42 14 56 16 Q60 24 52 30 Q46 34 38 30 Z" fill="#e8b339" stroke="#a06d0d" strokeWidth="1.5" />
      <path d="M44 18 L40 8 M50 16 L52 6" stroke="#a06d0d" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="51" cy="22" r="2.2" fill="#7a1420" />
      <path d="M56 26 Q62 30 58 36" stroke="#b3261e" strokeWidth="2" fill="none" />
    </>,
  ),
  PHOENIX: svg(
    <>
      <path d="M30 40 Q14 52 6 60 Q22 56 34 46 Z" fill="#f28c1c" />
      <path d="M32 42 Q26 58 28 62 Q36 54 38 44 Z" fill="#d6334a" />
      <path d="M34 42 Q44 58 54 60 Q48 48 40 40 Z" fill="#f2c94c" />
      <ellipse cx="34" cy="32" rx="10" ry="12" fill="#d6334a" />
      <path d="M26 30 Q12 18 8 22 Q14 34 28 36 Z" fill="#f28c1c" />
      <path d="M42 30 Q56 18 60 22 Q54 34 40 36 Z" fill="#f28c1c" />
      <circle cx="36" cy="16" r="6" fill="#d6334a" />
      <path d="M41 16 L47 18 L41 19 Z" fill="#f2c94c" />
      <path d="M34 10 Q32 4 36 2 M37 10 Q38 4 42 4" stroke="#f2c94c" strokeWidth="2" fill="none" />
      <circle cx="37" cy="15" r="1.2" fill="#3b0a0f" />
    </>,
  ),
  JADE: svg(
    <>
      <path d="M32 2 L32 12" stroke="#b3261e" strokeWidth="2.5" />
      <circle cx="32" cy="30" r="18" fill="#3f9b6f" stroke="#2e7a55" strokeWidth="2" />
      <circle cx="32" cy="30" r="6" fill="#fff7e0" />
      <path d="M22 22 Q32 16 42 22" stroke="#8fd3b0" strokeWidth="2" fill="none" />
      <path d="M32 48 L32 54 M28 54 L26 63 M32 54 L32 63 M36 54 L38 63" stroke="#b3261e" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="53" r="3" fill="#e8b84a" />
    </>,
  ),
  KOI: svg(
    <>
      <path d="M8 34 Q24 14 44 26 Q52 30 44 38 Q24 52 8 34 Z" fill="#f28c1c" />
      <path d="M42 32 L60 20 Q56 32 60 44 Z" fill="#f2c94c" />
      <path d="M22 24 Q28 30 22 40 M30 22 Q36 30 30 42" stroke="#fff7e0" strokeWidth="3" fill="none" />
      <path d="M24 22 Q30 12 36 22" fill="#d6334a" />
      <circle cx="14" cy="31" r="2" fill="#3b0a0f" />
    </>,
  ),
  ENVELOPE: svg(
    <>
      <rect x="14" y="6" width="36" height="52" rx="4" fill="#c62828" />
      <path d="M14 10 L32 26 L50 10" fill="#9e1d1d" />
      <circle cx="32" cy="32" r="9" fill="#f2c94c" />
      <rect x="28" y="28" width="8" height="8" fill="#9e1d1d" transform="rotate(45 32 32)" />
    </>,
  ),
  FIRECRACKER: svg(
    <>
      <path d="M32 4 Q28 10 32 14" stroke="#6b4a2a" strokeWidth="2" fill="none" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect x="18" y={16 + row * 11} width="12" height="9" rx="2" fill="#d6334a" transform={`rotate(-20 24 ${20 + row * 11})`} />
          <rect x="34" y={16 + row * 11} width="12" height="9" rx="2" fill="#d6334a" transform={`rotate(20 40 ${20 + row * 11})`} />
        </g>
      ))}
      <path d="M32 14 L32 60" stroke="#e8b84a" strokeWidth="2" />
    </>,
  ),
  LANTERN: svg(
    <>
      <rect x="26" y="6" width="12" height="6" fill="#e8b84a" />
      <ellipse cx="32" cy="32" rx="20" ry="18" fill="#d6334a" />
      <path d="M20 32 Q32 14 44 32 Q32 50 20 32" stroke="#a31d2f" strokeWidth="2" fill="none" />
      <rect x="26" y="48" width="12" height="5" fill="#e8b84a" />
      <path d="M29 53 L28 62 M32 53 L32 62 M35 53 L36 62" stroke="#e8b84a" strokeWidth="2" />
    </>,
  ),
  COIN: svg(
    <>
      <circle cx="32" cy="32" r="26" fill="#e8b84a" stroke="#a06d0d" strokeWidth="3" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="#c98f1a" strokeWidth="2" />
      <rect x="25" y="25" width="14" height="14" fill="#fff7e0" stroke="#a06d0d" strokeWidth="2" />
    </>,
  ),
};

/** The Dragon Pearl: a glowing pearl with its multiplier. */
export function PearlArt({ value }: { value: PearlValue }) {
  const glow = value === 'X1' ? '#cfd8e3' : '#ffd54a';
  return svg(
    <>
      <circle cx="32" cy="32" r="29" fill={glow} opacity="0.45" />
      <circle cx="32" cy="32" r="24" fill="#eef3fb" stroke="#9fb3cf" strokeWidth="2" />
      <circle cx="24" cy="22" r="7" fill="#ffffff" />
      <text x="32" y="41" textAnchor="middle" fontSize="22" fontWeight="800" fill="#7a1420">
        ×{PEARL_MULTIPLIERS[value]}
      </text>
    </>,
  );
}

export type DragonSpot = DragonSymbol | PearlValue;

const COLUMNS = 3;

const isPearl = (spot: DragonSpot): spot is PearlValue => spot in PEARL_MULTIPLIERS;

/** The ticket's faces in the page's language: the game and its round detail draw the same. */
export function dragonFaces(t: Translate): ScratchFaces<DragonSpot> {
  return {
    columns: COLUMNS,
    gridSpots: GRID_SPOTS,
    art: (spot) => (isPearl(spot) ? <PearlArt value={spot} /> : SYMBOL_ART[spot]),
    name: (spot) => t(`game.dragon.symbol.${spot}`),
    place: (index) =>
      index === PEARL_SPOT ? t('game.dragon.pearl') : t('game.scratch.spot', { n: index + 1, row: Math.floor(index / COLUMNS) + 1, column: (index % COLUMNS) + 1 }),
  };
}
