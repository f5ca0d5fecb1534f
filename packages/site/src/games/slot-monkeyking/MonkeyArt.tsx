import type { ReactNode } from 'react';
import { windowOf } from '@ky-wallet/games/slot';
import { CARDS, FREE_REELS, STAFF, TRANSFORMED_TO, WILDS, type Card, type MonkeySpin } from '@ky-wallet/games/games/slot-monkeyking';
import type { Translate } from '../../i18n/messages.ts';
import type { SlotFaces } from '../slot/SlotReels.tsx';
import './MonkeyGame.css';

/*
 * Monkey King's symbols, drawn here (SVG, 64 x 64): nothing is fetched. The cards' ranks are text
 * in the player's system font. The art is decorative: each symbol is said by its name.
 */

const svg = (children: ReactNode, className?: string) => (
  <svg viewBox="0 0 64 64" focusable="false" className={className}>
    {children}
  </svg>
);

/** A card rank in its colour, white-edged so it reads on the cell and on a glowing win. */
const card = (rank: string, ink: string, size = 38) =>
  svg(
    <text
      x="32"
      y="45"
      textAnchor="middle"
      fontSize={size}
      fontWeight="800"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={ink}
      stroke="#fffdf5"
      strokeWidth="2.5"
      paintOrder="stroke"
    >
      {rank}
    </text>,
  );

/** The ink of each card rank, here and on a transformed position's tag. */
export const CARD_INK: Readonly<Record<Card, string>> = {
  A: '#b71c1c',
  K: '#6a1b9a',
  Q: '#1546a0',
  J: '#1b6e20',
  10: '#b34700',
  9: '#006470',
};

export const MONKEY_ART: Readonly<Record<string, ReactNode>> = {
  KING: svg(
    <>
      {/* The phoenix plumes of his cap, the golden circlet, the fiery golden eyes. */}
      <path d="M22 16 Q16 3 5 6" fill="none" stroke="#c62828" strokeWidth="3" strokeLinecap="round" />
      <path d="M42 16 Q48 3 59 6" fill="none" stroke="#c62828" strokeWidth="3" strokeLinecap="round" />
      <circle cx="11" cy="37" r="6.5" fill="#f1c27d" stroke="#7a4a1f" strokeWidth="3" />
      <circle cx="53" cy="37" r="6.5" fill="#f1c27d" stroke="#7a4a1f" strokeWidth="3" />
      <circle cx="32" cy="37" r="22" fill="#8d5524" />
      <path d="M32 24 C21 22 15 31 18 42 C21 53 28 58 32 58 C36 58 43 53 46 42 C49 31 43 22 32 24 Z" fill="#f1c27d" />
      <circle cx="25.5" cy="37" r="4.2" fill="#f2c94c" />
      <circle cx="38.5" cy="37" r="4.2" fill="#f2c94c" />
      <circle cx="25.5" cy="37" r="2" fill="#2b1a0e" />
      <circle cx="38.5" cy="37" r="2" fill="#2b1a0e" />
      <path d="M29 45 h6" stroke="#6b3d1f" strokeWidth="2" strokeLinecap="round" />
      <path d="M26 50 Q32 54 38 50" fill="none" stroke="#6b3d1f" strokeWidth="2" strokeLinecap="round" />
      <rect x="13" y="19" width="38" height="7" rx="3.5" fill="#f2c94c" stroke="#a06d0d" strokeWidth="1.5" />
      <circle cx="32" cy="22.5" r="2.6" fill="#c62828" />
    </>,
  ),
  PIG: svg(
    <>
      {/* Zhu Bajie: the pig, in his monk's cap, with his great ears. */}
      <path d="M13 22 L27 26 L17 38 Z" fill="#f48fb1" stroke="#c2185b" strokeWidth="2" strokeLinejoin="round" />
      <path d="M51 22 L37 26 L47 38 Z" fill="#f48fb1" stroke="#c2185b" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="38" r="20" fill="#f8bbd0" stroke="#c2185b" strokeWidth="2" />
      <path d="M15 27 Q32 4 49 27 Z" fill="#37474f" />
      <rect x="14" y="24" width="36" height="5" rx="2.5" fill="#f2c94c" />
      <circle cx="25" cy="35" r="2.3" fill="#3b1f2b" />
      <circle cx="39" cy="35" r="2.3" fill="#3b1f2b" />
      <ellipse cx="32" cy="45" rx="10" ry="7" fill="#f48fb1" stroke="#c2185b" strokeWidth="1.5" />
      <ellipse cx="28.5" cy="45" rx="1.8" ry="2.8" fill="#880e4f" />
      <ellipse cx="35.5" cy="45" rx="1.8" ry="2.8" fill="#880e4f" />
    </>,
  ),
  SHA: svg(
    <>
      {/* Sha Wujing: the river monk, red-bearded, with his necklace of beads. */}
      <path d="M12 32 Q12 8 32 8 Q52 8 52 32 Z" fill="#b71c1c" />
      <ellipse cx="32" cy="32" rx="16" ry="18" fill="#5c8fa8" />
      <path d="M20 24 L29 27 M44 24 L35 27" stroke="#1b1b1b" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="26" cy="31" r="3.6" fill="#fff" />
      <circle cx="38" cy="31" r="3.6" fill="#fff" />
      <circle cx="26" cy="31" r="1.7" fill="#1b1b1b" />
      <circle cx="38" cy="31" r="1.7" fill="#1b1b1b" />
      <path d="M16 38 Q32 64 48 38 Q42 47 32 47 Q22 47 16 38 Z" fill="#b71c1c" />
      <g fill="#f3ead2" stroke="#6d6452" strokeWidth="1.2">
        {[14, 21, 28, 36, 43, 50].map((x, i) => (
          <circle key={x} cx={x} cy={i === 0 || i === 5 ? 52 : i === 1 || i === 4 ? 56 : 58} r="3.4" />
        ))}
      </g>
    </>,
  ),
  PEACH: svg(
    <>
      {/* The Peach of Immortality. */}
      <path d="M32 18 C18 16 9 29 13 41 C17 53 28 58 32 58 C36 58 47 53 51 41 C55 29 46 16 32 18 Z" fill="#ffb38a" />
      <path d="M32 18 C46 16 55 29 51 41 C47 53 36 58 32 58 C36 48 38 30 32 18 Z" fill="#ef5f86" opacity="0.75" />
      <path d="M32 19 Q25 36 32 56" fill="none" stroke="#d84a5f" strokeWidth="2" />
      <path d="M32 18 Q22 6 12 11 Q21 20 32 18 Z" fill="#2e7d32" />
      <path d="M32 18 Q41 5 52 8 Q44 19 32 18 Z" fill="#43a047" />
    </>,
  ),
  BAND: svg(
    <>
      {/* The Golden Headband: a ring of gold, its two ends curled at the front. */}
      <ellipse cx="32" cy="32" rx="24" ry="13" fill="none" stroke="#8a5a00" strokeWidth="10" />
      <ellipse cx="32" cy="32" rx="24" ry="13" fill="none" stroke="#f2c94c" strokeWidth="6" />
      <ellipse cx="32" cy="29.5" rx="24" ry="13" fill="none" stroke="#fff2b3" strokeWidth="1.5" opacity="0.8" />
      <path d="M24 44 q-6 6 0 10 q5 2 6 -3" fill="none" stroke="#8a5a00" strokeWidth="4" strokeLinecap="round" />
      <path d="M40 44 q6 6 0 10 q-5 2 -6 -3" fill="none" stroke="#8a5a00" strokeWidth="4" strokeLinecap="round" />
      <path d="M24 44 q-6 6 0 10 q5 2 6 -3" fill="none" stroke="#f2c94c" strokeWidth="2" strokeLinecap="round" />
      <path d="M40 44 q6 6 0 10 q-5 2 -6 -3" fill="none" stroke="#f2c94c" strokeWidth="2" strokeLinecap="round" />
    </>,
  ),
  // A length of the staff on its red reel: the staff fills the reel (its ends and multiplier are marks).
  STAFF: svg(
    <>
      <rect x="0" y="0" width="64" height="64" fill="#8b1a1a" />
      <rect x="25" y="-1" width="14" height="66" fill="#d4a017" />
      <rect x="27" y="-1" width="4" height="66" fill="#ffe38a" />
      <rect x="36" y="-1" width="3" height="66" fill="#9c6f0a" />
    </>,
    'monkey-staff',
  ),
  CLOUD: svg(
    <>
      {/* The Somersault Cloud on its sky: an auspicious cloud, curling, with its rosy trail. */}
      <circle cx="32" cy="32" r="29" fill="#cfe8ff" stroke="#5b9bd5" strokeWidth="2" />
      <path d="M7 50 Q20 44 31 50 T57 49" fill="none" stroke="#e91e63" strokeWidth="3.5" strokeLinecap="round" />
      <path
        d="M12 44 C4 44 4 32 13 31 C12 20 25 16 30 24 C33 12 51 13 50 26 C59 25 61 38 53 42 C52 46 47 47 45 45 L15 45 Z"
        fill="#ffffff"
        stroke="#c77c00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M19 38 a5 5 0 1 1 6 -5" fill="none" stroke="#c77c00" strokeWidth="2.8" strokeLinecap="round" />
      <path d="M36 33 a6 6 0 1 1 7 -6" fill="none" stroke="#c77c00" strokeWidth="2.8" strokeLinecap="round" />
      <path d="M40 41 a3 3 0 1 0 4 -3" fill="none" stroke="#e91e63" strokeWidth="2.2" strokeLinecap="round" />
    </>,
  ),
  A: card('A', CARD_INK.A),
  K: card('K', CARD_INK.K),
  Q: card('Q', CARD_INK.Q),
  J: card('J', CARD_INK.J),
  10: card('10', CARD_INK[10], 32),
  9: card('9', CARD_INK[9]),
};

/** Positions of a free game showing the Monkey King where its strips show the chosen card. */
export function transformedAt(spin: MonkeySpin): ReadonlySet<string> {
  const chosen = spin.marks?.card;
  const out = new Set<string>();
  if (chosen === undefined || spin.kind !== 'free') return out;
  windowOf(FREE_REELS, spin.stops).forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === chosen && spin.grid[reel]?.[row] === TRANSFORMED_TO) out.add(`${reel},${row}`);
    }),
  );
  return out;
}

/** The staff on a reel of a spin, if one landed there. */
export const staffOn = (spin: MonkeySpin, reel: number) => spin.marks?.staffs?.find((staff) => staff.reel === reel);

/** The multiplier of a win that ran through the staffs of the first `count` reels (their product). */
export function staffProduct(spin: MonkeySpin, count: number): { multiplier: number; factors: number[] } {
  const factors = (spin.marks?.staffs ?? []).filter((staff) => staff.reel < count).map((staff) => staff.multiplier);
  return { multiplier: factors.reduce((product, factor) => product * factor, 1), factors };
}

/** A staff's gold hoop, at its ends (3: the top; 49: the bottom). */
const hoop = (y: number) => (
  <>
    <rect x="21" y={y} width="22" height="12" rx="3" fill="#f2c94c" stroke="#5c0d0d" strokeWidth="2" />
    <rect x="21" y={y + 4.5} width="22" height="3" fill="#c62828" />
  </>
);

/**
 * What a position carries over its symbol: a staff's ends and, where it landed, its multiplier;
 * on a free game, the card that turned into the Monkey King there, in a tag.
 */
function markOf(spin: MonkeySpin, reel: number, row: number, rows: number): ReactNode {
  const staff = staffOn(spin, reel);
  if (staff && spin.grid[reel]?.[row] === STAFF) {
    return svg(
      <>
        {row === 0 ? hoop(3) : null}
        {row === rows - 1 ? hoop(49) : null}
        {row === staff.row ? (
          <g className="monkey-multiplier">
            <circle cx="32" cy="32" r="17" fill="#ffd54a" stroke="#5c0d0d" strokeWidth="3" />
            <text x="32" y="39" textAnchor="middle" fontSize="19" fontWeight="800" fill="#5c0d0d">
              ×{staff.multiplier}
            </text>
          </g>
        ) : (
          <rect x="23" y="29" width="18" height="6" rx="2" fill="#9c6f0a" />
        )}
      </>,
      'monkey-mark',
    );
  }
  const chosen = spin.marks?.card;
  if (chosen !== undefined && transformedAt(spin).has(`${reel},${row}`)) {
    return svg(
      <>
        <rect x="2" y="2" width="22" height="17" rx="4" fill="#fffdf5" stroke={CARD_INK[chosen]} strokeWidth="2" />
        <text x="13" y="15" textAnchor="middle" fontSize="12" fontWeight="800" fill={CARD_INK[chosen]}>
          {chosen}
        </text>
      </>,
      'monkey-mark monkey-mark--transformed',
    );
  }
  return null;
}

/** A marked position in words, in the reel's list: where a staff landed, with its multiplier; a card transformed. */
function saidOf(spin: MonkeySpin, reel: number, row: number, t: Translate): string | undefined {
  const staff = staffOn(spin, reel);
  if (staff?.row === row) return t('game.monkey.saidStaff', { multiplier: staff.multiplier });
  const chosen = spin.marks?.card;
  if (chosen !== undefined && transformedAt(spin).has(`${reel},${row}`)) return t('game.monkey.saidTransformed', { card: chosen });
  return undefined;
}

/** The name of a symbol: a card by its rank (the same in every language), the others translated. */
export function symbolName(symbol: string, t: Translate): string {
  return (CARDS as readonly string[]).includes(symbol) ? symbol : t(`game.monkey.symbol.${symbol as 'KING'}`);
}

/** The game's faces in the page's language: its client and its round's picture draw the same. */
export function monkeyFaces(t: Translate): SlotFaces {
  const rows = [4, 4, 4, 4, 4] as const;
  return {
    rows,
    art: (symbol) => MONKEY_ART[symbol] ?? null,
    name: (symbol) => symbolName(symbol, t),
    mark: (spin, reel, row) => markOf(spin as MonkeySpin, reel, row, rows[reel] ?? 4),
    said: (spin, reel, row) => saidOf(spin as MonkeySpin, reel, row, t),
    rules: { wilds: WILDS.symbols },
  };
}
