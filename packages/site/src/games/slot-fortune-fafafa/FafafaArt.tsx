import type { ReactNode } from 'react';
import { LINES, WILD, type FortuneSymbol } from '@ky-wallet/games/games/slot-fortune-fafafa';
import type { Translate } from '../../i18n/messages.ts';
import type { SlotFaces } from '../slot/SlotReels.tsx';

/*
 * Fortune FaFaFa's symbols, drawn here (SVG, 64 x 64): nothing is fetched. The FA tiles carry
 * the character 發 in the player's system font; the art is decorative, each symbol is said by name.
 */

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

/** An FA tile: a rounded square in `fill`, 發 in `ink`. */
const fa = (fill: string, ink: string, ring: string) =>
  svg(
    <>
      <rect x="6" y="6" width="52" height="52" rx="10" fill={fill} stroke={ring} strokeWidth="3" />
      <text x="32" y="44" textAnchor="middle" fontSize="32" fontWeight="800" fill={ink}>
        發
      </text>
    </>,
  );

export const FAFAFA_ART: Readonly<Record<FortuneSymbol, ReactNode>> = {
  WILD: fa('#f2c94c', '#8a1c12', '#a06d0d'),
  RED: fa('#fff1ee', '#c62828', '#c62828'),
  GREEN: fa('#effaf2', '#2e7d32', '#2e7d32'),
  BLUE: fa('#eef3fd', '#1f4fb3', '#1f4fb3'),
  INGOT: svg(
    <>
      <path d="M6 34 Q10 50 32 50 Q54 50 58 34 Q46 40 32 40 Q18 40 6 34 Z" fill="#d49a1c" />
      <ellipse cx="32" cy="32" rx="14" ry="9" fill="#f2c94c" />
    </>,
  ),
  COIN: svg(
    <>
      <circle cx="32" cy="32" r="24" fill="#b87333" stroke="#7a4a1f" strokeWidth="3" />
      <rect x="25" y="25" width="14" height="14" fill="#fdf6e3" stroke="#7a4a1f" strokeWidth="2" />
    </>,
  ),
  BLANK: svg(<circle cx="32" cy="32" r="3" fill="#d8ccb0" />),
};

/** The game's faces in the page's language: its client and its round's picture draw the same. */
export function fafafaFaces(t: Translate): SlotFaces {
  return {
    rows: [3, 3, 3],
    art: (symbol) => FAFAFA_ART[symbol as FortuneSymbol] ?? null,
    name: (symbol) => t(`game.fafafa.symbol.${symbol as FortuneSymbol}`),
    rules: { wilds: [WILD], lines: LINES },
  };
}
