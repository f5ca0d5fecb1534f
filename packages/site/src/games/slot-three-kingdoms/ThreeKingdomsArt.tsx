import type { ReactNode } from 'react';
import { ROWS, WILD, type Kingdom, type ThreeKingdomsSymbol } from '@ky-wallet/games/games/slot-three-kingdoms';
import type { SpinView } from '@ky-wallet/games/slot';
import type { Translate } from '../../i18n/messages.ts';
import type { SlotFaces } from '../slot/SlotReels.tsx';
import './ThreeKingdoms.css';

/*
 * Three Kingdoms, drawn here (SVG, 64 x 64): nothing is fetched. The brothers' name seals, the
 * Imperial Seal, the Command Tally and the kingdoms' banners carry a character in the player's
 * system font. The art is decorative: each symbol is said by name.
 */

/** The engine's name for the Peach Garden Oath's win (kept with its positions in the view). */
export const OATH = 'OATH';

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false" aria-hidden="true">
    {children}
  </svg>
);

/** A brother's round portrait: the backdrop, his robe, and his name seal in the corner. */
function portrait(backdrop: string, robe: string, face: ReactNode, seal: string): ReactNode {
  return svg(
    <>
      <circle cx="32" cy="32" r="30" fill={backdrop} stroke="#8a6a1c" strokeWidth="2.5" />
      <path d="M9 57 Q12 43 32 41 Q52 43 55 57 Q44 63 32 63 Q20 63 9 57 Z" fill={robe} />
      <path d="M26 42 L32 52 L38 42" fill="none" stroke="#f4e6c0" strokeWidth="2.2" strokeLinejoin="round" />
      {face}
      <rect x="45" y="46" width="15" height="15" rx="2.5" fill="#b71c1c" stroke="#fdf6e3" strokeWidth="1.2" />
      <text x="52.5" y="57.5" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fdf6e3">
        {seal}
      </text>
    </>,
  );
}

export const KINGDOMS_ART: Readonly<Record<ThreeKingdomsSymbol, ReactNode>> = {
  // Liu Bei: the gentle lord, his long earlobes, a gold crown, a thin beard.
  LIUBEI: portrait(
    '#f6dc8c',
    '#c99a1e',
    <>
      <ellipse cx="20.5" cy="30" rx="2.6" ry="6.5" fill="#eab98c" />
      <ellipse cx="43.5" cy="30" rx="2.6" ry="6.5" fill="#eab98c" />
      <ellipse cx="32" cy="29" rx="11" ry="13" fill="#f3cda4" />
      <path d="M21 25 Q21 12 32 12 Q43 12 43 25 Q38 19 32 19 Q26 19 21 25 Z" fill="#1d1d1d" />
      <rect x="26" y="5" width="12" height="8" rx="1.5" fill="#e2b23a" stroke="#8a6a1c" strokeWidth="1" />
      <path d="M22 9 H42" stroke="#8a6a1c" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M26 26 H29.5 M34.5 26 H38" stroke="#1d1d1d" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M28 35 Q32 33 36 35" stroke="#1d1d1d" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <path d="M31 40 L32 45 L33 40 Z" fill="#1d1d1d" />
    </>,
    '劉',
  ),
  // Guan Yu: the red face, the green headscarf, the long black beard.
  GUANYU: portrait(
    '#b9e0c0',
    '#2e7d32',
    <>
      <ellipse cx="32" cy="29" rx="11" ry="13" fill="#b3261e" />
      <path d="M20 25 Q19 9 32 9 Q45 9 44 25 Q38 17 32 17 Q26 17 20 25 Z" fill="#2e7d32" />
      <path d="M25 25 L30 27 M39 25 L34 27" stroke="#1d1d1d" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M24 33 Q32 38 40 33 Q38 52 32 60 Q26 52 24 33 Z" fill="#1d1d1d" />
      <path d="M27 34 Q32 32 37 34" stroke="#1d1d1d" strokeWidth="2" fill="none" />
    </>,
    '關',
  ),
  // Zhang Fei: the dark face, the round fierce eyes, the bristling beard round his jaw.
  ZHANGFEI: portrait(
    '#e2cdb4',
    '#3b3b3b',
    <>
      <ellipse cx="32" cy="28" rx="11.5" ry="12.5" fill="#6b4631" />
      <path d="M20 23 Q20 10 32 10 Q44 10 44 23 L40 20 L36 22 L32 19 L28 22 L24 20 Z" fill="#1d1d1d" />
      <circle cx="27" cy="26" r="3.2" fill="#fdf6e3" />
      <circle cx="37" cy="26" r="3.2" fill="#fdf6e3" />
      <circle cx="27" cy="26" r="1.5" fill="#1d1d1d" />
      <circle cx="37" cy="26" r="1.5" fill="#1d1d1d" />
      <path d="M22.5 21 L30 23.5 M41.5 21 L34 23.5" stroke="#1d1d1d" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M20.5 28 Q21 37 25 40 L22 46 L28 43.5 L32 50 L36 43.5 L42 46 L39 40 Q43 37 43.5 28 Q39 35 32 35 Q25 35 20.5 28 Z"
        fill="#1d1d1d"
      />
      <ellipse cx="32" cy="38" rx="3" ry="1.6" fill="#8e1c1c" />
    </>,
    '張',
  ),
  // Zhuge Liang's feather fan.
  FAN: svg(
    <>
      <path d="M32 40 L10 20 Q14 6 32 4 Q50 6 54 20 Z" fill="#fbfbf7" stroke="#9e9e9e" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M32 40 L17 12 M32 40 L24 7 M32 40 L32 5 M32 40 L40 7 M32 40 L47 12" stroke="#bdbdbd" strokeWidth="1.2" />
      <ellipse cx="32" cy="40" rx="6" ry="3.5" fill="#6d4c41" />
      <rect x="30" y="42" width="4" height="15" rx="1.5" fill="#8d6e63" />
      <path d="M32 57 L28 63 M32 57 L32 63 M32 57 L36 63" stroke="#c62828" strokeWidth="2" strokeLinecap="round" />
    </>,
  ),
  // Guan Yu's Green Dragon Crescent Blade.
  BLADE: svg(
    <>
      <path d="M24 62 L24 20" stroke="#5d4037" strokeWidth="4" strokeLinecap="round" />
      <path d="M22 24 Q18 10 26 3 Q46 4 52 20 Q40 14 28 22 Z" fill="#cfe3da" stroke="#2e7d4f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M27 19 Q34 11 46 15" stroke="#2e7d4f" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <circle cx="25" cy="24" r="3.2" fill="#2e7d4f" />
      <path d="M24 27 Q18 34 16 40 M24 27 Q22 35 21 41" stroke="#c62828" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      <path d="M24 56 L21 62 H27 Z" fill="#9e9e9e" />
    </>,
  ),
  // Red Hare, the horse of a thousand li.
  HORSE: svg(
    <>
      <path
        d="M46 60 L46 42 Q52 28 44 16 L44 6 L38 13 Q26 12 17 24 Q12 30 14 35 Q17 39 23 36 L28 33 Q31 42 24 60 Z"
        fill="#c62828"
        stroke="#7f1010"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M44 16 Q50 22 52 30 Q54 40 50 48 Q52 36 47 27 Z" fill="#5d1010" />
      <path d="M40 10 Q48 12 53 20" stroke="#5d1010" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="32" cy="21" r="2.2" fill="#1d1d1d" />
      <circle cx="17.5" cy="31" r="1.4" fill="#5d1010" />
      <path d="M24 30 Q34 26 40 32" stroke="#e2b23a" strokeWidth="2" fill="none" />
    </>,
  ),
  SWORD: svg(
    <>
      <path d="M32 3 L36 10 L36 44 L28 44 L28 10 Z" fill="#dfe4ea" stroke="#607d8b" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M32 8 V43" stroke="#90a4ae" strokeWidth="1.2" />
      <path d="M20 44 Q32 49 44 44 L44 48 Q32 52 20 48 Z" fill="#e2b23a" stroke="#8a6a1c" strokeWidth="1" />
      <rect x="29.5" y="49" width="5" height="10" rx="1.5" fill="#5d4037" />
      <circle cx="32" cy="60" r="2.6" fill="#e2b23a" />
    </>,
  ),
  SPEAR: svg(
    <>
      <path d="M14 62 L44 16" stroke="#6d4c41" strokeWidth="3.6" strokeLinecap="round" />
      <path d="M44 16 L42 10 L54 2 L50 16 Z" fill="#dfe4ea" stroke="#607d8b" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M43 18 Q34 22 32 30 Q38 26 41 28 Q40 22 45 20 Z" fill="#d32f2f" />
    </>,
  ),
  BOW: svg(
    <>
      <path d="M18 6 Q56 32 18 58" fill="none" stroke="#6d4c41" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M18 6 L18 58" stroke="#9e9e9e" strokeWidth="1.2" />
      <path d="M8 32 H52" stroke="#8d6e63" strokeWidth="2.4" />
      <path d="M58 32 L50 27 L50 37 Z" fill="#607d8b" />
      <path d="M8 32 L4 27 M8 32 L4 37 M12 32 L8 27 M12 32 L8 37" stroke="#c62828" strokeWidth="1.8" strokeLinecap="round" />
    </>,
  ),
  SHIELD: svg(
    <>
      <circle cx="32" cy="32" r="26" fill="#8d5524" stroke="#c08a3e" strokeWidth="4" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#c08a3e" strokeWidth="1.6" />
      <circle cx="32" cy="32" r="7" fill="#e2b23a" stroke="#8a6a1c" strokeWidth="1.4" />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <circle key={angle} cx={32 + 21.5 * Math.cos((angle * Math.PI) / 180)} cy={32 + 21.5 * Math.sin((angle * Math.PI) / 180)} r="2" fill="#e2b23a" />
      ))}
    </>,
  ),
  // The Imperial Seal: a jade block under its coiled dragon, 璽 on its face.
  WILD: svg(
    <>
      <rect x="2" y="2" width="60" height="60" rx="10" fill="#b71c1c" />
      <path d="M20 26 Q18 12 32 10 Q46 12 44 26 Z" fill="#4caf82" stroke="#1b5e20" strokeWidth="1.6" />
      <path d="M25 22 Q28 14 34 16 Q40 18 37 23" fill="none" stroke="#1b5e20" strokeWidth="2" strokeLinecap="round" />
      <circle cx="35" cy="15" r="1.4" fill="#fdf6e3" />
      <rect x="12" y="26" width="40" height="30" rx="3" fill="#66bb8f" stroke="#1b5e20" strokeWidth="1.8" />
      <path d="M12 30 H52" stroke="#a5d6b7" strokeWidth="2" />
      <text x="32" y="50" textAnchor="middle" fontSize="16" fontWeight="800" fill="#b71c1c">
        璽
      </text>
    </>,
  ),
  // The Command Tally: a gilt command tablet, 令 on its face, a red tassel.
  SCATTER: svg(
    <>
      <path d="M14 10 Q32 -2 50 10 L50 50 L14 50 Z" fill="#e2b23a" stroke="#8a6a1c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M18 13 Q32 4 46 13 L46 46 L18 46 Z" fill="#fff3c4" stroke="#b71c1c" strokeWidth="1.6" strokeLinejoin="round" />
      <text x="32" y="39" textAnchor="middle" fontSize="24" fontWeight="800" fill="#b71c1c">
        令
      </text>
      <path d="M32 50 V55" stroke="#b71c1c" strokeWidth="2" />
      <path d="M32 54 L27 63 M32 54 L32 63 M32 54 L37 63" stroke="#d32f2f" strokeWidth="2.4" strokeLinecap="round" />
    </>,
  ),
};

/** Each kingdom's banner: its colour and its character. */
const BANNERS: Readonly<Record<Kingdom, { cloth: string; glyph: string }>> = {
  wei: { cloth: '#1f4fb3', glyph: '魏' },
  shu: { cloth: '#2e7d32', glyph: '蜀' },
  wu: { cloth: '#c62828', glyph: '吳' },
};

/** A kingdom's war banner (decorative: the choice says the kingdom's name). */
export function KingdomBanner({ kingdom }: { kingdom: Kingdom }) {
  const { cloth, glyph } = BANNERS[kingdom];
  return svg(
    <>
      <path d="M12 4 V62" stroke="#5d4037" strokeWidth="3.4" strokeLinecap="round" />
      <circle cx="12" cy="4" r="3" fill="#e2b23a" />
      <path d="M14 8 H56 L50 20 L56 32 L50 44 H14 Z" fill={cloth} stroke="#e2b23a" strokeWidth="2" strokeLinejoin="round" />
      <text x="33" y="34" textAnchor="middle" fontSize="22" fontWeight="800" fill="#fdf6e3">
        {glyph}
      </text>
    </>,
  );
}

/** A peach blossom: the Oath's mark on each brother who swore it. */
const BLOSSOM = (
  <span className="kingdoms-mark kingdoms-mark--oath">
    <svg viewBox="0 0 20 20" focusable="false" aria-hidden="true">
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="10" cy="5" rx="3.6" ry="4.6" fill="#f48fb1" stroke="#ad1457" strokeWidth="0.8" transform={`rotate(${angle} 10 10)`} />
      ))}
      <circle cx="10" cy="10" r="2.4" fill="#ffd54a" />
    </svg>
  </span>
);

/**
 * The game's marks: the Imperial Seal stacked over all of reel 3 in a free game (one column of
 * jade from top to bottom), and a peach blossom on the brothers of a spin that paid the Oath.
 */
export function kingdomsMark(spin: SpinView, reel: number, row: number): ReactNode {
  if (reel === 2 && spin.marks?.fullStack === true) {
    const part = row === 0 ? 'top' : row === (ROWS[2] ?? 5) - 1 ? 'bottom' : 'middle';
    return <span className={`kingdoms-mark kingdoms-mark--stack kingdoms-mark--${part}`} />;
  }
  const oath = spin.wins.find((win) => win.symbol === OATH);
  if (oath?.positions?.some(([r, w]) => r === reel && w === row)) return BLOSSOM;
  return null;
}

/** The game's faces in the page's language: its client and its round's picture draw the same. */
export function kingdomsFaces(t: Translate): SlotFaces {
  return {
    rows: ROWS,
    art: (symbol) => KINGDOMS_ART[symbol as ThreeKingdomsSymbol] ?? null,
    name: (symbol) => t(`game.kingdoms.symbol.${symbol as ThreeKingdomsSymbol}`),
    mark: kingdomsMark,
    rules: { wilds: [WILD] },
  };
}
