import { PLAYABLE_GAME_IDS, WHEEL_RISKS, type PlayableGameId, type WheelRisk } from '@ky-wallet/games/contract';
import type { PlayedAction } from '@ky-wallet/games/engine';

/*
 * The public verification page's query string: what a game page, a history row or a player puts
 * in a link to /fairness, and what the page reads back. Small and dependency-free, so a page that
 * only links to /fairness does not load the fairness code.
 */

export interface FairnessQuery {
  game: PlayableGameId;
  /** The revealed server seed ('' until the pair is rotated out). */
  server_seed: string;
  /** The hash shown before the round, to compare with ('' when unknown). */
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  mines: number;
  risk: WheelRisk;
  direction: 'under' | 'over';
  /** Hundredths (4950 = 49.50). */
  target: number;
  /** The round's parameters, for every game but the three originals (whose own fields are above). */
  params: Record<string, unknown>;
  /** The player's moves in the round (a choice, picks), in order, as its proof gives them. */
  moves: PlayedAction[];
}

/** The originals, whose parameters have fields of their own in the form. */
export const ORIGINALS: readonly PlayableGameId[] = ['original-dice', 'original-mines', 'original-wheel'];
export const isOriginal = (game: string): boolean => ORIGINALS.includes(game as PlayableGameId);

export const FAIRNESS_DEFAULTS: FairnessQuery = {
  game: 'original-dice',
  server_seed: '',
  server_seed_hash: '',
  client_seed: '',
  nonce: 0,
  mines: 3,
  risk: 'medium',
  direction: 'under',
  target: 4950,
  params: {},
  moves: [],
};

/** `/fairness?…` (unprefixed) for a round; only the parameters its game uses. */
export function fairnessPath(query: Partial<FairnessQuery> & Pick<FairnessQuery, 'game'>): string {
  const params = new URLSearchParams({ game: query.game });
  if (query.server_seed) params.set('server_seed', query.server_seed);
  if (query.server_seed_hash) params.set('server_seed_hash', query.server_seed_hash);
  if (query.client_seed !== undefined) params.set('client_seed', query.client_seed);
  if (query.nonce !== undefined) params.set('nonce', String(query.nonce));
  if (query.game === 'original-mines' && query.mines !== undefined) params.set('mines', String(query.mines));
  if (query.game === 'original-wheel' && query.risk) params.set('risk', query.risk);
  if (query.game === 'original-dice') {
    if (query.direction) params.set('direction', query.direction);
    if (query.target !== undefined) params.set('target', (query.target / 100).toFixed(2));
  }
  if (!isOriginal(query.game)) {
    if (query.params && Object.keys(query.params).length > 0) params.set('params', JSON.stringify(query.params));
    if (query.moves && query.moves.length > 0) params.set('moves', JSON.stringify(query.moves));
  }
  return `/fairness?${params.toString()}`;
}

function integer(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A JSON query parameter, or undefined when it is missing or does not read as `check` wants. */
function json<T>(text: string | null, check: (value: unknown) => value is T): T | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return check(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMoves = (value: unknown): value is PlayedAction[] =>
  Array.isArray(value) && value.length <= 100 && value.every((item) => isRecord(item) && typeof item.action === 'string' && (item.input === undefined || isRecord(item.input)));

/** A round's parameters as JSON text (an object), or undefined when it does not read. */
export const parseParams = (text: string) => json(text, isRecord);
/** A round's moves as JSON text (a list of `{ action, input? }`), or undefined when it does not read. */
export const parseMoves = (text: string) => json(text, isMoves);

/** The form's starting values from a query string; anything missing or malformed is the default. */
export function readFairnessQuery(search: URLSearchParams): FairnessQuery {
  const game = search.get('game');
  const risk = search.get('risk');
  const direction = search.get('direction');
  const target = search.get('target');
  const hundredths = target !== null && /^\d{1,2}(\.\d{1,2})?$/.test(target.trim()) ? Math.round(Number(target) * 100) : undefined;
  return {
    game: (PLAYABLE_GAME_IDS as readonly string[]).includes(game ?? '') ? (game as PlayableGameId) : FAIRNESS_DEFAULTS.game,
    server_seed: (search.get('server_seed') ?? '').trim(),
    server_seed_hash: (search.get('server_seed_hash') ?? '').trim().toLowerCase(),
    client_seed: search.get('client_seed') ?? '',
    nonce: integer(search.get('nonce'), 0, Number.MAX_SAFE_INTEGER) ?? FAIRNESS_DEFAULTS.nonce,
    mines: integer(search.get('mines'), 1, 24) ?? FAIRNESS_DEFAULTS.mines,
    risk: (WHEEL_RISKS as readonly string[]).includes(risk ?? '') ? (risk as WheelRisk) : FAIRNESS_DEFAULTS.risk,
    direction: direction === 'over' || direction === 'under' ? direction : FAIRNESS_DEFAULTS.direction,
    target: hundredths ?? FAIRNESS_DEFAULTS.target,
    params: json(search.get('params'), isRecord) ?? FAIRNESS_DEFAULTS.params,
    moves: json(search.get('moves'), isMoves) ?? FAIRNESS_DEFAULTS.moves,
  };
}

/** A query parameter the form reads that a link can get wrong. */
export type FairnessParam = 'game' | 'nonce' | 'mines' | 'risk' | 'direction' | 'target' | 'params' | 'moves';

/**
 * The parameters a link gives but the form cannot read (a nonce of -1, a target of 97, 30 mines):
 * readFairnessQuery puts defaults in their place, so the page must not verify such a link as if
 * it had said those.
 */
export function unreadableFairnessParams(search: URLSearchParams): FairnessParam[] {
  const read = readFairnessQuery(search);
  const given = (name: FairnessParam) => search.get(name) !== null;
  const unreadable: FairnessParam[] = [];
  if (given('game') && read.game !== search.get('game')) unreadable.push('game');
  if (given('nonce') && integer(search.get('nonce'), 0, Number.MAX_SAFE_INTEGER) === undefined) unreadable.push('nonce');
  if (given('mines') && integer(search.get('mines'), 1, 24) === undefined) unreadable.push('mines');
  if (given('risk') && read.risk !== search.get('risk')) unreadable.push('risk');
  if (given('direction') && read.direction !== search.get('direction')) unreadable.push('direction');
  if (given('target') && !/^\d{1,2}(\.\d{1,2})?$/.test(search.get('target')?.trim() ?? '')) unreadable.push('target');
  if (given('params') && json(search.get('params'), isRecord) === undefined) unreadable.push('params');
  if (given('moves') && json(search.get('moves'), isMoves) === undefined) unreadable.push('moves');
  return unreadable;
}
