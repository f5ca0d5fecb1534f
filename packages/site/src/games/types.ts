import type { DiceRollRequest, PlayableGameId, RoundProof, WheelRisk } from '@ky-wallet/games/contract';
import type { PlayedAction } from '@ky-wallet/games/engine';

/** What decided a round, per game: enough to describe it and to verify it on /fairness. */
export type Outcome =
  | { game: 'original-dice'; result: number; direction: DiceRollRequest['direction']; target: number }
  | { game: 'original-wheel'; risk: WheelRisk; segment: number; /** Ten-thousandths. */ multiplier: number }
  | { game: 'original-mines'; mines: number; gems: number; state: 'busted' | 'cashed_out'; mine_tiles: number[] }
  /** Any game on the round API: its win, and what the verifier replays besides the seeds (its parameters and the player's moves). */
  | { game: 'round'; /** Ten-thousandths of the bet. */ multiplier: number; params: Record<string, unknown>; moves: PlayedAction[] };

/** A settled round, as the page lists it under "Recent results". */
export interface RecentResult {
  round: string;
  game: PlayableGameId;
  /** Minor units staked and paid. */
  amount: number;
  payout: number;
  won: boolean;
  outcome: Outcome;
  proof: RoundProof;
  /** Epoch ms, when the answer arrived. */
  time: number;
}

/** A retired seed pair, its server seed now public. */
export interface RevealedSeed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  rounds: number;
}
