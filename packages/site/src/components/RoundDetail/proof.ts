import { PLAYABLE_GAME_IDS, type PlayableGameId } from '@ky-wallet/games/contract';
import type { RoundTransaction } from '@ky-wallet/protocol';
import type { PlayedAction } from '@ky-wallet/games/engine';
import { fairnessPath, parseMoves, readFairnessQuery, type FairnessQuery } from '../../games/fairnessLink.ts';
import { isRoundGame } from '../../games/modules.ts';

/*
 * What a round's `meta` holds is the game server's to say (the wallet stores it as it came). Our
 * own game server (packages/games, rgs/game-server.ts) sends `actions`, the steps of the round so
 * far, and under `proof` the fairness proof (`server_seed_hash`, `client_seed`, `nonce`) with the
 * player's choices (`params`) and, once settled, the `outcome`; a rollback adds its `reason`.
 * Others may send `params` and `outcome` at the top level and the proof there or under `proof`,
 * or anything else: everything here is read defensively.
 */

/** The inputs that recompute a round's outcome; the server seed is known once it is revealed. */
export interface Proof {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  server_seed?: string;
  /** The player's choices the outcome depends on (mines, risk, direction, target), as the game sent them. */
  params?: Record<string, unknown>;
  /** The player's moves in the round (a pick, a choice), which a round-API game's verifier replays. */
  moves?: PlayedAction[];
  /** The round's outcome as our game server sent it with the win: the game's view of it. */
  outcome?: unknown;
}

const PROOF_KEYS = new Set(['server_seed_hash', 'client_seed', 'nonce', 'server_seed', 'proof', 'fairness']);
/** What our game server's meta says of itself rather than of the round: its multipliers' unit (meta.ts). */
const OWN_FORMAT_KEYS = new Set(['multiplier_scale']);

const isOwn = (game: string) => (PLAYABLE_GAME_IDS as readonly string[]).includes(game);

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function proofIn(value: unknown): Proof | null {
  const source = record(value);
  if (!source) return null;
  const { server_seed_hash: hash, client_seed: client, nonce, server_seed: seed } = source;
  const n = typeof nonce === 'string' && /^\d+$/.test(nonce) ? Number(nonce) : nonce;
  if (typeof hash !== 'string' || !hash || typeof client !== 'string' || typeof n !== 'number' || !Number.isSafeInteger(n)) {
    return null;
  }
  const params = record(source.params);
  const moves = parseMoves(JSON.stringify(source.moves ?? []));
  return {
    server_seed_hash: hash,
    client_seed: client,
    nonce: n,
    ...(typeof seed === 'string' && seed ? { server_seed: seed } : {}),
    ...(params ? { params } : {}),
    ...(moves && moves.length > 0 ? { moves } : {}),
    ...(source.outcome !== undefined ? { outcome: source.outcome } : {}),
  };
}

/**
 * The round's fairness proof: the last movement that carries one (our game server's win adds the
 * player's moves and the outcome to the bet's).
 */
export function proofOf(transactions: readonly RoundTransaction[]): Proof | null {
  for (const { meta } of [...transactions].reverse()) {
    const found = proofIn(meta) ?? proofIn(meta.proof) ?? proofIn(meta.fairness);
    if (found) return found;
  }
  return null;
}

/**
 * The public fairness page, filled in with this round's inputs (`path` is the locale's /fairness):
 * for our originals, the player's choices too (mines, risk, direction and target), each read back
 * through the page's own query rules so a malformed one falls to the page's default.
 */
export function fairnessHref(path: string, game: string, proof: Proof): string {
  const query = {
    // Another game server's game: the page offers ours, but the seeds and nonce are still the round's.
    game: game as PlayableGameId,
    server_seed: proof.server_seed ?? '',
    server_seed_hash: proof.server_seed_hash,
    client_seed: proof.client_seed,
    nonce: proof.nonce,
    ...(isOwn(game) ? takenChoices(proof.params ?? {}) : {}),
    ...(isRoundGame(game) ? { params: proof.params ?? {}, moves: proof.moves ?? [] } : {}),
  };
  return fairnessPath(query).replace(/^\/fairness/, path);
}

/** The round's choices that the fairness page takes as they are; a malformed one is left out (its default stands). */
function takenChoices({ mines, risk, direction, target }: Record<string, unknown>): Partial<FairnessQuery> {
  const read = readFairnessQuery(
    new URLSearchParams({
      mines: String(mines),
      risk: String(risk),
      direction: String(direction),
      target: typeof target === 'number' ? (target / 100).toFixed(2) : '',
    }),
  );
  return {
    ...(read.mines === mines ? { mines: read.mines } : {}),
    ...(read.risk === risk ? { risk: read.risk } : {}),
    ...(read.direction === direction ? { direction: read.direction } : {}),
    ...(read.target === target ? { target: read.target } : {}),
  };
}

/**
 * What a movement's meta says besides the proof: the game's actions, choices and outcome. Our game
 * server keeps the player's choices (`params`) in the proof; they are shown with the rest.
 */
export function actionsOf(meta: Record<string, unknown>, game = ''): [string, unknown][] {
  const own = isOwn(game);
  const entries = Object.entries(meta).filter(
    ([key, value]) => !PROOF_KEYS.has(key) && !(own && OWN_FORMAT_KEYS.has(key)) && value !== undefined && value !== null,
  );
  if (!entries.some(([key]) => key === 'params')) {
    const params = record(meta.proof)?.params ?? record(meta.fairness)?.params;
    if (params !== undefined && params !== null) entries.unshift(['params', params]);
  }
  return entries;
}

/** One entry of a movement's details; a list that goes on from an earlier movement's says from which item. */
export interface MetaEntry {
  key: string;
  value: unknown;
  /** How many items of this list an earlier movement showed (0: the list is shown whole). */
  from: number;
}

/** A movement and what its meta adds to the movements before it. */
export interface MovementDetails {
  tx: RoundTransaction;
  entries: MetaEntry[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What happened in a round, movement by movement, each thing once: a game server may repeat the
 * round so far with every movement (ours sends all the steps with the win, the bet's included), so
 * an entry an earlier movement showed is left out, and of a list only the items it adds are kept.
 * Movements that add nothing are left out.
 */
export function roundDetails(transactions: readonly RoundTransaction[], game = ''): MovementDetails[] {
  const shown = new Map<string, unknown>();
  const details: MovementDetails[] = [];
  for (const tx of transactions) {
    const entries: MetaEntry[] = [];
    for (const [key, value] of actionsOf(tx.meta, game)) {
      const before = shown.get(key);
      shown.set(key, value);
      if (before !== undefined && same(before, value)) continue;
      const continues =
        Array.isArray(before) && Array.isArray(value) && before.length < value.length && before.every((item, i) => same(item, value[i]));
      entries.push(continues ? { key, value: value.slice(before.length), from: before.length } : { key, value, from: 0 });
    }
    if (entries.length > 0) details.push({ tx, entries });
  }
  return details;
}
