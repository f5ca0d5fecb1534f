import type { CSSProperties, ReactNode } from 'react';
import { CART, LINES, REELS, WILD, type GoldSymbol, type Rock } from '@ky-wallet/games/games/slot-gold-digger';
import { windowOf, type SpinView } from '@ky-wallet/games/slot';
import type { Translate } from '../../i18n/messages.ts';
import type { SlotFaces } from '../slot/SlotReels.tsx';

/*
 * Gold Digger's symbols, rocks and blast, drawn here (SVG, 64 x 64): nothing is fetched. The card
 * ranks are letters in the player's system font. The art is decorative: each position and rock
 * is said by name.
 */

const svg = (children: ReactNode, className?: string) => (
  <svg viewBox="0 0 64 64" focusable="false" className={className}>
    {children}
  </svg>
);

/** A card rank carved on a slate: the low symbols. */
const rank = (text: string, ink: string) =>
  svg(
    <>
      <rect x="9" y="9" width="46" height="46" rx="9" fill="#efe3c8" stroke={ink} strokeWidth="2.5" />
      <text
        x="32"
        y="45"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize={text.length > 1 ? 28 : 34}
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

/** A gold nugget, lit from the upper left. */
const NUGGET_SHAPE = (
  <>
    <path d="M10 38 L16 22 L30 14 L46 18 L55 31 L50 46 L33 52 L17 49 Z" fill="#e0a419" stroke="#8a5a06" strokeWidth="2.5" strokeLinejoin="round" />
    <path d="M17 26 L30 18 L42 21 L33 29 L21 33 Z" fill="#ffd95a" />
    <path d="M33 29 L42 21 L50 32 L44 42 L33 41 Z" fill="#f2bd2c" />
    <path d="M21 33 L33 29 L33 41 L20 44 Z" fill="#c98a0c" />
    <path d="M46 9 L48 14 L53 16 L48 18 L46 23 L44 18 L39 16 L44 14 Z" fill="#fffbe0" />
  </>
);

/** A miner's lantern, its flame lit. */
const LANTERN_SHAPE = (
  <>
    <circle cx="32" cy="33" r="22" fill="#ffd54a" opacity="0.35" />
    <path d="M23 15 Q32 2 41 15" fill="none" stroke="#3b3b3b" strokeWidth="3" strokeLinecap="round" />
    <rect x="19" y="13" width="26" height="7" rx="2" fill="#4a4a4a" />
    <rect x="22" y="20" width="20" height="25" rx="3" fill="#fff1b8" stroke="#4a4a4a" strokeWidth="3" />
    <path d="M32 24 Q38 32 32 40 Q26 32 32 24 Z" fill="#ff9f1c" />
    <path d="M32 30 Q35 35 32 39 Q29 35 32 30 Z" fill="#ffe066" />
    <path d="M27 21 V44 M37 21 V44" stroke="#4a4a4a" strokeWidth="1.6" />
    <rect x="17" y="45" width="30" height="7" rx="2" fill="#4a4a4a" />
  </>
);

export const DIGGER_ART: Readonly<Record<GoldSymbol, ReactNode>> = {
  PROSPECTOR: svg(
    <>
      <path d="M14 35 Q14 60 32 60 Q50 60 50 35 Q42 44 32 44 Q22 44 14 35 Z" fill="#eceae4" stroke="#a9a393" strokeWidth="1.5" />
      <circle cx="32" cy="32" r="13" fill="#f0c08a" />
      <path d="M23 29 Q26 26 29 29 M35 29 Q38 26 41 29" stroke="#f7f5ef" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="27" cy="32" r="1.8" fill="#3b2a1a" />
      <circle cx="37" cy="32" r="1.8" fill="#3b2a1a" />
      <ellipse cx="32" cy="37" rx="3.2" ry="2.6" fill="#d9925b" />
      <path d="M22 42 Q27 37 32 40 Q37 37 42 42 Q37 45 32 42 Q27 45 22 42 Z" fill="#f7f5ef" stroke="#a9a393" strokeWidth="1" />
      <ellipse cx="32" cy="21" rx="25" ry="5" fill="#5c3a1c" />
      <path d="M19 21 Q19 5 32 5 Q45 5 45 21 Z" fill="#7d5230" />
      <rect x="19" y="16" width="26" height="4" fill="#3d2612" />
    </>,
  ),
  NUGGET: svg(NUGGET_SHAPE),
  PICKAXE: svg(
    <g transform="rotate(-35 32 32)">
      <rect x="29" y="14" width="6" height="46" rx="2.5" fill="#a8733f" stroke="#6b4423" strokeWidth="1.5" />
      <path d="M5 24 Q32 2 59 24 L56 28 Q32 12 8 28 Z" fill="#9aa6b2" stroke="#4f5a66" strokeWidth="2" strokeLinejoin="round" />
      <rect x="26" y="11" width="12" height="9" rx="2" fill="#6f7b87" />
    </g>,
  ),
  LANTERN: svg(LANTERN_SHAPE),
  SHOVEL: svg(
    <g transform="rotate(30 32 32)">
      <path d="M24 5 H40 V10 H24 Z" fill="#a8733f" stroke="#6b4423" strokeWidth="1.5" />
      <rect x="29" y="9" width="6" height="28" fill="#a8733f" stroke="#6b4423" strokeWidth="1.5" />
      <path d="M19 36 H45 V47 Q32 63 19 47 Z" fill="#9aa6b2" stroke="#4f5a66" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 40 V47 Q28 53 32 55" fill="none" stroke="#d5dde5" strokeWidth="2" strokeLinecap="round" />
    </g>,
  ),
  A: rank('A', '#b3261e'),
  K: rank('K', '#1f4fa3'),
  Q: rank('Q', '#6a2c91'),
  J: rank('J', '#1e6b33'),
  TEN: rank('10', '#b4530b'),
  TNT: svg(
    <>
      <rect x="3" y="3" width="58" height="58" rx="12" fill="#3a1d0e" stroke="#f2b632" strokeWidth="3" />
      <path d="M33 19 Q36 9 46 10" fill="none" stroke="#2a2a2a" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M47 4 L49 8 L54 7 L51 11 L55 14 L50 14 L49 19 L46 15 L42 17 L44 12 L40 9 L45 9 Z" fill="#ffd23f" stroke="#ff7b00" strokeWidth="1" />
      <rect x="13" y="20" width="13" height="36" rx="4" fill="#d32f2f" stroke="#7f1010" strokeWidth="1.5" />
      <rect x="38" y="20" width="13" height="36" rx="4" fill="#d32f2f" stroke="#7f1010" strokeWidth="1.5" />
      <rect x="25.5" y="18" width="13" height="38" rx="4" fill="#e53935" stroke="#7f1010" strokeWidth="1.5" />
      <rect x="10" y="33" width="44" height="12" rx="2" fill="#f6e7c1" stroke="#6b4423" strokeWidth="1.5" />
      <text x="32" y="43" textAnchor="middle" fontFamily="Impact, 'Arial Black', sans-serif" fontSize="11" fontWeight="900" fill="#b71c1c">
        TNT
      </text>
    </>,
  ),
  CART: svg(
    <>
      <path d="M2 58 H62" stroke="#6b4423" strokeWidth="3" />
      <path d="M12 24 Q16 11 25 17 Q32 7 40 15 Q49 10 53 24 Z" fill="#f2c230" stroke="#a87508" strokeWidth="1.5" />
      <circle cx="24" cy="15" r="2" fill="#fff3b0" />
      <circle cx="41" cy="13" r="2" fill="#fff3b0" />
      <path d="M7 23 H57 L50 47 H14 Z" fill="#7a5230" stroke="#3f2812" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M9 30 H55 M12 40 H52" stroke="#4f5a66" strokeWidth="3" />
      <circle cx="21" cy="51" r="6" fill="#3b3b3b" stroke="#9aa6b2" strokeWidth="2" />
      <circle cx="43" cy="51" r="6" fill="#3b3b3b" stroke="#9aa6b2" strokeWidth="2" />
    </>,
  ),
};

/** The Dynamite Blast's flash: a starburst, animated out as its position turns wild. */
const BURST = svg(
  <>
    <path
      d="M32 2 L38 20 L56 10 L46 27 L63 32 L46 38 L56 54 L38 45 L32 62 L26 45 L8 54 L18 38 L1 32 L18 27 L8 10 L26 20 Z"
      fill="#ff8f00"
    />
    <path d="M32 14 L36 25 L47 20 L41 30 L51 33 L40 37 L45 47 L35 41 L32 51 L28 41 L19 47 L24 37 L13 33 L23 30 L17 20 L28 25 Z" fill="#ffe45c" />
  </>,
  'digger-blast__burst',
);

/** A Mine Cart on each of these reels (1, 3 and 5) starts the Mine Cart Bonus: they light up. */
const BONUS_REELS = [0, 2, 4] as const;

/** The positions a spin's Dynamite Blast turned into TNT, in the order they blast. */
export function blastOf(spin: SpinView): readonly [number, number][] {
  return (spin.marks as { blast?: [number, number][] } | undefined)?.blast ?? [];
}

/**
 * A position's mark. The Mine Carts that open the bonus are lit. A blasted position: what the
 * reels stopped on, blown away by a flash (one after the other), leaving the TNT and a scorch
 * mark that stays. Reduced motion, and a round's picture, show the TNT and its mark at once.
 */
function markOf(spin: SpinView, reel: number, row: number): ReactNode {
  if (spin.grid[reel]?.[row] === CART && BONUS_REELS.every((on) => spin.grid[on]?.includes(CART))) return <span className="digger-cart-lit" />;
  const order = blastOf(spin).findIndex(([r, w]) => r === reel && w === row);
  if (order < 0) return null;
  const was = windowOf(REELS, spin.stops)[reel]?.[row];
  return (
    <span className="digger-blast" style={{ '--digger-blast-order': order } as CSSProperties}>
      {was !== undefined && was !== WILD ? <span className="digger-blast__was">{DIGGER_ART[was as GoldSymbol]}</span> : null}
      {BURST}
      <span className="digger-blast__scorch" />
    </span>
  );
}

/** What a rock holds, drawn: a nugget, a lantern or a Mother Lode (a gold vein through the stone). */
export function rockArt(found: Rock): ReactNode {
  if (found === 'LANTERN') return svg(LANTERN_SHAPE);
  if (found === 'LODE')
    return svg(
      <>
        <path d="M6 44 L12 22 L30 10 L50 14 L60 34 L52 54 L24 58 Z" fill="#6d6259" stroke="#3b332c" strokeWidth="2" strokeLinejoin="round" />
        <path d="M10 36 Q20 30 26 36 Q34 44 42 30 Q48 22 57 26" fill="none" stroke="#ffcf33" strokeWidth="6" strokeLinecap="round" />
        <path d="M10 36 Q20 30 26 36 Q34 44 42 30 Q48 22 57 26" fill="none" stroke="#fff3b0" strokeWidth="2" strokeLinecap="round" />
        <path d="M22 48 L28 44 L32 50 Z M38 18 L44 16 L42 22 Z" fill="#ffcf33" />
      </>,
    );
  return svg(NUGGET_SHAPE);
}

/** A whole rock of the rock face. */
export const ROCK_ART = svg(
  <>
    <path d="M5 46 L10 22 L28 8 L48 11 L60 30 L55 52 L30 59 L12 56 Z" fill="#8a7d70" stroke="#3b332c" strokeWidth="2.5" strokeLinejoin="round" />
    <path d="M12 24 L28 12 L44 14 L36 26 L18 32 Z" fill="#a99b8c" />
    <path d="M36 26 L44 14 L56 30 L50 44 Z" fill="#7a6e62" />
    <path d="M28 36 L34 42 L31 50 M44 36 L40 42" fill="none" stroke="#4d443b" strokeWidth="1.8" strokeLinecap="round" />
  </>,
  'digger-rock__stone',
);

/** The card ranks keep their letters in every language, as the rule pages write them. */
const RANKS: Partial<Record<GoldSymbol, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };

/** The game's faces in the page's language: its client and its round's picture draw the same. */
export function diggerFaces(t: Translate): SlotFaces {
  const name = (symbol: string) => RANKS[symbol as GoldSymbol] ?? t(`game.digger.symbol.${symbol as 'TNT'}`);
  return {
    rows: REELS.rows,
    art: (symbol) => DIGGER_ART[symbol as GoldSymbol] ?? null,
    name,
    mark: markOf,
    said: (spin, reel, row) => (blastOf(spin).some(([r, w]) => r === reel && w === row) ? t('game.digger.blasted') : undefined),
    rules: { wilds: [WILD], lines: LINES },
  };
}
