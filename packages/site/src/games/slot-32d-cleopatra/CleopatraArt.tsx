import type { ReactNode } from 'react';
import { LINES, PYRAMID, WILD } from '@ky-wallet/games/games/slot-32d-cleopatra';
import { winPositions, type SpinView } from '@ky-wallet/games/slot';
import type { Translate } from '../../i18n/messages.ts';
import { LineMarks, linesThrough } from '../slot/LineMarks.tsx';
import type { SlotFaces } from '../slot/SlotReels.tsx';

/*
 * Cleopatra 32's symbols, drawn here (SVG, 64 x 64): nothing is fetched. The card ranks are
 * letters in the player's system font. The art is decorative: each position is said by name, and
 * each win (its line, its rows, Cleopatra's ×2, the Pyramids' free games) in the list of wins.
 */

/** The game's symbols: the line symbols highest first, and the Pyramid. */
export type CleopatraSymbol = 'WILD' | 'SPHINX' | 'EYE' | 'SCARAB' | 'ANKH' | 'LOTUS' | 'A' | 'K' | 'Q' | 'J' | 'TEN' | 'PYRAMID';

/** The card ranks, named alike in every language (the rule page's "A" … "10"). */
const RANKS: Readonly<Record<string, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };

const LAPIS = '#1f3c88';
const GOLD = '#e2b23c';
const GOLD_DARK = '#8a6414';
const TURQUOISE = '#17a398';
const CARNELIAN = '#b5432a';
const INK = '#1b1712';

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

/** A card rank painted on a tablet in one of the tomb's colours. */
const rank = (text: string, ink: string) =>
  svg(
    <>
      <rect x="10" y="8" width="44" height="48" rx="6" fill="#f3e6c4" stroke={ink} strokeWidth="2.5" />
      <path d="M14 50 H50" stroke={GOLD} strokeWidth="3" />
      <text
        x="32"
        y="43"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize={text.length > 1 ? 27 : 33}
        fontWeight="800"
        fill={ink}
        stroke="#fffaf0"
        strokeWidth="1.5"
        paintOrder="stroke"
      >
        {text}
      </text>
    </>,
  );

export const CLEOPATRA_ART: Readonly<Record<CleopatraSymbol, ReactNode>> = {
  // Cleopatra: her black bob under a golden uraeus, kohl-lined eyes, a jewelled collar, "WILD".
  WILD: svg(
    <>
      <rect x="3" y="3" width="58" height="58" rx="10" fill={LAPIS} stroke={GOLD} strokeWidth="3" />
      <path d="M15 24 Q15 8 32 8 Q49 8 49 24 L51 47 L42 47 L42 31 L22 31 L22 47 L13 47 Z" fill={INK} />
      <path d="M23 23 Q23 17 32 17 Q41 17 41 23 L41 33 Q41 42 32 44 Q23 42 23 33 Z" fill="#d9a06b" />
      <path d="M22 23 Q22 13 32 13 Q42 13 42 23 L42 25 L22 25 Z" fill={INK} />
      <rect x="21" y="19.5" width="22" height="3" rx="1" fill={GOLD} />
      <path d="M32 10 Q28.5 14 32 19.5 Q35.5 14 32 10 Z" fill={GOLD} stroke={GOLD_DARK} strokeWidth="0.8" />
      <path d="M24.5 29 Q28 26.6 31 29 Q28 30.6 24.5 29 Z M33 29 Q36 26.6 39.5 29 Q36 30.6 33 29 Z" fill="#fffaf0" />
      <circle cx="28" cy="28.9" r="1.2" fill={INK} />
      <circle cx="36" cy="28.9" r="1.2" fill={INK} />
      <path d="M23.5 28.6 Q28 25.4 31.5 28.6 M32.5 28.6 Q36 25.4 40.5 28.6 L42 27.6 M23.5 28.6 L22 27.6" fill="none" stroke={INK} strokeWidth="1" />
      <path d="M29.6 38.2 Q32 39.8 34.4 38.2" fill="none" stroke="#8a2b2b" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M17 50 Q32 38 47 50" fill="none" stroke={GOLD} strokeWidth="3" />
      <path d="M15.5 53 Q32 41 48.5 53" fill="none" stroke={TURQUOISE} strokeWidth="2.5" />
      <rect x="8" y="50.5" width="48" height="9" rx="3" fill={GOLD} />
      <text x="32" y="58" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontSize="8" fontWeight="800" fill={LAPIS} letterSpacing="1">
        WILD
      </text>
    </>,
  ),
  // The Sphinx lying on the sand, its striped nemes headdress towards the left.
  SPHINX: svg(
    <>
      <rect x="4" y="50" width="56" height="6" rx="2" fill="#c9a06a" />
      <path d="M22 50 L22 41 Q24 34 32 34 L50 34 Q57 34 57 42 L57 50 Z" fill="#d9a55b" stroke="#8a5a1c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M57 40 Q62 36 60 30" fill="none" stroke="#8a5a1c" strokeWidth="2" strokeLinecap="round" />
      <rect x="7" y="45" width="19" height="5" rx="2.5" fill="#d9a55b" stroke="#8a5a1c" strokeWidth="1.6" />
      <path d="M12 25 Q12 12 22 12 Q32 12 32 25 L35 41 L9 41 Z" fill={GOLD} stroke="#8a5a1c" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M11.5 29 L13 29 M10.5 34 L13.5 34 M10 39 L14 39 M31 29 L32.5 29 M31 34 L34 34 M31 39 L34.5 39" stroke={LAPIS} strokeWidth="2.2" />
      <path d="M15 22 Q15 17 22 17 Q29 17 29 22 L29 31 Q29 36 22 36 Q15 36 15 31 Z" fill="#d9a55b" stroke="#8a5a1c" strokeWidth="1.4" />
      <path d="M15 17.5 Q22 14 29 17.5" fill="none" stroke={LAPIS} strokeWidth="2" />
      <path d="M17.5 25 H20.5 M23.5 25 H26.5" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M20.5 31.5 Q22 32.5 23.5 31.5" fill="none" stroke="#8a5a1c" strokeWidth="1.2" />
      <rect x="20.5" y="36" width="3" height="6" rx="1" fill="#8a5a1c" />
    </>,
  ),
  // The Eye of Horus on a golden disc.
  EYE: svg(
    <>
      <circle cx="32" cy="32" r="27" fill="#f2cf6e" stroke={GOLD_DARK} strokeWidth="2" />
      <path d="M11 20 Q31 9 53 18" fill="none" stroke={LAPIS} strokeWidth="4.5" strokeLinecap="round" />
      <path d="M12 30 Q32 15 52 29 Q32 40 12 30 Z" fill="#fffaf0" stroke={LAPIS} strokeWidth="3.2" strokeLinejoin="round" />
      <circle cx="31" cy="28.5" r="6" fill={LAPIS} />
      <circle cx="29.5" cy="27" r="1.6" fill="#fffaf0" />
      <path d="M52 29 L58 29" stroke={LAPIS} strokeWidth="3.2" strokeLinecap="round" />
      <path d="M26 36 L23 52" stroke={LAPIS} strokeWidth="3.2" strokeLinecap="round" />
      <path d="M36 36 Q39 49 47 48 Q52 46 49 41 Q46 39 44 42" fill="none" stroke={LAPIS} strokeWidth="3" strokeLinecap="round" />
    </>,
  ),
  // The scarab rolling the sun.
  SCARAB: svg(
    <>
      <circle cx="32" cy="11" r="7" fill="#d8432b" stroke="#8a2414" strokeWidth="1.5" />
      <path d="M22 34 Q8 26 4 40 Q13 44 22 41 Z M42 34 Q56 26 60 40 Q51 44 42 41 Z" fill={LAPIS} stroke="#10245a" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M23 48 L15 56 M41 48 L49 56 M22 38 L14 34 M42 38 L50 34" stroke="#0c4f4a" strokeWidth="2.2" strokeLinecap="round" />
      <ellipse cx="32" cy="21" rx="6.5" ry="4.5" fill="#0c4f4a" />
      <ellipse cx="32" cy="39" rx="11" ry="15" fill={TURQUOISE} stroke="#0c4f4a" strokeWidth="2" />
      <path d="M32 26 V53 M21.5 33 Q32 29 42.5 33" fill="none" stroke="#0c4f4a" strokeWidth="1.8" />
      <path d="M25 38 Q27 35 29 38 M35 38 Q37 35 39 38" fill="none" stroke="#b9f1ea" strokeWidth="1.4" strokeLinecap="round" />
    </>,
  ),
  // The ankh in gold.
  ANKH: svg(
    <>
      <ellipse cx="32" cy="18" rx="9.5" ry="11.5" fill="none" stroke={GOLD_DARK} strokeWidth="9" />
      <ellipse cx="32" cy="18" rx="9.5" ry="11.5" fill="none" stroke={GOLD} strokeWidth="5.5" />
      <rect x="14" y="28.5" width="36" height="7" rx="2.5" fill={GOLD} stroke={GOLD_DARK} strokeWidth="1.8" />
      <path d="M28.5 35.5 L26 58 L38 58 L35.5 35.5 Z" fill={GOLD} stroke={GOLD_DARK} strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M26 12 Q29 8.5 33 8.5" fill="none" stroke="#fff2c0" strokeWidth="1.6" strokeLinecap="round" />
    </>,
  ),
  // A lotus of the Nile opening over its leaves.
  LOTUS: svg(
    <>
      <path d="M32 46 V60" stroke="#2e7d5b" strokeWidth="3" strokeLinecap="round" />
      <path d="M32 56 Q20 48 10 54 Q20 60 32 56 Z M32 56 Q44 48 54 54 Q44 60 32 56 Z" fill="#2e9d6b" />
      <path d="M32 46 Q14 42 8 24 Q24 28 32 46 Z M32 46 Q50 42 56 24 Q40 28 32 46 Z" fill="#f4b1c4" stroke="#b5476b" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M32 46 Q19 36 20 16 Q31 26 32 46 Z M32 46 Q45 36 44 16 Q33 26 32 46 Z" fill="#ec8eab" stroke="#b5476b" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M32 8 Q41 26 32 46 Q23 26 32 8 Z" fill="#e06790" stroke="#a3345a" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M22 46 Q32 51 42 46 Q32 43 22 46 Z" fill={TURQUOISE} />
    </>,
  ),
  A: rank('A', CARNELIAN),
  K: rank('K', LAPIS),
  Q: rank('Q', '#0f766e'),
  J: rank('J', '#6d3a99'),
  TEN: rank('10', '#2f6b2f'),
  // The Pyramid under the sun: the scatter.
  PYRAMID: svg(
    <>
      <circle cx="47" cy="15" r="8" fill="#f6b73c" stroke="#c77d12" strokeWidth="1.5" />
      <path d="M47 3 V0 M58 15 H62 M55 7 L58 4 M55 23 L58 26" stroke="#f6b73c" strokeWidth="2" strokeLinecap="round" />
      <path d="M5 54 L30 13 L57 54 Z" fill="#e6b96d" stroke="#8a5a1c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M30 13 L57 54 L38 54 Z" fill="#b98540" />
      <path d="M17 35 H36 M11 44 H41 M23 26 H33" stroke="#8a5a1c" strokeWidth="1.2" />
      <rect x="2" y="54" width="60" height="5" rx="2" fill="#c9a06a" />
    </>,
  ),
};

/** A line's rows as the rule page writes them, 1 the top row: "1-2-3-2-1". */
export const rowsOf = (line: number) => (LINES[line - 1] ?? []).map((row) => row + 1).join('-');

/** The free games a spin's Pyramids award (its marks), 0 when none. */
export function awardOf(spin: SpinView | undefined): number {
  return (spin?.marks as { freeGames?: number } | undefined)?.freeGames ?? 0;
}

const doublingCache = new WeakMap<SpinView, Set<string>>();

/** "reel,row" of each Cleopatra in a line she doubles. */
function doublingAt(spin: SpinView): Set<string> {
  const cached = doublingCache.get(spin);
  if (cached) return cached;
  const doubling = new Set<string>();
  for (const win of spin.wins) {
    if (win.kind !== 'line' || (win.multiplier ?? 1) <= 1) continue;
    for (const [reel, row] of winPositions(win, spin.grid, { lines: LINES })) if (spin.grid[reel]?.[row] === WILD) doubling.add(`${reel},${row}`);
  }
  doublingCache.set(spin, doubling);
  return doubling;
}

/**
 * A position's marks: the winning lines through it (drawn from the neighbouring reels' rows, so a
 * line reads across the reels, its number at reel 1), a "×2" on a Cleopatra that doubles a line,
 * and the free games on the Pyramids that award them.
 */
export function cleopatraMark(spin: SpinView, reel: number, row: number): ReactNode {
  const key = `${reel},${row}`;
  const lines = linesThrough(spin, LINES).get(key) ?? [];
  const award = spin.grid[reel]?.[row] === PYRAMID ? awardOf(spin) : 0;
  if (lines.length === 0 && award === 0) return null;
  return (
    <>
      <LineMarks lines={lines} reel={reel} row={row} />
      {doublingAt(spin).has(key) ? <span className="cleo-badge cleo-badge--double">×2</span> : null}
      {award > 0 ? <span className="cleo-badge cleo-badge--free">+{award}</span> : null}
    </>
  );
}

/** A symbol's name in the page's language (the card ranks as they are). */
export function symbolName(symbol: string, t: Translate): string {
  return RANKS[symbol] ?? t(`game.cleopatra.symbol.${symbol as 'WILD'}`);
}

/** The game's faces in the page's language: its client and its round's picture draw the same. */
export function cleopatraFaces(t: Translate): SlotFaces {
  return {
    rows: [3, 3, 3, 3, 3],
    art: (symbol) => CLEOPATRA_ART[symbol as CleopatraSymbol] ?? null,
    name: (symbol) => symbolName(symbol, t),
    mark: cleopatraMark,
    rules: { wilds: [WILD], lines: LINES },
  };
}
