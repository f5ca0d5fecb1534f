import { MULTIPLIER_SCALE, type PlayableGameId } from '@ky-wallet/games/contract';
import { formatHundredths, formatMultiplier } from '../../games/money.ts';
import { formatDateTime, formatList, formatMinor, formatNumber } from '../../i18n/format.ts';
import type { PlainKey } from '../../i18n/messages.ts';

/*
 * A round's meta in the player's terms. Labels: the keys our game server writes (packages/games,
 * rgs/game-server.ts: RoundAction, and fair/*.ts: the params and outcomes), in any game's meta.
 * Values: in the units of our originals only (money in minor units, times in epoch milliseconds,
 * dice values in hundredths, multipliers as multiplierScaleOf says, tiles from 0); a value not of
 * the expected kind, and anything a third party sends, shows as it came.
 */

/** Labels of the meta keys our game server sends; others show as they came. */
export const META_KEY: Partial<Record<string, PlainKey>> = {
  params: 'round.meta.params',
  outcome: 'round.meta.outcome',
  actions: 'round.meta.actions',
  reason: 'round.meta.reason',
  type: 'round.meta.type',
  amount: 'round.meta.amount',
  at: 'round.meta.at',
  direction: 'round.meta.direction',
  target: 'round.meta.target',
  result: 'round.meta.result',
  won: 'round.meta.won',
  risk: 'round.meta.risk',
  segment: 'round.meta.segment',
  multiplier: 'round.meta.multiplier',
  mines: 'round.meta.mines',
  mine_tiles: 'round.meta.mine_tiles',
  tile: 'round.meta.tile',
  mine: 'round.meta.mine',
  gems: 'round.meta.gems',
  auto: 'round.meta.auto',
  spot: 'round.meta.spot',
  spots: 'round.meta.spots',
  revealed: 'round.meta.revealed',
};

/** How a value is shown: its text, and the instant it names (for a <time>). */
export interface Shown {
  text: string;
  dateTime?: string;
}

export interface MetaFormat {
  /** The round's game and currency. */
  game: string;
  currency: string;
  tag: string;
  label: (key: PlainKey) => string;
  /** What the movement's multipliers are in: 1x is this many (multiplierScaleOf). */
  multiplierScale: number;
}

type Show = (value: unknown, format: MetaFormat) => Shown | null;

const integer = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

const money: Show = (value, { currency, tag }) => (integer(value) ? { text: formatMinor(value, currency, tag) } : null);

const instant: Show = (value, { tag }) => {
  if (!integer(value) || value < 0) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return { text: formatDateTime(iso, tag), dateTime: iso };
};

const hundredths: Show = (value, { tag }) => (integer(value) ? { text: formatHundredths(value, tag) } : null);

const multiplier =
  (decimals: number): Show =>
  (value, { tag, multiplierScale }) =>
    integer(value) && value >= 0 ? { text: formatMultiplier(value, multiplierScale, decimals, tag) } : null;

/**
 * What the multipliers of a movement's meta are in. Our game server names it (`multiplier_scale`:
 * ten-thousandths in every game); meta it sent before has no such key, and the wallet keeps meta
 * as it came: there the wheel's multipliers are hundredths, dice's and mines' ten-thousandths.
 */
export function multiplierScaleOf(game: string, meta: Record<string, unknown>): number {
  const named = meta.multiplier_scale;
  if (integer(named) && named > 0) return named;
  return game === 'original-wheel' ? 100 : MULTIPLIER_SCALE;
}

/** Tiles are 0..24 in meta, 1..25 for players (as on the game and the fairness page). */
const tileNumber = (tile: number, tag: string) => formatNumber(tile + 1, tag);
const tile: Show = (value, { tag }) => (integer(value) && value >= 0 ? { text: tileNumber(value, tag) } : null);
const tiles: Show = (value, { tag }) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => integer(item) && item >= 0)
    ? { text: formatList(value.map((item: number) => tileNumber(item, tag)), tag) }
    : null;

const oneOf =
  (names: Partial<Record<string, PlainKey>>): Show =>
  (value, { label }) => {
    const key = typeof value === 'string' ? names[value] : undefined;
    return key ? { text: label(key) } : null;
  };

/** What each step of our game server's `actions` is called (its `type`). */
const step = oneOf({
  bet: 'round.step.bet',
  roll: 'round.step.roll',
  spin: 'round.step.spin',
  reveal: 'round.step.reveal',
  scratch: 'round.step.scratch',
  reveal_all: 'round.step.reveal_all',
  cashout: 'round.step.cashout',
  expire: 'round.step.expire',
});

const COMMON: Partial<Record<string, Show>> = {
  type: step,
  amount: money,
  at: instant,
  reason: oneOf({ bet_unanswered: 'round.reason.bet_unanswered', expired: 'round.reason.expired' }),
};

/** Our originals' values, by game and key. */
const OWN: Record<PlayableGameId, Partial<Record<string, Show>>> = {
  'original-dice': {
    ...COMMON,
    direction: oneOf({ under: 'game.dice.under', over: 'game.dice.over' }),
    target: hundredths,
    result: hundredths,
    multiplier: multiplier(4),
  },
  'original-wheel': {
    ...COMMON,
    risk: oneOf({ low: 'volatility.low', medium: 'volatility.medium', high: 'volatility.high' }),
    multiplier: multiplier(2),
  },
  'original-mines': {
    ...COMMON,
    multiplier: multiplier(2),
    tile,
    mine_tiles: tiles,
  },
  'scratch-encounter-n': { ...COMMON, multiplier: multiplier(2), spot: tile },
  'scratch-fortune-n': { ...COMMON, multiplier: multiplier(2), spot: tile },
  'scratch-houyi-n': { ...COMMON, multiplier: multiplier(2), spot: tile },
  'scratch-mahjong-n': { ...COMMON, multiplier: multiplier(2), spot: tile },
  'scratch-year-of-dragon-n': { ...COMMON, multiplier: multiplier(2), spot: tile },
  'slot-fortune-fafafa': { ...COMMON, multiplier: multiplier(2) },
  'slot-32d-cleopatra': { ...COMMON, multiplier: multiplier(2) },
  'slot-gold-digger': { ...COMMON, multiplier: multiplier(2) },
  'slot-golden-tiger': { ...COMMON, multiplier: multiplier(2) },
  'slot-lucky-panda': { ...COMMON, multiplier: multiplier(2) },
  'slot-monkeyking': { ...COMMON, multiplier: multiplier(2) },
  'slot-three-kingdoms': { ...COMMON, multiplier: multiplier(2) },
};

/** `value`, found under `key` in the round's meta, in the player's terms; null: show it as it came. */
export function ownValue(key: string, value: unknown, format: MetaFormat): Shown | null {
  const show = Object.hasOwn(OWN, format.game) ? OWN[format.game as PlayableGameId][key] : undefined;
  return show ? show(value, format) : null;
}

/** A key's label: translated if our game server uses it, else the key as it came, made readable. */
export function metaLabel(key: string, label: (key: PlainKey) => string): string {
  const known = Object.hasOwn(META_KEY, key) ? META_KEY[key] : undefined;
  return known ? label(known) : key.replace(/_+/g, ' ').trim() || key;
}
