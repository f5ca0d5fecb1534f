import type { ReactNode } from 'react';
import { COIN, COIN_PRIZES, GRAND_CREDITS, WILD, type GoldenTigerCoin, type GoldenTigerMarks, type Jackpot, type PayingSymbol } from '@ky-wallet/games/games/slot-golden-tiger';
import type { SpinView } from '@ky-wallet/games/slot';
import { formatNumber } from '../../i18n/format.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { SlotFaces } from '../slot/SlotReels.tsx';

/*
 * Golden Tiger's symbols, drawn here (SVG, 64 x 64): nothing is fetched. The art is decorative;
 * each symbol is said by name, and a Gold Coin by its value or jackpot.
 */

/** What the reels can show: the paying symbols, the Golden Paw, the Gold Coin, and Hold & Win's empty positions. */
export type TigerSymbol = PayingSymbol | typeof WILD | typeof COIN | typeof BLANK;
/** An empty position of the Hold & Win board (the engine's respins show coins or blanks). */
export const BLANK = 'BLANK';

export const JACKPOTS: readonly Jackpot[] = ['MINI', 'MINOR', 'MAJOR', 'GRAND'];
/** The jackpots' prizes in hundredths of the total bet: the coins' table, and GRAND for a full screen. */
export const JACKPOT_CREDITS = Object.fromEntries(
  JACKPOTS.map((jackpot) => [jackpot, jackpot === 'GRAND' ? GRAND_CREDITS : (COIN_PRIZES.find((prize) => prize.jackpot === jackpot)?.credits ?? 0)]),
) as Readonly<Record<Jackpot, number>>;
/** Each jackpot's colour on a coin and in the jackpot bar. */
export const JACKPOT_FILL: Readonly<Record<Jackpot, string>> = { MINI: '#2e6b3a', MINOR: '#1f4f9a', MAJOR: '#9b1c1c', GRAND: '#6b2a8f' };

/** The card ranks: the rule page names them alike in every language. */
const RANKS: Readonly<Record<string, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };
type NamedSymbol = Exclude<TigerSymbol, 'A' | 'K' | 'Q' | 'J' | 'TEN'>;

export const isJackpot = (prize: string): prize is Jackpot => (JACKPOTS as readonly string[]).includes(prize);

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 64 64" focusable="false">
    {children}
  </svg>
);

/** A card rank in its colour, outlined so it reads on the reels' cream. */
const rank = (text: string, fill: string) =>
  svg(
    <text
      x="32"
      y="45"
      textAnchor="middle"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontSize={text.length > 1 ? 32 : 40}
      fontWeight="800"
      fill={fill}
      stroke="#fffaf0"
      strokeWidth="2.5"
      paintOrder="stroke"
      letterSpacing={text.length > 1 ? -2 : 0}
    >
      {text}
    </text>,
  );

const TIGER = svg(
  <>
    <circle cx="32" cy="33" r="30" fill="#f7d774" stroke="#b8860b" strokeWidth="2.5" />
    {/* ears */}
    <circle cx="15" cy="16" r="8" fill="#e07a12" stroke="#3a2210" strokeWidth="1.5" />
    <circle cx="49" cy="16" r="8" fill="#e07a12" stroke="#3a2210" strokeWidth="1.5" />
    <circle cx="15" cy="16" r="4" fill="#fbe3c0" />
    <circle cx="49" cy="16" r="4" fill="#fbe3c0" />
    {/* head */}
    <ellipse cx="32" cy="35" rx="22" ry="20" fill="#f08a18" stroke="#3a2210" strokeWidth="1.5" />
    {/* 王 on the brow */}
    <rect x="26" y="19" width="12" height="2.2" rx="1" fill="#2b1a0e" />
    <rect x="27" y="23" width="10" height="2.2" rx="1" fill="#2b1a0e" />
    <rect x="25.5" y="27" width="13" height="2.2" rx="1" fill="#2b1a0e" />
    <rect x="30.9" y="19" width="2.2" height="10" fill="#2b1a0e" />
    {/* side stripes */}
    <path d="M10.5 30 L19 32 L11 35 Z M11 39 L19 39.5 L12.5 43 Z M53.5 30 L45 32 L53 35 Z M53 39 L45 39.5 L51.5 43 Z" fill="#2b1a0e" />
    {/* muzzle */}
    <ellipse cx="26" cy="44" rx="8" ry="6.5" fill="#fff6e6" />
    <ellipse cx="38" cy="44" rx="8" ry="6.5" fill="#fff6e6" />
    <ellipse cx="32" cy="50" rx="6" ry="3.5" fill="#fff6e6" />
    {/* eyes */}
    <path d="M19 33 Q23 29 27 33 Q23 35.5 19 33 Z M37 33 Q41 29 45 33 Q41 35.5 37 33 Z" fill="#f6e05e" stroke="#2b1a0e" strokeWidth="1.2" />
    <ellipse cx="23" cy="32.8" rx="1.3" ry="2" fill="#2b1a0e" />
    <ellipse cx="41" cy="32.8" rx="1.3" ry="2" fill="#2b1a0e" />
    {/* nose and mouth */}
    <path d="M28 39 L36 39 L32 43.5 Z" fill="#b5322a" stroke="#2b1a0e" strokeWidth="1" strokeLinejoin="round" />
    <path d="M32 43.5 V46 M32 46 Q28.5 49 26 46.5 M32 46 Q35.5 49 38 46.5" fill="none" stroke="#2b1a0e" strokeWidth="1.3" strokeLinecap="round" />
  </>,
);

const PAW = svg(
  <>
    <circle cx="32" cy="32" r="30" fill="#a3171b" stroke="#f2c230" strokeWidth="3" />
    <circle cx="32" cy="32" r="25" fill="none" stroke="#f2c230" strokeWidth="1" strokeDasharray="2 3" />
    <ellipse cx="32" cy="34" rx="10.5" ry="9" fill="#f6c945" stroke="#8a5a00" strokeWidth="1.2" />
    <ellipse cx="19.5" cy="25" rx="4.2" ry="5.2" transform="rotate(-25 19.5 25)" fill="#f6c945" stroke="#8a5a00" strokeWidth="1.2" />
    <ellipse cx="27" cy="18.5" rx="4.2" ry="5.4" transform="rotate(-8 27 18.5)" fill="#f6c945" stroke="#8a5a00" strokeWidth="1.2" />
    <ellipse cx="37" cy="18.5" rx="4.2" ry="5.4" transform="rotate(8 37 18.5)" fill="#f6c945" stroke="#8a5a00" strokeWidth="1.2" />
    <ellipse cx="44.5" cy="25" rx="4.2" ry="5.2" transform="rotate(25 44.5 25)" fill="#f6c945" stroke="#8a5a00" strokeWidth="1.2" />
    <text x="32" y="55" textAnchor="middle" fontSize="10" fontWeight="900" letterSpacing="1" fill="#fff3c4">
      WILD
    </text>
  </>,
);

const COIN_ART = svg(
  <>
    <circle cx="32" cy="32" r="29" fill="#e9b821" stroke="#8a5a00" strokeWidth="2.5" />
    <circle cx="32" cy="32" r="23.5" fill="#f7d25a" stroke="#b9860f" strokeWidth="2" />
    <circle cx="32" cy="32" r="19" fill="none" stroke="#d9a21b" strokeWidth="1" strokeDasharray="1.5 2.5" />
    <path d="M14 22 Q20 12 32 10" fill="none" stroke="#fff6c9" strokeWidth="2.5" strokeLinecap="round" />
  </>,
);

const INGOT = svg(
  <>
    <path d="M5 30 Q8 50 32 52 Q56 50 59 30 Q46 37 32 37 Q18 37 5 30 Z" fill="#e0a21e" stroke="#8a5a00" strokeWidth="2" />
    <ellipse cx="32" cy="30" rx="15" ry="11" fill="#f7d25a" stroke="#8a5a00" strokeWidth="2" />
    <path d="M22 26 Q26 21 32 21" fill="none" stroke="#fff6c9" strokeWidth="2.5" strokeLinecap="round" />
    <path d="M12 40 Q20 46 32 46" fill="none" stroke="#f7d25a" strokeWidth="2" strokeLinecap="round" />
  </>,
);

const KOI = svg(
  <>
    <circle cx="32" cy="32" r="29" fill="#d7eef5" />
    <path d="M10 44 Q22 40 34 46 M24 52 Q34 48 46 53" fill="none" stroke="#8cc4d6" strokeWidth="2" strokeLinecap="round" />
    {/* tail */}
    <path d="M12 22 Q4 14 6 8 Q14 14 17 20 Q14 10 20 6 Q22 16 20 24 Z" fill="#e2462f" stroke="#7a1d10" strokeWidth="1.3" strokeLinejoin="round" />
    {/* body */}
    <path d="M18 22 Q30 14 46 26 Q56 34 54 44 Q46 50 36 44 Q22 36 18 22 Z" fill="#fff8f0" stroke="#7a1d10" strokeWidth="1.5" />
    <path d="M24 22 Q32 20 38 26 Q34 32 28 30 Z M40 34 Q46 32 50 38 Q46 42 42 40 Z" fill="#e2462f" />
    {/* fins */}
    <path d="M34 40 Q30 50 24 50 Q28 44 30 38 Z" fill="#f08a18" stroke="#7a1d10" strokeWidth="1.2" />
    <path d="M38 22 Q40 14 46 14 Q44 20 44 26 Z" fill="#f08a18" stroke="#7a1d10" strokeWidth="1.2" />
    <circle cx="48.5" cy="37.5" r="2" fill="#1c1c1c" />
  </>,
);

const KNOT = svg(
  <>
    <path d="M32 2 V9" stroke="#a3171b" strokeWidth="3" />
    <circle cx="32" cy="6" r="3.5" fill="none" stroke="#a3171b" strokeWidth="2.5" />
    <rect x="17" y="14" width="30" height="30" rx="4" transform="rotate(45 32 29)" fill="#d3262c" stroke="#7a0f12" strokeWidth="2" />
    <path d="M22 24 L37 39 M27 19 L42 34 M42 24 L27 39 M37 19 L22 34" stroke="#ffd27a" strokeWidth="2" />
    <rect x="29" y="48" width="6" height="4" rx="1" fill="#f2c230" />
    <path d="M28 52 L25 63 M31 52 L30 63 M33 52 L34 63 M36 52 L39 63" stroke="#d3262c" strokeWidth="2.2" strokeLinecap="round" />
  </>,
);

export const GOLDEN_TIGER_ART: Readonly<Record<TigerSymbol, ReactNode>> = {
  TIGER,
  INGOT,
  KOI,
  KNOT,
  A: rank('A', '#b3261e'),
  K: rank('K', '#1f4f9a'),
  Q: rank('Q', '#2e7d32'),
  J: rank('J', '#7b3fa0'),
  TEN: rank('10', '#b54708'),
  WILD: PAW,
  COIN: COIN_ART,
  BLANK: null,
};

/** A coin's value as it shows: "0.5×", "20×" in the page's numbers. */
export function coinValue(credits: number, tag: string): string {
  return `${formatNumber(credits / 100, tag)}×`;
}

/** What a coin shows: its value, or its jackpot as the rule page's table names it in every language (MINI). */
export function coinLabel(coin: GoldenTigerCoin, tag: string): string {
  return isJackpot(coin.prize) ? coin.prize : coinValue(coin.credits, tag);
}

/** A coin's prize in words: "2×", "MINI jackpot" (迷你彩金). */
export function prizeSaid(coin: GoldenTigerCoin, t: Translate, tag: string): string {
  return isJackpot(coin.prize) ? t(`game.tiger.jackpot.${coin.prize}`) : coinValue(coin.credits, tag);
}

/** A coin in words: "Gold Coin 2×", "Gold Coin: MINI jackpot". */
export function coinSaid(coin: GoldenTigerCoin, t: Translate, tag: string): string {
  return isJackpot(coin.prize) ? t('game.tiger.coinJackpot', { jackpot: t(`game.tiger.jackpot.${coin.prize}`) }) : t('game.tiger.coin', { value: coinValue(coin.credits, tag) });
}

/** A spin's coins, as its marks carry them; Hold & Win's board adds the coins just landed (`fresh`). */
export interface TigerMarks extends GoldenTigerMarks {
  /** [reel, row] of the coins the last respin landed. */
  fresh?: [number, number][];
}

const coinAt = (spin: SpinView, reel: number, row: number): GoldenTigerCoin | undefined =>
  (spin.marks as TigerMarks | undefined)?.coins.find(({ at }) => at[0] === reel && at[1] === row);

const isFresh = (spin: SpinView, reel: number, row: number): boolean =>
  (spin.marks as TigerMarks | undefined)?.fresh?.some(([r, w]) => r === reel && w === row) ?? false;

/** A coin's value or jackpot, over its art: a jackpot in its colour. */
function CoinMark({ coin, label, fresh }: { coin: GoldenTigerCoin; label: string; fresh: boolean }) {
  const jackpot = isJackpot(coin.prize) ? coin.prize : undefined;
  // Long labels (MINOR, 0.5×) are squeezed into the coin rather than overflowing it.
  const long = label.length >= 4;
  return (
    <svg className={`tiger-coin-mark${fresh ? ' tiger-coin-mark--fresh' : ''}`} viewBox="0 0 64 64" focusable="false" data-prize={coin.prize}>
      {jackpot ? <circle cx="32" cy="32" r="20" fill={JACKPOT_FILL[jackpot]} stroke="#fff3c4" strokeWidth="1.5" /> : null}
      <text
        x="32"
        y={long ? 36.5 : 38}
        textAnchor="middle"
        fontSize={long ? 15 : 17}
        fontWeight="900"
        fill={jackpot ? '#fff8dc' : '#6b3a00'}
        {...(long ? { textLength: label.length > 4 ? 37 : 31, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {label}
      </text>
    </svg>
  );
}

/** The game's faces in the page's language: its client, its Hold & Win board and its round's picture draw the same. */
export function goldenTigerFaces(t: Translate, tag: string): SlotFaces {
  return {
    rows: [3, 3, 3, 3, 3],
    art: (symbol) => GOLDEN_TIGER_ART[symbol as TigerSymbol] ?? null,
    name: (symbol) => RANKS[symbol] ?? t(`game.tiger.symbol.${symbol as NamedSymbol}`),
    mark: (spin, reel, row) => {
      const coin = spin.grid[reel]?.[row] === COIN ? coinAt(spin, reel, row) : undefined;
      return coin ? <CoinMark coin={coin} label={coinLabel(coin, tag)} fresh={isFresh(spin, reel, row)} /> : null;
    },
    said: (spin, reel, row) => {
      const coin = spin.grid[reel]?.[row] === COIN ? coinAt(spin, reel, row) : undefined;
      if (!coin) return undefined;
      return isFresh(spin, reel, row) ? t('game.tiger.coinNew', { coin: coinSaid(coin, t, tag) }) : coinSaid(coin, t, tag);
    },
    rules: { wilds: [WILD] },
  };
}
