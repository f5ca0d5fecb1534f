import type { RoundTransaction } from '@ky-wallet/protocol';

/*
 * What a round's `meta` holds is the game server's to say (the wallet stores it as it came). Our
 * own game server sends its actions (`params`, `outcome`, `actions`) and the fairness proof
 * (`server_seed_hash`, `client_seed`, `nonce`), at the top level or under `proof`; a third party
 * may send anything, so everything here is read defensively.
 */

/** The inputs that recompute a round's outcome; the server seed is known once it is revealed. */
export interface Proof {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  server_seed?: string;
}

const PROOF_KEYS = new Set(['server_seed_hash', 'client_seed', 'nonce', 'server_seed', 'proof', 'fairness']);

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
  return { server_seed_hash: hash, client_seed: client, nonce: n, ...(typeof seed === 'string' && seed ? { server_seed: seed } : {}) };
}

/** The round's fairness proof: the first movement that carries one (its bet, as a rule). */
export function proofOf(transactions: readonly RoundTransaction[]): Proof | null {
  for (const { meta } of transactions) {
    const found = proofIn(meta) ?? proofIn(meta.proof) ?? proofIn(meta.fairness);
    if (found) return found;
  }
  return null;
}

/** The public fairness page, filled in with this round's inputs (`path` is the locale's /fairness). */
export function fairnessHref(path: string, game: string, proof: Proof): string {
  const params = new URLSearchParams({
    game,
    server_seed_hash: proof.server_seed_hash,
    client_seed: proof.client_seed,
    nonce: String(proof.nonce),
  });
  if (proof.server_seed) params.set('server_seed', proof.server_seed);
  return `${path}?${params.toString()}`;
}

/** What a movement's meta says besides the proof: the game's actions, choices and outcome. */
export function actionsOf(meta: Record<string, unknown>): [string, unknown][] {
  return Object.entries(meta).filter(([key, value]) => !PROOF_KEYS.has(key) && value !== undefined && value !== null);
}
