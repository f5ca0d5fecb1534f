import type { ReactNode } from 'react';
import { DRAW_SPOT, SPOTS, TILES, numberOf, suitOf, type Tile } from '@ky-wallet/games/games/scratch-mahjong-n';
import type { Translate } from '../../i18n/messages.ts';
import type { ScratchFaces } from '../scratch/ScratchPicture.tsx';

/*
 * Mahjong Scratch's tiles, drawn here (SVG, 60 x 80): nothing is fetched. The characters on the
 * tiles (the numerals, 萬, the winds, 中 and 發) are strokes, not text, so that they show without
 * a Chinese font. Decorative: the ticket says each tile's name.
 */

const BLUE = '#1d3f8f';
const GREEN = '#17804a';
const RED = '#c0282d';
const INK = '#1b1b1b';

/** Strokes drawn in a 100 x 100 box, placed at (x, y) at `size` units. */
function glyph(paths: readonly string[], x: number, y: number, size: number, color: string, weight = 8) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 100})`} fill="none" stroke={color} strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

/** The numerals one to nine, and the characters the tiles carry. */
const NUMERALS: readonly (readonly string[])[] = [
  ['M14 52 L86 48'],
  ['M28 30 L72 28', 'M12 72 L88 70'],
  ['M24 18 L76 16', 'M32 48 L68 47', 'M10 80 L90 78'],
  ['M16 20 L16 86', 'M16 20 L84 20 L84 86', 'M16 84 L84 84', 'M40 22 Q40 54 26 66', 'M60 22 L60 56 Q60 64 70 64 L80 64'],
  ['M18 16 L82 16', 'M46 16 L38 80', 'M24 46 L70 46 L66 82', 'M8 84 L92 84'],
  ['M48 6 L54 20', 'M12 34 L88 34', 'M38 50 Q32 70 16 86', 'M62 52 Q72 68 86 84'],
  ['M10 54 L88 40', 'M40 12 L40 74 Q40 88 56 88 L84 88 L86 76'],
  ['M40 22 Q38 60 10 86', 'M60 24 Q66 62 92 84'],
  ['M40 8 Q40 60 10 90', 'M16 36 L64 36 L64 78 Q64 90 78 90 L90 88 L92 76'],
];

const CHARACTERS = {
  WAN: ['M8 14 L92 14', 'M34 4 L34 26', 'M66 4 L66 26', 'M26 32 L74 32 L74 54 L26 54 Z', 'M26 43 L74 43', 'M50 32 L50 86', 'M14 62 L14 96', 'M14 62 L86 62 L86 92 Q86 98 76 96', 'M42 68 L32 84 L64 82', 'M58 72 L68 86'],
  EAST: ['M12 22 L88 22', 'M50 4 L50 96', 'M24 32 L24 64', 'M24 32 L76 32 L76 64', 'M24 48 L76 48', 'M24 64 L76 64', 'M44 68 Q32 82 10 92', 'M56 68 Q68 82 90 92'],
  SOUTH: ['M12 16 L88 16', 'M50 4 L50 30', 'M18 36 L18 96', 'M18 36 L82 36 L82 88 Q82 97 70 95', 'M36 44 L42 54', 'M64 44 L58 54', 'M30 60 L70 60', 'M28 76 L72 76', 'M50 60 L50 94'],
  WEST: ['M8 12 L92 12', 'M18 34 L18 92', 'M18 34 L82 34 L82 92', 'M18 90 L82 90', 'M40 12 L40 52 Q38 64 20 72', 'M60 12 L60 60 Q60 70 80 70'],
  NORTH: ['M36 8 L36 90', 'M8 42 L36 42', 'M6 84 L36 70', 'M64 8 L64 80 Q64 92 78 92 L92 92 L92 80', 'M90 30 L64 48'],
  RED: ['M18 30 L18 70', 'M18 30 L82 30 L82 70', 'M18 68 L82 68', 'M50 4 L50 98'],
  GREEN: [
    'M10 12 L34 12 Q30 30 10 40',
    'M22 24 L36 34',
    'M60 8 L88 8',
    'M62 10 Q72 28 94 38',
    'M78 18 L70 26',
    'M12 48 L38 48 L38 60 L16 60 L16 74 L40 74 Q42 94 26 92',
    'M60 46 L60 58 Q58 66 50 68',
    'M60 46 L78 46 L78 58 Q78 64 88 64',
    'M52 72 L82 72 Q72 88 50 96',
    'M60 80 Q72 90 92 96',
  ],
} as const;

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 60 80" focusable="false">
    <rect x="2" y="5" width="56" height="74" rx="7" fill="#1f6b4a" />
    <rect x="2" y="1" width="56" height="74" rx="7" fill="#fbf7ec" stroke="#cbbf9f" />
    {children}
  </svg>
);

/** A dot: a coin of `color` with a light ring. */
const dot = (x: number, y: number, r: number, color: string) => (
  <g key={`${x}-${y}`}>
    <circle cx={x} cy={y} r={r} fill={color} />
    <circle cx={x} cy={y} r={r * 0.62} fill="#fbf7ec" />
    <circle cx={x} cy={y} r={r * 0.34} fill={color} />
  </g>
);

/** A bamboo stick centred at (x, y), `h` tall. */
const stick = (x: number, y: number, h: number, color: string) => (
  <g key={`${x}-${y}`}>
    <rect x={x - 3.2} y={y - h / 2} width="6.4" height={h} rx="3" fill={color} />
    <path d={`M${x - 3.2} ${y} H${x + 3.2} M${x - 3.2} ${y - h / 2 + 3} H${x + 3.2} M${x - 3.2} ${y + h / 2 - 3} H${x + 3.2}`} stroke="#fbf7ec" strokeWidth="1.2" />
  </g>
);

const DOTS: readonly ReactNode[] = [
  <g key="1">
    <circle cx="30" cy="38" r="19" fill={GREEN} />
    <circle cx="30" cy="38" r="14" fill="#fbf7ec" />
    {dot(30, 38, 11, RED)}
  </g>,
  [dot(30, 21, 10, GREEN), dot(30, 55, 10, BLUE)],
  [dot(15, 16, 8.5, BLUE), dot(30, 38, 8.5, RED), dot(45, 60, 8.5, GREEN)],
  [dot(18, 22, 9, BLUE), dot(42, 22, 9, GREEN), dot(18, 54, 9, GREEN), dot(42, 54, 9, BLUE)],
  [dot(16, 16, 8, BLUE), dot(44, 16, 8, GREEN), dot(30, 38, 8, RED), dot(16, 60, 8, GREEN), dot(44, 60, 8, BLUE)],
  [dot(18, 14, 7.5, GREEN), dot(42, 14, 7.5, GREEN), dot(18, 39, 7.5, RED), dot(42, 39, 7.5, RED), dot(18, 62, 7.5, RED), dot(42, 62, 7.5, RED)],
  [dot(13, 11, 6.5, GREEN), dot(30, 19, 6.5, GREEN), dot(47, 27, 6.5, GREEN), dot(19, 45, 7, RED), dot(41, 45, 7, RED), dot(19, 64, 7, RED), dot(41, 64, 7, RED)],
  [11, 28, 45, 62].flatMap((y) => [dot(19, y, 7.5, BLUE), dot(41, y, 7.5, BLUE)]),
  [16, 38, 60].flatMap((y, row) => [14, 30, 46].map((x) => dot(x, y, 7, [BLUE, RED, GREEN][row] as string))),
];

const BAMBOO: readonly ReactNode[] = [
  <g key="1">
    <path d="M30 44 Q14 62 12 72 M30 44 Q30 64 30 73 M30 44 Q46 62 48 72" stroke={GREEN} strokeWidth="3" fill="none" strokeLinecap="round" />
    <ellipse cx="30" cy="38" rx="10" ry="13" fill={GREEN} />
    <path d="M24 36 Q30 48 36 36" stroke="#fbf7ec" strokeWidth="2" fill="none" />
    <circle cx="30" cy="18" r="7" fill={RED} />
    <path d="M36 17 L44 19 L36 21 Z" fill="#d9a21b" />
    <circle cx="32" cy="16" r="1.6" fill="#fbf7ec" />
    <path d="M28 11 L25 5 M31 11 L31 4" stroke={BLUE} strokeWidth="2" strokeLinecap="round" />
  </g>,
  [stick(30, 22, 24, BLUE), stick(30, 54, 24, GREEN)],
  [stick(30, 22, 24, BLUE), stick(19, 54, 24, GREEN), stick(41, 54, 24, GREEN)],
  [stick(19, 22, 24, BLUE), stick(41, 22, 24, GREEN), stick(19, 54, 24, GREEN), stick(41, 54, 24, BLUE)],
  [stick(15, 20, 22, GREEN), stick(45, 20, 22, BLUE), stick(30, 38, 22, RED), stick(15, 56, 22, BLUE), stick(45, 56, 22, GREEN)],
  [22, 54].flatMap((y) => [15, 30, 45].map((x) => stick(x, y, 24, y === 22 ? GREEN : BLUE))),
  [stick(30, 14, 17, RED), ...[40, 62].flatMap((y) => [15, 30, 45].map((x) => stick(x, y, 18, GREEN)))],
  [22, 54].flatMap((y) => [12, 24, 36, 48].map((x) => stick(x, y, 24, y === 22 ? GREEN : BLUE))),
  [14, 38, 62].flatMap((y) => [15, 30, 45].map((x) => stick(x, y, 18, x === 30 ? RED : GREEN))),
];

function faceOf(tile: Tile): ReactNode {
  const n = numberOf(tile);
  switch (suitOf(tile)) {
    case 'DOT':
      return DOTS[n - 1];
    case 'BAM':
      return BAMBOO[n - 1];
    case 'CHR':
      return (
        <>
          {glyph(NUMERALS[n - 1] as readonly string[], 13, 6, 34, INK, 9)}
          {glyph(CHARACTERS.WAN, 11, 38, 38, RED, 6.5)}
          <text x="7" y="12" fontSize="8" fontWeight="700" fill={BLUE} fontFamily="sans-serif">
            {n}
          </text>
        </>
      );
    default:
      if (tile === 'WHITE') {
        return (
          <>
            <rect x="12" y="12" width="36" height="52" rx="3" fill="none" stroke={BLUE} strokeWidth="3" />
            <rect x="17" y="17" width="26" height="42" rx="2" fill="none" stroke={BLUE} strokeWidth="1.5" />
          </>
        );
      }
      if (tile === 'RED') return glyph(CHARACTERS.RED, 8, 16, 44, RED, 9);
      if (tile === 'GREEN') return glyph(CHARACTERS.GREEN, 7, 15, 46, GREEN, 7);
      return glyph(CHARACTERS[tile as 'EAST' | 'SOUTH' | 'WEST' | 'NORTH'], 8, 16, 44, INK, 8);
  }
}

export const MAHJONG_ART: Readonly<Record<Tile, ReactNode>> = Object.fromEntries(TILES.map((tile) => [tile, svg(faceOf(tile))])) as Record<Tile, ReactNode>;

/** The ticket's faces in the page's language: the game and its round detail draw the same. */
export function mahjongFaces(t: Translate): ScratchFaces<Tile> {
  return {
    // One row of tiles; the arrow keys go along it.
    columns: SPOTS,
    gridSpots: SPOTS,
    art: (tile) => MAHJONG_ART[tile],
    name: (tile) => t(`game.mahjong.tile.${tile}`),
    place: (index) => (index === DRAW_SPOT ? t('game.mahjong.draw') : t('game.mahjong.handTile', { n: index + 1 })),
  };
}
