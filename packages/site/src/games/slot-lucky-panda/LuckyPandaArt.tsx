import type { ReactNode } from 'react';
import { BASE_REELS, FREE_REELS, LINES, WILD, type LuckyPandaSymbol } from '@ky-wallet/games/games/slot-lucky-panda';
import type { SpinView } from '@ky-wallet/games/slot';
import type { Translate } from '../../i18n/messages.ts';
import { LineMarks, linesThrough } from '../slot/LineMarks.tsx';
import type { SlotFaces } from '../slot/SlotReels.tsx';
import './LuckyPandaGame.css';

/*
 * Lucky Panda's symbols, drawn here (SVG, 64 x 64): nothing is fetched. The card ranks and the
 * lantern's 福 are text in the player's system font. The art is decorative: each position is said
 * by its symbol's name, and what a mark shows (a line, a nudge, a held Panda) is said in words
 * under the reels.
 */

/** What a spin's marks hold (the engine's LuckyPandaMarks), as the view carries them. */
export interface PandaMarks {
  /** Stacks that nudged to fill their reel: the reel and the stop it moved to (the stack's top). */
  nudges?: { reel: number; stop: number }[];
  /** Free games: the positions [reel, row] held by sticky Pandas from the free games before. */
  held?: [number, number][];
  /** Free games: the free games this spin added. */
  retrigger?: number;
}

export const marksOf = (spin: SpinView | undefined): PandaMarks => (spin?.marks ?? {}) as PandaMarks;

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

/** A card rank in its colour, cream-edged so it reads on the cell and on a lit win; a bamboo leaf beside it. */
const rank = (text: string, ink: string) =>
  svg(
    <>
      <path d="M44 14 Q54 8 58 14 Q52 20 44 14 Z" fill="#6aa84f" opacity="0.85" />
      <text
        x="31"
        y="46"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="38"
        fontWeight="800"
        fill={ink}
        stroke="#fffaf0"
        strokeWidth="2.5"
        paintOrder="stroke"
      >
        {text}
      </text>
    </>,
  );

const INK = '#1b1b1b';
const JADE = '#2e7d4f';
const GOLD = '#e0a526';

export const PANDA_ART: Readonly<Record<LuckyPandaSymbol, ReactNode>> = {
  // The Panda: a friendly face on a jade tile, WILD on a red ribbon.
  PANDA: svg(
    <>
      <rect x="3" y="3" width="58" height="58" rx="12" fill={JADE} />
      <rect x="3" y="3" width="58" height="58" rx="12" fill="none" stroke="#a5d6a7" strokeWidth="2" opacity="0.6" />
      <circle cx="15" cy="15" r="8" fill={INK} />
      <circle cx="49" cy="15" r="8" fill={INK} />
      <ellipse cx="32" cy="31" rx="22" ry="18.5" fill="#fafafa" stroke={INK} strokeWidth="1.5" />
      <ellipse cx="23" cy="29" rx="5.5" ry="7.5" fill={INK} transform="rotate(30 23 29)" />
      <ellipse cx="41" cy="29" rx="5.5" ry="7.5" fill={INK} transform="rotate(-30 41 29)" />
      <circle cx="24" cy="28" r="2.4" fill="#fff" />
      <circle cx="40" cy="28" r="2.4" fill="#fff" />
      <circle cx="24.6" cy="28.4" r="1.2" fill={INK} />
      <circle cx="39.4" cy="28.4" r="1.2" fill={INK} />
      <ellipse cx="32" cy="37" rx="3.6" ry="2.5" fill={INK} />
      <path d="M32 39 V41 M32 41 Q29 44 26 42 M32 41 Q35 44 38 42" stroke={INK} strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <circle cx="17" cy="38" r="3" fill="#ff9aa8" opacity="0.75" />
      <circle cx="47" cy="38" r="3" fill="#ff9aa8" opacity="0.75" />
      <rect x="14" y="50" width="36" height="10" rx="3" fill="#c62828" stroke="#ffe08a" strokeWidth="1" />
      <text x="32" y="58" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontSize="8" fontWeight="800" fill="#ffe08a" letterSpacing="1">
        WILD
      </text>
    </>,
  ),
  // The Golden Bamboo: three golden culms with their nodes and leaves, in a glow.
  BAMBOO: svg(
    <>
      <circle cx="32" cy="32" r="29" fill="#fff1b8" stroke={GOLD} strokeWidth="2" />
      <path d="M10 26 Q32 14 54 26" stroke="#fffbe6" strokeWidth="3" fill="none" opacity="0.8" />
      <rect x="17" y="12" width="8" height="42" rx="3" fill="#f2c94c" stroke="#a8740f" strokeWidth="1.5" />
      <rect x="28" y="6" width="9" height="50" rx="3" fill="#f7d660" stroke="#a8740f" strokeWidth="1.5" />
      <rect x="40" y="16" width="7" height="38" rx="3" fill="#eebb3a" stroke="#a8740f" strokeWidth="1.5" />
      <path d="M17 25 H25 M17 39 H25 M28 20 H37 M28 34 H37 M28 47 H37 M40 29 H47 M40 42 H47" stroke="#a8740f" strokeWidth="2" />
      <path d="M37 20 Q46 10 56 12 Q48 20 37 20 Z" fill="#8bc34a" stroke="#4e7d23" strokeWidth="1" />
      <path d="M17 30 Q8 24 4 28 Q10 34 17 30 Z" fill="#8bc34a" stroke="#4e7d23" strokeWidth="1" />
      <path d="M47 36 Q56 34 60 40 Q52 42 47 36 Z" fill="#c5e1a5" stroke="#4e7d23" strokeWidth="1" />
      <path d="M12 14 l1.5 3.5 l3.5 1.5 l-3.5 1.5 l-1.5 3.5 l-1.5 -3.5 l-3.5 -1.5 l3.5 -1.5 Z" fill="#fff" />
      <path d="M52 48 l1 2.5 l2.5 1 l-2.5 1 l-1 2.5 l-1 -2.5 l-2.5 -1 l2.5 -1 Z" fill="#fff" />
    </>,
  ),
  // The Dumpling Steamer: a bamboo basket, three pleated dumplings, steam.
  DUMPLING: svg(
    <>
      <path d="M20 14 Q16 9 20 4 M32 13 Q28 8 32 3 M44 14 Q40 9 44 4" stroke="#b0bec5" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M20 33 Q20 19 32 18 Q44 19 44 33 Z" fill="#fffaf0" stroke="#bca88a" strokeWidth="1.5" />
      <path d="M7 35 Q8 22 18 22 Q28 23 28 35 Z" fill="#fffdf7" stroke="#bca88a" strokeWidth="1.5" />
      <path d="M36 35 Q36 23 46 22 Q56 22 57 35 Z" fill="#fffdf7" stroke="#bca88a" strokeWidth="1.5" />
      <path d="M14 24 Q17 28 17 34 M21 23 Q20 28 21 34 M29 19 Q31 25 30 33 M35 19 Q33 25 34 33 M43 24 Q46 28 45 34 M50 23 Q49 28 50 34" stroke="#d8c8ad" strokeWidth="1.2" fill="none" />
      <rect x="5" y="35" width="54" height="20" rx="4" fill="#d9a65a" stroke="#8a5a1f" strokeWidth="2" />
      <path d="M5 41 H59 M5 48 H59" stroke="#a97630" strokeWidth="1.5" />
      <path d="M13 35 V55 M25 35 V55 M39 35 V55 M51 35 V55" stroke="#b98840" strokeWidth="1" opacity="0.7" />
      <ellipse cx="32" cy="35" rx="27" ry="3" fill="#e8c07a" stroke="#8a5a1f" strokeWidth="1.5" />
    </>,
  ),
  // The Koi: an orange and white carp in a blue pool.
  KOI: svg(
    <>
      <circle cx="32" cy="32" r="28" fill="#d7ecf9" />
      <path d="M8 44 Q20 40 32 44 T56 44" stroke="#9ccbe8" strokeWidth="2" fill="none" />
      <path d="M25 23 L33 13 L38 26 Z" fill="#e2561b" />
      <path d="M9 32 C13 21 29 19 41 27 L49 30 L58 20 L55 32 L58 45 L49 35 L41 38 C29 46 13 43 9 32 Z" fill="#f57c1f" stroke="#a83c0c" strokeWidth="1.5" />
      <ellipse cx="24" cy="29" rx="6" ry="3.5" fill="#fffaf0" />
      <ellipse cx="36" cy="34" rx="5" ry="3" fill="#fffaf0" />
      <path d="M27 38 L22 48 L33 40 Z" fill="#f79a4a" stroke="#a83c0c" strokeWidth="1" />
      <circle cx="15" cy="30" r="2" fill={INK} />
      <path d="M9 33 Q6 36 5 40 M10 34 Q8 38 9 42" stroke="#a83c0c" strokeWidth="1" fill="none" />
    </>,
  ),
  // The Red Lantern: gold caps, ribs, 福 and a tassel.
  LANTERN: svg(
    <>
      <path d="M32 2 V9" stroke="#8a1c12" strokeWidth="2" />
      <rect x="22" y="8" width="20" height="5" rx="1.5" fill="#f2c94c" stroke="#a06d0d" strokeWidth="1" />
      <ellipse cx="32" cy="31" rx="21" ry="18" fill="#d32f2f" stroke="#8a1c12" strokeWidth="2" />
      <ellipse cx="32" cy="31" rx="11" ry="18" fill="none" stroke="#a31515" strokeWidth="1.5" />
      <text x="32" y="37" textAnchor="middle" fontSize="16" fontWeight="800" fill="#ffd54a">
        福
      </text>
      <rect x="22" y="48" width="20" height="5" rx="1.5" fill="#f2c94c" stroke="#a06d0d" strokeWidth="1" />
      <path d="M32 53 V62 M29 53 V61 M35 53 V61" stroke="#e0a526" strokeWidth="1.6" />
    </>,
  ),
  // The Tea Set: a blue-and-white teapot, its cup, steam.
  TEA: svg(
    <>
      <path d="M50 20 Q47 15 50 10 M56 22 Q53 17 56 12" stroke="#b0bec5" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M13 31 Q3 37 13 47" stroke="#2b5ea7" strokeWidth="3" fill="none" />
      <path d="M41 36 Q50 31 51 23 L55 24 Q55 36 43 45 Z" fill="#eef4fa" stroke="#2b5ea7" strokeWidth="1.5" />
      <ellipse cx="27" cy="39" rx="16" ry="13" fill="#eef4fa" stroke="#2b5ea7" strokeWidth="2" />
      <path d="M14 38 Q20 33 27 38 T40 38" stroke="#2b5ea7" strokeWidth="1.5" fill="none" />
      <circle cx="27" cy="45" r="2.5" fill="none" stroke="#2b5ea7" strokeWidth="1.2" />
      <ellipse cx="27" cy="26" rx="9" ry="3" fill="#eef4fa" stroke="#2b5ea7" strokeWidth="1.5" />
      <circle cx="27" cy="22" r="2.5" fill="#2b5ea7" />
      <path d="M44 49 H60 Q60 59 52 59 Q44 59 44 49 Z" fill="#eef4fa" stroke="#2b5ea7" strokeWidth="1.5" />
      <path d="M47 53 H57" stroke="#2b5ea7" strokeWidth="1" />
    </>,
  ),
  A: rank('A', '#0f766e'),
  K: rank('K', '#b71c1c'),
  Q: rank('Q', '#6a1b9a'),
  J: rank('J', '#1f4fb3'),
};

/** The card ranks, named alike in every language (the rule page's "A" … "J"). */
const RANKS: Readonly<Record<string, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J' };

/** A symbol's name in the page's language, as the rule page names it. */
export function symbolName(symbol: string, t: Translate): string {
  return RANKS[symbol] ?? t(`game.panda.symbol.${symbol as 'PANDA'}`);
}

/** A line's rows as the rule page writes them, 1 the top row: "1-2-3-2-1". */
export const rowsOf = (line: number) => (LINES[line - 1] ?? []).map((row) => row + 1).join('-');

/**
 * How far a nudged stack moved: rows up (positive: it showed at the bottom of the window and rose
 * to fill it) or down (negative). The spin's stop is where the reel landed; the nudge's, the stack's top.
 */
export function nudgeShift(spin: SpinView, reel: number, stop: number): number {
  const strip = (spin.kind === 'free' ? FREE_REELS : BASE_REELS).strips[reel] ?? [];
  const length = strip.length;
  const landed = spin.stops[reel] ?? stop;
  const ahead = (((stop - landed) % length) + length) % length;
  return ahead <= length / 2 ? ahead : ahead - length;
}

/** Where a spin's winning lines run, each position's Panda marks, computed once per spin. */
interface SpinMarks {
  /** Reel → rows its stack nudged (up positive). */
  nudged: Map<number, number>;
  /** "reel,row" held by a sticky Panda from the free games before. */
  held: Set<string>;
}

const cache = new WeakMap<SpinView, SpinMarks>();

function spinMarks(spin: SpinView): SpinMarks {
  const known = cache.get(spin);
  if (known) return known;
  const marks = marksOf(spin);
  const found: SpinMarks = {
    nudged: new Map((marks.nudges ?? []).map(({ reel, stop }) => [reel, nudgeShift(spin, reel, stop)])),
    held: new Set((marks.held ?? []).map(([reel, row]) => `${reel},${row}`)),
  };
  cache.set(spin, found);
  return found;
}

/** A position held by a sticky Panda from the free games before this one. */
export const isHeld = (spin: SpinView, reel: number, row: number) => spin.kind === 'free' && spinMarks(spin).held.has(`${reel},${row}`);

/** The pin of a sticky Panda. */
const pin = (
  <svg className="panda-pin" viewBox="0 0 16 16" focusable="false">
    <circle cx="8" cy="8" r="7.5" fill="#fffaf0" stroke={JADE} strokeWidth="1" />
    <path d="M5.5 3.5 H10.5 L9.5 7 L11.5 9 H8.7 L8 13 L7.3 9 H4.5 L6.5 7 Z" fill={JADE} />
  </svg>
);

/**
 * A position's marks: the winning lines through it (drawn from the neighbouring reels' rows, so a
 * line reads across the reels, its number at reel 1); a nudged stack's arrow and its slide into
 * place; in the free games, the frame of a Panda held from the games before and the pin of every
 * Panda that sticks.
 */
export function pandaMark(spin: SpinView, reel: number, row: number): ReactNode {
  const key = `${reel},${row}`;
  const { nudged, held } = spinMarks(spin);
  const lines = linesThrough(spin, LINES).get(key) ?? [];
  const shift = nudged.get(reel);
  const sticky = spin.kind === 'free' && spin.grid[reel]?.[row] === WILD;
  if (lines.length === 0 && shift === undefined && !sticky) return null;
  return (
    <>
      {shift !== undefined ? <span className="panda-nudge" data-shift={shift} /> : null}
      {held.has(key) && spin.kind === 'free' ? <span className="panda-held" /> : null}
      <LineMarks lines={lines} reel={reel} row={row} />
      {shift !== undefined && row === 1 ? (
        <span className="panda-nudge-tag">
          <svg viewBox="0 0 16 16" focusable="false">
            <path d={shift > 0 ? 'M8 2 L14 10 H10 V14 H6 V10 H2 Z' : 'M8 14 L14 6 H10 V2 H6 V6 H2 Z'} fill="#fffaf0" />
          </svg>
          {Math.abs(shift)}
        </span>
      ) : null}
      {sticky ? pin : null}
    </>
  );
}

/** The game's faces in the page's language: its client and its round's picture draw the same. */
export function pandaFaces(t: Translate): SlotFaces {
  return {
    rows: [3, 3, 3, 3, 3],
    art: (symbol) => PANDA_ART[symbol as LuckyPandaSymbol] ?? null,
    name: (symbol) => symbolName(symbol, t),
    mark: pandaMark,
    stays: isHeld,
    rules: { wilds: [WILD], lines: LINES },
  };
}
