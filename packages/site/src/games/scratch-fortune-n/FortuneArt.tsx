import type { ReactNode } from 'react';
import { COIN_SPOT, GRID_SPOTS, type CoinSymbol, type FortuneSymbol } from '@ky-wallet/games/games/scratch-fortune-n';
import type { Translate } from '../../i18n/messages.ts';
import type { ScratchFaces } from '../scratch/ScratchPicture.tsx';

/*
 * God of Fortune's symbols, drawn here (SVG, 64 x 64): nothing is fetched. Decorative: the
 * ticket says each symbol's name.
 */

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

export const FORTUNE_ART: Readonly<Record<FortuneSymbol | CoinSymbol, ReactNode>> = {
  CAISHEN: svg(
    <>
      <path d="M14 26 L32 8 L50 26 Z" fill="#b3261e" />
      <rect x="20" y="22" width="24" height="6" rx="2" fill="#e8b84a" />
      <circle cx="32" cy="38" r="14" fill="#f6d7a7" />
      <path d="M24 44 Q32 54 40 44 L40 52 Q32 60 24 52 Z" fill="#3b0a0f" />
      <circle cx="27" cy="36" r="1.8" fill="#3b0a0f" />
      <circle cx="37" cy="36" r="1.8" fill="#3b0a0f" />
      <path d="M28 42 Q32 45 36 42" stroke="#b3261e" strokeWidth="2" fill="none" />
    </>,
  ),
  INGOT: svg(
    <>
      <path d="M6 34 Q10 50 32 50 Q54 50 58 34 Q46 40 32 40 Q18 40 6 34 Z" fill="#d49a1c" />
      <ellipse cx="32" cy="32" rx="14" ry="9" fill="#f2c94c" />
      <path d="M6 34 Q18 28 22 34 M58 34 Q46 28 42 34" stroke="#a06d0d" strokeWidth="2" fill="none" />
    </>,
  ),
  RUYI: svg(
    <>
      <path d="M18 16 Q10 8 18 4 Q26 0 28 10 Q34 4 38 10 Q44 18 32 22 Z" fill="#3f9b6f" />
      <path d="M26 20 L46 58" stroke="#2e7a55" strokeWidth="7" strokeLinecap="round" />
      <circle cx="36" cy="38" r="5" fill="#8fd3b0" />
    </>,
  ),
  FU: svg(
    <>
      <rect x="12" y="12" width="40" height="40" fill="#b3261e" transform="rotate(45 32 32)" />
      <text x="32" y="42" textAnchor="middle" fontSize="28" fontWeight="700" fill="#f2c94c">
        福
      </text>
    </>,
  ),
  FIRECRACKERS: svg(
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
  ENVELOPE: svg(
    <>
      <rect x="14" y="6" width="36" height="52" rx="4" fill="#c62828" />
      <path d="M14 10 L32 26 L50 10" fill="#9e1d1d" />
      <circle cx="32" cy="30" r="8" fill="#f2c94c" />
    </>,
  ),
  ORANGE: svg(
    <>
      <circle cx="32" cy="36" r="20" fill="#f28c1c" />
      <path d="M32 16 Q40 6 48 12 Q40 18 32 16" fill="#3f9b6f" />
      <circle cx="26" cy="30" r="3" fill="#ffb760" />
    </>,
  ),
  TOAD: svg(
    <>
      <circle cx="32" cy="32" r="28" fill="#e8b84a" stroke="#a06d0d" strokeWidth="3" />
      <ellipse cx="32" cy="38" rx="16" ry="11" fill="#c98f1a" />
      <circle cx="24" cy="26" r="5" fill="#c98f1a" />
      <circle cx="40" cy="26" r="5" fill="#c98f1a" />
      <circle cx="24" cy="25" r="2" fill="#3b0a0f" />
      <circle cx="40" cy="25" r="2" fill="#3b0a0f" />
      <circle cx="32" cy="40" r="4" fill="#f2c94c" stroke="#a06d0d" />
    </>,
  ),
  COIN: svg(
    <>
      <circle cx="32" cy="32" r="28" fill="#c0c4cc" stroke="#8a8f99" strokeWidth="3" />
      <rect x="26" y="26" width="12" height="12" fill="#8a8f99" />
    </>,
  ),
};

export type FortuneSpot = FortuneSymbol | CoinSymbol;

const COLUMNS = 3;

/** The ticket's faces in the page's language: the game and its round detail draw the same. */
export function fortuneFaces(t: Translate): ScratchFaces<FortuneSpot> {
  return {
    columns: COLUMNS,
    gridSpots: GRID_SPOTS,
    art: (spot) => FORTUNE_ART[spot],
    name: (spot) => t(`game.fortune.symbol.${spot}`),
    place: (index) =>
      index === COIN_SPOT ? t('game.fortune.coin') : t('game.scratch.spot', { n: index + 1, row: Math.floor(index / COLUMNS) + 1, column: (index % COLUMNS) + 1 }),
  };
}
