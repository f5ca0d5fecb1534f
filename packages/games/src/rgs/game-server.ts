import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { FREE_JSON_LIMITS, isCurrencyCode, timeOrderedUuid, withoutReceived, type GameOkAnswer } from '@ky-wallet/protocol';
import {
  FUN_BALANCE,
  MULTIPLIER_SCALE,
  PLAYABLE_GAME_IDS,
  type BalanceData,
  type DiceRollData,
  type DiceRollRequest,
  type Fairness,
  type MinesCashoutRequest,
  type MinesRevealRequest,
  type MinesRoundData,
  type MinesStartRequest,
  type PlayableGameId,
  type RevealedSeedData,
  type RevealedSeedRequest,
  type RoundProof,
  type SeedsData,
  type SeedsRequest,
  type SessionData,
  type SessionRequest,
  type WheelSpinData,
  type WheelSpinRequest,
} from '../contract.js';
import type { Draw } from '../engine/draw.js';
import { EXPIRED, type PlayedAction } from '../engine/replay.js';
import { endingOfRound, MoveRefused, payoutOfRound, type AnyGameEngine, type RoundRecord, type Step } from '../engine/engine.js';
import { GAMES } from '../games/index.js';
import type { DiceOutcome } from '../games/original-dice/math.js';
import type { MinesView } from '../games/original-mines/engine.js';
import type { WheelOutcome } from '../games/original-wheel/math.js';
import type { GameInfo, GamesData, RoundActRequest, RoundData, RoundStartRequest } from '../rounds.js';
import { isUniqueViolation, OpenRoundError, type NewRound, type NewSeed, type RgsStore, type RoundRow, type RoundState, type SeedRow, type SessionRow } from '../store/index.js';
import { GameWalletError, type GameWalletClient } from '../wallet-client.js';
import { fromWallet, RgsError } from './errors.js';
import { allowsBet, defaultBetLimits, type BetLimits } from './limits.js';
import { FairStream } from './stream.js';

/** The few log methods the game server uses (Fastify's logger fits). */
export interface GameServerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RetryOptions {
  /** Calls of one wallet request within a player's request before giving up on it. @default 3 */
  attempts?: number;
  /** Wait before the n-th repeat: n times this. @default 200 */
  delayMs?: number;
  /**
   * How long a round in the middle of a wallet call belongs to the request handling it; after
   * that the retry loop may take it up (a crash leaves it there). Longer than `attempts` wallet
   * timeouts. @default 60000
   */
  inFlightMs?: number;
  /** First wait of the retry loop after a failed settlement; doubles up to maxBackoffMs. @default 5000 */
  backoffMs?: number;
  /** @default 300000 */
  maxBackoffMs?: number;
  /** How often the retry loop runs. @default 15000 */
  intervalMs?: number;
}

export interface GameServerOptions {
  /** The wallet, for real-money sessions; without one, only fun sessions open. */
  wallet?: GameWalletClient | undefined;
  store: RgsStore;
  /** The games served. @default PLAYABLE_GAME_IDS (every game of src/games) */
  games?: readonly PlayableGameId[];
  /** @default Date.now */
  now?: () => number;
  /** Per-bet limits in minor units. @default defaultBetLimits (the rule pages') */
  limits?: (game: PlayableGameId, currency: string) => BetLimits;
  retry?: RetryOptions;
  /** Lifetime of a fun session. @default 24 hours */
  funSessionTtlMs?: number;
  /**
   * A round left waiting for the player this long is ended by the server as its rule page says
   * (mines cashed out, a scratch card revealed, a pick bonus picked). @default 86400000 (24 hours)
   */
  roundExpiryMs?: number;
  log?: GameServerLog;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SILENT: GameServerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One entry of a round's record (kept in the RGS, sent to the wallet as meta): the bet, then what the game's engine recorded. */
export type RoundAction = RoundRecord & { at: number };

/**
 * Says in every meta sent to the wallet what its multipliers are in. The wallet keeps meta as it
 * came, for good: meta sent before every game's multipliers were ten-thousandths has no such
 * key, and the wheel's there are hundredths (the history reads them so).
 */
const META_UNITS = { multiplier_scale: MULTIPLIER_SCALE } as const;

/**
 * What a round row's `outcome` holds: the engine's state, how many floats the round has read, and
 * the player's moves (with the parameters and the seeds, what replays the round).
 */
interface Stored {
  state: unknown;
  used: number;
  /** Absent on rounds stored before moves were kept (their moves are in their record). */
  moves?: PlayedAction[];
}

/** sha256 hex of a bearer token: what the store keeps. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function parse<T>(json: string | null): T {
  return JSON.parse(json ?? 'null') as T;
}

/** A game whose rounds wait for the player: one open round per owner at a time. */
function exclusive(engine: AnyGameEngine): boolean {
  return Object.keys(engine.actions).length > 0;
}

/**
 * KY Gaming's game server (the RGS): sessions, seeds and rounds of every game in src/games. It
 * owns the rules (each game's engine) and the fairness; money moves only through the wallet's
 * signed game API (real sessions) or the session's play money (fun sessions).
 *
 * Every game speaks the same round API: a round starts with a bet (one wallet bet), takes the
 * player's actions while it is open, and ends with one win (maybe 0) or, void, its bet returned.
 * A real round is stored with its bet's transaction_uuid before the bet is sent, so that every
 * wallet call can be repeated with the same ids until the wallet answers, here or, after a crash,
 * from the retry loop (`settlePending`).
 */
export class GameServer {
  readonly #store: RgsStore;
  readonly #wallet: GameWalletClient | undefined;
  readonly #games: ReadonlySet<string>;
  readonly #now: () => number;
  readonly #limits: (game: PlayableGameId, currency: string) => BetLimits;
  readonly #retry: Required<RetryOptions>;
  readonly #funTtl: number;
  readonly #roundExpiry: number;
  readonly #log: GameServerLog;
  #timer: ReturnType<typeof setInterval> | undefined;
  #sweeping: Promise<number> | undefined;

  constructor(options: GameServerOptions) {
    this.#store = options.store;
    this.#wallet = options.wallet;
    this.#games = new Set(options.games ?? PLAYABLE_GAME_IDS);
    this.#now = options.now ?? Date.now;
    this.#limits = options.limits ?? defaultBetLimits;
    this.#retry = {
      attempts: 3,
      delayMs: 200,
      inFlightMs: 60_000,
      backoffMs: 5_000,
      maxBackoffMs: 300_000,
      intervalMs: 15_000,
      ...options.retry,
    };
    this.#funTtl = options.funSessionTtlMs ?? DAY_MS;
    this.#roundExpiry = options.roundExpiryMs ?? DAY_MS;
    this.#log = options.log ?? SILENT;
  }

  get store(): RgsStore {
    return this.#store;
  }

  /** The games served, with their parameters, actions and bets in `currency`. */
  games(currency = 'cny'): GamesData {
    return {
      games: [...this.#games].map((id): GameInfo => {
        const engine = this.#engine(id);
        return {
          id,
          family: engine.family,
          bets: engine.bets,
          limits: this.#limits(id as PlayableGameId, currency),
          params: paramNames(engine),
          actions: Object.keys(engine.actions),
          max_win: engine.maxWin,
        };
      }),
    };
  }

  // ---- sessions -----------------------------------------------------------------------------

  async openSession(input: SessionRequest): Promise<SessionData> {
    const now = this.#now();
    const token = randomBytes(32).toString('base64url');
    let row: SessionRow;
    if ('launch' in input) {
      if (!this.#wallet) throw new RgsError('invalid_launch', 'this game server plays for fun only');
      const answer = await this.#wallet.session(input.launch).catch((error: unknown) => {
        throw this.#walletFailure(error, 'launch');
      });
      if (!this.#games.has(answer.game)) throw new RgsError('invalid_launch', `this game server does not serve ${answer.game}`);
      row = {
        token_hash: tokenHash(token),
        mode: 'real',
        game: answer.game,
        currency: answer.currency,
        player: answer.user,
        owner: `real:${answer.user}`,
        wallet_token: answer.token,
        balance: answer.balance,
        created_at: now,
        expires_at: answer.expires_at,
      };
    } else {
      if (!this.#games.has(input.game)) throw new RgsError('invalid_request', `this game server does not serve ${input.game}`);
      const currency = input.currency ?? 'cny';
      if (!isCurrencyCode(currency)) throw new RgsError('invalid_request', `unknown currency ${currency}`);
      row = {
        token_hash: tokenHash(token),
        mode: 'fun',
        game: input.game,
        currency,
        player: '',
        owner: `fun:${randomUUID()}`,
        wallet_token: null,
        balance: FUN_BALANCE,
        created_at: now,
        expires_at: now + this.#funTtl,
      };
    }
    await this.#store.insertSession(row);
    const seed = await this.#seed(row);
    return {
      session: token,
      mode: row.mode,
      game: row.game as PlayableGameId,
      currency: row.currency,
      balance: row.balance,
      user: row.player,
      expires_at: row.expires_at,
      limits: this.#limits(row.game as PlayableGameId, row.currency),
      fairness: fairnessOf(seed),
    };
  }

  /** The session of a bearer token; invalid_session when unknown or expired. */
  async authenticate(token: string | undefined): Promise<SessionRow> {
    const session = token ? await this.#store.findSession(tokenHash(token), this.#now()) : undefined;
    if (!session) throw new RgsError('invalid_session', 'no game session, or it expired; open the game again');
    return session;
  }

  async balance(session: SessionRow): Promise<BalanceData> {
    if (session.mode === 'fun') {
      return { balance: (await this.#store.funBalance(session.token_hash)) ?? 0, currency: session.currency };
    }
    const answer = await this.#callWallet((wallet) =>
      wallet.balance({ token: this.#walletToken(session), user: session.player, game: session.game, currency: session.currency }),
    ).catch((error: unknown) => {
      throw this.#walletFailure(error);
    });
    await this.#store.setSessionBalance(session.token_hash, answer.balance);
    return { balance: answer.balance, currency: answer.currency };
  }

  // ---- seeds --------------------------------------------------------------------------------

  async rotateSeeds(session: SessionRow, input: SeedsRequest): Promise<SeedsData> {
    await this.#seed(session);
    // The new pair's server seed is the retired pair's committed next one: fixed, and its hash
    // shown, before the player chose this client seed.
    const next = (retired: SeedRow | undefined) =>
      newSeed(
        input.client_seed?.trim(),
        retired?.next_server_seed && retired.next_server_seed_hash
          ? { server_seed: retired.next_server_seed, server_seed_hash: retired.next_server_seed_hash }
          : undefined,
      );
    const { revealed, active } = await this.#store
      .rotateSeed(session.owner, session.game, next, this.#now())
      .catch((error: unknown) => {
        if (error instanceof OpenRoundError) throw new RgsError('round_state', 'finish the open round before rotating the seeds');
        throw error;
      });
    if (!revealed) throw new RgsError('internal', 'there was no seed pair to rotate');
    return {
      revealed: {
        server_seed: revealed.server_seed,
        server_seed_hash: revealed.server_seed_hash,
        client_seed: revealed.client_seed,
        rounds: revealed.nonce,
      },
      fairness: fairnessOf(active),
    };
  }

  /**
   * A retired pair's server seed, for anyone who knows its hash: once rotated it is public, and the
   * history's verify links (which carry the round's hash) need it long after the game tab that
   * rotated it is closed. A pair still in use answers null, as an unknown hash does.
   */
  async revealedSeed(input: RevealedSeedRequest): Promise<RevealedSeedData> {
    return { server_seed: (await this.#store.revealedSeed(input.server_seed_hash)) ?? null };
  }

  // ---- the round API ------------------------------------------------------------------------

  /** Starts a round of the session's game: takes the bet, plays the start, pays it if it is over. */
  async startRound(session: SessionRow, input: RoundStartRequest): Promise<RoundData> {
    const engine = this.#engine(session.game);
    this.#checkBet(session, input.amount);
    const parsed = v.safeParse(engine.params, input.params ?? {});
    if (!parsed.success) throw new RgsError('invalid_request', `params: ${issueText(parsed.issues[0])}`);
    if (exclusive(engine) && (await this.#store.openRound(session.owner, session.game))) {
      throw new RgsError('round_state', 'a round is already open: finish it first');
    }
    if (session.mode === 'real') await this.#checkAffordable(session, input.amount);
    let round = await this.#insertRound(session, engine, input.amount, parsed.output);
    if (round.mode === 'real') {
      round = await this.#placeBet(round);
      if (round.state === 'settling') {
        const settled = await this.#settle(round);
        // An unanswered win is owed and resent until the wallet takes it: show the balance it makes.
        round = settled ?? { ...round, balance: (round.balance ?? 0) + (round.payout ?? 0) };
      }
    }
    return this.#roundData(session, round);
  }

  /** One of the player's actions in the session's open round. */
  async actInRound(session: SessionRow, input: RoundActRequest): Promise<RoundData> {
    const engine = this.#engine(session.game);
    const round = await this.#store.findRound(input.round);
    if (!round || round.owner !== session.owner || round.game !== session.game) throw new RgsError('round_state', 'there is no such round');
    if (round.state !== 'open') throw new RgsError('round_state', 'the round is over');
    const schema = engine.actions[input.action];
    if (!schema) throw new RgsError('invalid_request', `action: ${session.game} takes ${Object.keys(engine.actions).join(', ') || 'no actions'}`);
    const parsed = v.safeParse(schema, input.input ?? {});
    if (!parsed.success) throw new RgsError('invalid_request', `input: ${issueText(parsed.issues[0])}`);
    const stored = parse<Stored>(round.outcome);
    const draw = await this.#drawOf(round, stored.used);
    const step = playing(() => engine.act(draw, stored.state, input.action, parsed.output));
    return this.#advance(session, engine, round, step, draw, [...(stored.moves ?? []), { action: input.action, input: parsed.output }]);
  }

  /** The session's open round (to resume after a reload), or null. */
  async activeRound(session: SessionRow): Promise<RoundData | null> {
    const round = await this.#store.openRound(session.owner, session.game);
    return round && round.state === 'open' ? this.#roundData(session, round) : null;
  }

  /** Stores what a step did to an open round: still open, or over (paid) or void (the bet returned). */
  async #advance(session: SessionRow, engine: AnyGameEngine, round: RoundRow, step: Step<unknown>, draw: Draw, moves: PlayedAction[]): Promise<RoundData> {
    const now = this.#now();
    const actions = [...parse<RoundAction[]>(round.actions), ...stamped(step.record, now)];
    const outcome = JSON.stringify({ state: step.state, used: draw.used, moves } satisfies Stored);
    if (step.status === 'open') {
      const updated = await this.#store.updateRound(
        this.#store.db,
        round.id,
        { state: 'open', version: round.version },
        { outcome, actions: JSON.stringify(actions), updated_at: now },
      );
      if (!updated) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
      return this.#roundData(session, updated);
    }
    const finished = step.status === 'void' ? await this.#void(round, actions, outcome) : await this.#finish(engine, round, step.state, actions, outcome);
    return this.#roundData(session, finished);
  }

  /** Ends an open round with its win (maybe 0) owed: paid at once for play money, sent to the wallet for real. */
  async #finish(engine: AnyGameEngine, round: RoundRow, state: unknown, actions: RoundAction[], outcome: string): Promise<RoundRow> {
    const now = this.#now();
    const payout = payoutOfRound(engine, round.amount, state);
    const patch = { outcome, actions: JSON.stringify(actions), payout, ending: endingOfRound(engine, state, payout), updated_at: now };
    if (round.mode === 'fun') {
      const closed = await this.#store.transaction(async (trx) => {
        const updated = await this.#store.updateRound(trx, round.id, { state: 'open', version: round.version }, { ...patch, state: 'closed' });
        if (!updated) return undefined;
        const balance = await this.#store.funCredit(trx, round.session_hash, payout);
        return this.#store.updateRound(trx, round.id, { state: 'closed' }, { balance });
      });
      if (!closed) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
      return closed;
    }
    const ended = { ...round, ...patch };
    const settling = await this.#store.updateRound(
      this.#store.db,
      round.id,
      { state: 'open', version: round.version },
      { ...patch, state: 'settling', settle_request: JSON.stringify(this.#winRequest(ended)), next_attempt_at: now + this.#retry.inFlightMs },
    );
    if (!settling) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
    return (await this.#settle(settling)) ?? { ...settling, balance: (settling.balance ?? 0) + payout };
  }

  /** Ends an open round with its bet returned (left untouched until it expired). */
  async #void(round: RoundRow, actions: RoundAction[], outcome: string): Promise<RoundRow> {
    const now = this.#now();
    const patch = { outcome, actions: JSON.stringify(actions), ending: 'expired', payout: 0, updated_at: now };
    if (round.mode === 'fun') {
      const voided = await this.#store.transaction(async (trx) => {
        const updated = await this.#store.updateRound(trx, round.id, { state: 'open', version: round.version }, { ...patch, state: 'rolled_back' });
        if (updated && (await this.#store.funBalance(round.session_hash, trx)) !== undefined) {
          return this.#store.updateRound(trx, round.id, { state: 'rolled_back' }, { balance: await this.#store.funCredit(trx, round.session_hash, round.amount) });
        }
        return updated;
      });
      if (!voided) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
      return voided;
    }
    const withActions = { ...round, ...patch };
    const rolling = await this.#store.updateRound(this.#store.db, round.id, { state: 'open', version: round.version }, {
      ...patch,
      state: 'rolling_back',
      settle_request: JSON.stringify(this.#rollbackRequest(withActions, 'expired')),
      next_attempt_at: now + this.#retry.inFlightMs,
    });
    if (!rolling) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
    return (await this.#settle(rolling)) ?? rolling;
  }

  /** What the player is shown of a round. */
  async #roundData(session: Pick<SessionRow, 'owner' | 'game'>, round: RoundRow): Promise<RoundData> {
    const engine = this.#engine(round.game);
    const { state, moves = [] } = parse<Stored>(round.outcome);
    const open = round.state === 'open' || (round.state === 'betting' && round.payout === null);
    const voided = round.state === 'rolled_back' || round.state === 'void';
    const seed = await this.#seed(session);
    let balance = round.balance ?? 0;
    if (round.mode === 'fun' && open) balance = (await this.#store.funBalance(round.session_hash)) ?? balance;
    return {
      round: round.id,
      game: round.game,
      amount: round.amount,
      params: parse<Record<string, unknown>>(round.params),
      state: open ? 'open' : voided ? 'void' : 'over',
      actions: open ? Object.keys(engine.actions) : [],
      view: engine.view(state, !open),
      moves,
      multiplier: open ? null : voided ? 0 : engine.multiplier(state),
      payout: open || voided ? 0 : (round.payout ?? 0),
      balance,
      proof: proofOf(round),
      fairness: fairnessOf(seed),
    };
  }

  // ---- the originals' own paths (the round API underneath) ------------------------------------

  async diceRoll(session: SessionRow, input: DiceRollRequest): Promise<DiceRollData> {
    this.#checkGame(session, 'original-dice');
    const data = await this.startRound(session, { amount: input.amount, params: { direction: input.direction, target: input.target } });
    const outcome = data.view as DiceOutcome;
    return { round: data.round, result: outcome.result, won: outcome.won, multiplier: outcome.multiplier, payout: data.payout, balance: data.balance, proof: data.proof, fairness: data.fairness };
  }

  async wheelSpin(session: SessionRow, input: WheelSpinRequest): Promise<WheelSpinData> {
    this.#checkGame(session, 'original-wheel');
    const data = await this.startRound(session, { amount: input.amount, params: { risk: input.risk } });
    const outcome = data.view as WheelOutcome;
    return { round: data.round, segment: outcome.segment, multiplier: outcome.multiplier, payout: data.payout, balance: data.balance, proof: data.proof, fairness: data.fairness };
  }

  async minesStart(session: SessionRow, input: MinesStartRequest): Promise<MinesRoundData> {
    this.#checkGame(session, 'original-mines');
    return minesData(await this.startRound(session, { amount: input.amount, params: { mines: input.mines } }));
  }

  async minesReveal(session: SessionRow, input: MinesRevealRequest): Promise<MinesRoundData> {
    this.#checkGame(session, 'original-mines');
    return minesData(await this.actInRound(session, { round: input.round, action: 'reveal', input: { tile: input.tile } }));
  }

  async minesCashout(session: SessionRow, input: MinesCashoutRequest): Promise<MinesRoundData> {
    this.#checkGame(session, 'original-mines');
    return minesData(await this.actInRound(session, { round: input.round, action: 'cashout', input: {} }));
  }

  async minesActive(session: SessionRow): Promise<MinesRoundData | null> {
    this.#checkGame(session, 'original-mines');
    const data = await this.activeRound(session);
    return data && minesData(data);
  }

  // ---- rounds and the wallet ----------------------------------------------------------------

  /**
   * Stores a new round with its nonce and its start in one transaction. Fun rounds also take
   * their bet there (and, when the start decided the round, pay their win): nothing is half done.
   * Real rounds are stored in `betting`, their bet request fixed, before the wallet hears of them.
   */
  async #insertRound(session: SessionRow, engine: AnyGameEngine, amount: number, params: unknown): Promise<RoundRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const seed = await this.#seed(session);
      const now = this.#now();
      try {
        const round = await this.#store.transaction(async (trx) => {
          const nonce = await this.#store.takeNonce(trx, seed.id);
          if (nonce === undefined) return undefined; // rotated meanwhile: take the new pair
          const draw = new FairStream(seed.server_seed, seed.client_seed).draw(nonce);
          const step = playing(() => engine.start(draw, params));
          const over = step.status === 'over';
          const payout = over ? payoutOfRound(engine, amount, step.state) : null;
          const actions: RoundAction[] = [{ type: 'bet', amount, at: now }, ...stamped(step.record, now)];
          let state: RoundState = 'betting';
          let balance: number | null = null;
          if (session.mode === 'fun') {
            balance = (await this.#store.funDebit(trx, session.token_hash, amount)) ?? null;
            if (balance === null) {
              throw new RgsError('not_enough_money', 'the bet is larger than the balance', await this.#store.funBalance(session.token_hash, trx));
            }
            state = 'open';
            if (over) {
              balance = await this.#store.funCredit(trx, session.token_hash, payout ?? 0);
              state = 'closed';
            }
          }
          // Time-ordered ids: the round's and its transaction_uuids (the wallet's idempotency keys
          // for the bet and the settlement) join the end of both stores' indexes.
          const row: NewRound = {
            id: timeOrderedUuid(),
            mode: session.mode,
            owner: session.owner,
            session_hash: session.token_hash,
            player: session.player,
            game: engine.id,
            currency: session.currency,
            wallet_token: session.wallet_token,
            amount,
            params: JSON.stringify(params),
            seed_id: seed.id,
            nonce,
            server_seed_hash: seed.server_seed_hash,
            client_seed: seed.client_seed,
            outcome: JSON.stringify({ state: step.state, used: draw.used, moves: [] } satisfies Stored),
            actions: JSON.stringify(actions),
            state,
            exclusive: exclusive(engine) ? 1 : 0,
            // A round decided at start knows its ending at once; a real one is paid after its bet is taken.
            ending: over ? endingOfRound(engine, step.state, payout ?? 0) : null,
            payout,
            bet_tx: timeOrderedUuid(),
            settle_tx: timeOrderedUuid(),
            bet_request: null,
            settle_request: null,
            balance,
            error: null,
            next_attempt_at: now + this.#retry.inFlightMs,
            created_at: now,
            updated_at: now,
          };
          if (session.mode === 'real') {
            // Fixed now, resent unchanged: the wallet compares a repeat's content with the first.
            row.bet_request = JSON.stringify(this.#betRequest(row, [{ type: 'bet', amount, at: now }]));
          }
          return this.#store.insertRound(trx, row);
        });
        if (round) return round;
      } catch (error) {
        if (isUniqueViolation(error) && exclusive(engine)) throw new RgsError('round_state', 'a round is already open: finish it first');
        throw error;
      }
    }
    throw new RgsError('internal', 'the seed pair kept changing; try again');
  }

  /**
   * Sends a stored round's bet. Taken: the round goes on (`open` when it waits for the player,
   * `settling` with its win owed when the start decided it). Refused: the round is void and
   * nothing is paid. Unanswered after every attempt: the bet is rolled back (same reference),
   * and the player told to retry.
   */
  async #placeBet(round: RoundRow): Promise<RoundRow> {
    let answer: GameOkAnswer;
    try {
      answer = await this.#callWallet((wallet) => wallet.bet(parse(round.bet_request)));
    } catch (error) {
      const now = this.#now();
      if (error instanceof GameWalletError && error.status !== 'RS_ERROR_UNKNOWN') {
        await this.#store.updateRound(
          this.#store.db,
          round.id,
          { state: 'betting' },
          { state: 'void', ending: 'void', payout: null, error: error.status, updated_at: now },
        );
        throw this.#walletFailure(error);
      }
      this.#log.warn({ round: round.id, err: error }, 'bet unanswered: rolling it back');
      const rolling = await this.#store.updateRound(
        this.#store.db,
        round.id,
        { state: 'betting' },
        {
          state: 'rolling_back',
          settle_request: JSON.stringify(this.#rollbackRequest(round, 'bet_unanswered')),
          next_attempt_at: now + this.#retry.inFlightMs,
          updated_at: now,
        },
      );
      if (rolling) await this.#settle(rolling);
      throw new RgsError('wallet_unavailable', 'the wallet did not answer; the bet was cancelled, try again');
    }
    const now = this.#now();
    const patch =
      round.payout === null
        ? { state: 'open' as const, balance: answer.balance, updated_at: now }
        : {
            state: 'settling' as const,
            balance: answer.balance,
            settle_request: JSON.stringify(this.#winRequest(round)),
            next_attempt_at: now + this.#retry.inFlightMs,
            updated_at: now,
          };
    const updated = await this.#store.updateRoundAndBalance(round, { state: 'betting' }, patch, answer.balance);
    // The retry loop took the round over (a very slow answer): it rolls the bet back; so do we.
    if (!updated) throw new RgsError('wallet_unavailable', 'the wallet answered too late; the bet was cancelled, try again');
    return updated;
  }

  /**
   * Sends a round's owed win or rollback. Answered: the round is final (returned). Unanswered:
   * it waits for the retry loop (undefined). Refused: it needs a person (`failed`), except a win
   * refused because its bet was rolled back, which ends the round as rolled back.
   */
  async #settle(round: RoundRow): Promise<RoundRow | undefined> {
    const kind = round.state === 'settling' ? 'win' : 'rollback';
    const from: RoundState = round.state;
    try {
      const request = parse<Record<string, unknown>>(round.settle_request);
      const answer = await this.#callWallet((wallet) => (kind === 'win' ? wallet.win(request as never) : wallet.rollback(request as never)));
      const updated = await this.#store.updateRoundAndBalance(
        round,
        { state: from },
        { state: kind === 'win' ? 'closed' : 'rolled_back', balance: answer.balance, error: null, updated_at: this.#now() },
        answer.balance,
        true,
      );
      return updated ?? (await this.#store.findRound(round.id));
    } catch (error) {
      const now = this.#now();
      if (error instanceof GameWalletError && error.status !== 'RS_ERROR_UNKNOWN') {
        const state = kind === 'win' && error.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK' ? 'rolled_back' : 'failed';
        this.#log.error({ round: round.id, status: error.status, message: error.message }, `the wallet refused a ${kind}`);
        return this.#store.updateRound(this.#store.db, round.id, { state: from }, { state, error: error.status, updated_at: now });
      }
      const attempts = round.attempts + 1;
      const wait = Math.min(this.#retry.maxBackoffMs, this.#retry.backoffMs * 2 ** Math.min(attempts - 1, 20));
      this.#log.warn({ round: round.id, attempts, err: error }, `${kind} unanswered: the retry loop will resend it`);
      await this.#store.updateRound(this.#store.db, round.id, { state: from }, { attempts, next_attempt_at: now + wait, updated_at: now });
      return undefined;
    }
  }

  /** Calls the wallet, repeating a call that got no answer (RS_ERROR_UNKNOWN) with the same ids. */
  async #callWallet<T>(call: (wallet: GameWalletClient) => Promise<T>): Promise<T> {
    const wallet = this.#wallet;
    if (!wallet) throw new RgsError('internal', 'no wallet is configured');
    for (let attempt = 1; ; attempt++) {
      try {
        return await call(wallet);
      } catch (error) {
        const unknown = !(error instanceof GameWalletError) || error.status === 'RS_ERROR_UNKNOWN';
        if (!unknown || attempt >= this.#retry.attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, this.#retry.delayMs * attempt));
      }
    }
  }

  #walletFailure(error: unknown, call: 'launch' | 'play' = 'play'): RgsError {
    if (error instanceof RgsError) return error;
    const mapped = fromWallet(error, call);
    if (mapped.code === 'internal') this.#log.error({ err: error }, 'wallet call failed');
    return mapped;
  }

  #walletToken(session: { wallet_token?: string | null | undefined }): string {
    if (!session.wallet_token) throw new RgsError('internal', 'a real round without a wallet token');
    return session.wallet_token;
  }

  /** The wallet's view of a round: enough for its history to show the round and its proof. */
  #betRequest(round: NewRound, actions: RoundAction[]) {
    return {
      token: this.#walletToken(round),
      user: round.player,
      game: round.game,
      transaction_uuid: round.bet_tx,
      round: round.id,
      currency: round.currency,
      amount: round.amount,
      round_closed: false,
      meta: {
        ...META_UNITS,
        actions,
        proof: { server_seed_hash: round.server_seed_hash, client_seed: round.client_seed, nonce: round.nonce, params: parse(round.params) },
      },
    };
  }

  /** The win of a round whose outcome is final (its row holds the win and the record). */
  #winRequest(round: RoundRow) {
    const engine = this.#engine(round.game);
    const { state, moves = [] } = parse<Stored>(round.outcome);
    return {
      token: this.#walletToken(round),
      user: round.player,
      game: round.game,
      transaction_uuid: round.settle_tx,
      reference_transaction_uuid: round.bet_tx,
      round: round.id,
      currency: round.currency,
      amount: round.payout ?? 0,
      round_closed: true,
      meta: {
        ...META_UNITS,
        actions: parse<RoundAction[]>(round.actions),
        proof: {
          server_seed_hash: round.server_seed_hash,
          client_seed: round.client_seed,
          nonce: round.nonce,
          params: parse(round.params),
          ...(moves.length > 0 ? { moves } : {}),
          outcome: proofOutcome(engine.view(state, true), engine.multiplier(state)),
        },
      },
    };
  }

  #rollbackRequest(round: RoundRow, reason: 'bet_unanswered' | 'expired') {
    return {
      token: this.#walletToken(round),
      user: round.player,
      game: round.game,
      transaction_uuid: round.settle_tx,
      reference_transaction_uuid: round.bet_tx,
      round: round.id,
      round_closed: true,
      meta: { ...META_UNITS, reason, actions: parse<RoundAction[]>(round.actions) },
    };
  }

  // ---- the retry loop -----------------------------------------------------------------------

  /**
   * Settles what requests left behind: bets whose answer never came (rolled back), wins and
   * rollbacks still owed (resent with their ids), and rounds left waiting for the player longer
   * than `roundExpiryMs` (ended as each game's rule page says). Returns how many rounds it touched.
   */
  settlePending(): Promise<number> {
    this.#sweeping ??= this.#sweep().finally(() => (this.#sweeping = undefined));
    return this.#sweeping;
  }

  async #sweep(): Promise<number> {
    const now = this.#now();
    // Sessions two days past their end are of no more use (their rounds stay).
    await this.#store.deleteExpiredSessions(now - 2 * DAY_MS);
    const due = await this.#store.dueRounds(now, now - this.#roundExpiry, 100);
    let touched = 0;
    for (const round of due) {
      try {
        if (await this.#take(round, now)) touched++;
      } catch (error) {
        this.#log.error({ round: round.id, err: error }, 'settling a pending round failed');
      }
    }
    return touched;
  }

  async #take(round: RoundRow, now: number): Promise<boolean> {
    const claim = { next_attempt_at: now + this.#retry.inFlightMs, updated_at: now };
    switch (round.state) {
      case 'betting': {
        // The bet's fate is unknown and the player never saw an outcome: roll it back.
        const rolling = await this.#store.updateRound(
          this.#store.db,
          round.id,
          { state: 'betting', version: round.version },
          { ...claim, state: 'rolling_back', settle_request: JSON.stringify(this.#rollbackRequest(round, 'bet_unanswered')) },
        );
        if (rolling) await this.#settle(rolling);
        return rolling !== undefined;
      }
      case 'settling':
      case 'rolling_back': {
        const claimed = await this.#store.updateRound(this.#store.db, round.id, { state: round.state, version: round.version }, claim);
        if (claimed) await this.#settle(claimed);
        return claimed !== undefined;
      }
      case 'open':
        return this.#expire(round);
      default:
        return false;
    }
  }

  /** A round left waiting too long: its game's `expire` ends it (the rule page's 24 hours). */
  async #expire(round: RoundRow): Promise<boolean> {
    const engine = this.#engine(round.game);
    const stored = parse<Stored>(round.outcome);
    const draw = await this.#drawOf(round, stored.used);
    const step = engine.expire(draw, stored.state);
    const session = { owner: round.owner, game: round.game } as SessionRow;
    await this.#advance(session, engine, round, step, draw, [...(stored.moves ?? []), { action: EXPIRED }]).catch((error: unknown) => {
      if (!(error instanceof RgsError)) throw error;
    });
    return true;
  }

  /** Runs the retry loop every `retry.intervalMs` until `stop()`. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.settlePending().catch((error: unknown) => this.#log.error({ err: error }, 'the retry loop failed'));
    }, this.#retry.intervalMs);
    this.#timer.unref();
  }

  /** Stops the retry loop and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sweeping?.catch(() => undefined);
  }

  // ---- helpers --------------------------------------------------------------------------------

  #engine(game: string): AnyGameEngine {
    const engine = this.#games.has(game) ? GAMES[game]?.engine : undefined;
    if (!engine) throw new RgsError('invalid_request', `this game server does not serve ${game}`);
    return engine;
  }

  #checkGame(session: SessionRow, game: PlayableGameId): void {
    if (session.game !== game) throw new RgsError('invalid_request', `this session plays ${session.game}, not ${game}`);
  }

  #checkBet(session: SessionRow, amount: number): void {
    const limits = this.#limits(session.game as PlayableGameId, session.currency);
    if (!allowsBet(limits, amount)) {
      throw new RgsError(
        'invalid_request',
        limits.levels
          ? `the bet must be one of ${limits.levels.join(', ')} minor units`
          : `the bet must be between ${limits.min_bet} and ${limits.max_bet} minor units${limits.step ? ` in steps of ${limits.step}` : ''}`,
      );
    }
  }

  /** The round's fair stream from its `start`-th float on (its pair cannot rotate while it is open). */
  async #drawOf(round: RoundRow, start: number): Promise<Draw> {
    const seed = await this.#store.seedById(round.seed_id);
    if (!seed) throw new RgsError('internal', 'the round has no seed pair');
    return new FairStream(seed.server_seed, seed.client_seed).draw(round.nonce, start);
  }

  /**
   * A real bet larger than the balance the wallet last answered is checked against the wallet's
   * balance now, and refused before it is stored: a stored round takes the pair's next nonce, so a
   * bet the wallet then refused left a gap in the nonces the player sees (a void round that
   * no history shows). A bet refused after all (the balance fell meanwhile) is still a void round.
   */
  async #checkAffordable(session: SessionRow, amount: number): Promise<void> {
    if (amount <= session.balance) return;
    const { balance } = await this.balance(session);
    if (amount > balance) throw new RgsError('not_enough_money', 'the bet is larger than the balance', balance);
  }

  /** The owner's pair in use for the session's game, made on first use. */
  #seed(session: Pick<SessionRow, 'owner' | 'game'>): Promise<SeedRow> {
    return this.#store.ensureSeed(session.owner, session.game, () => newSeed(), this.#now());
  }
}

/** Runs an engine's step; a move the rules refuse is the player's error, not the server's. */
function playing<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof MoveRefused) throw new RgsError(error.code, error.message);
    throw error;
  }
}

/**
 * The round's outcome as its win's meta carries it: the game's view (the history draws the round
 * with it), or, for a round too long for the wallet's meta (a slot's endless retriggers), only
 * its multiplier: the seeds, parameters and moves replay it whole on the fairness page.
 */
export function proofOutcome(view: unknown, multiplier: number): unknown {
  const budget = FREE_JSON_LIMITS.bytes - 8 * 1024;
  return Buffer.byteLength(JSON.stringify(view)) <= budget ? view : { truncated: true, multiplier };
}

function stamped(records: readonly RoundRecord[] | undefined, at: number): RoundAction[] {
  return (records ?? []).map((record) => ({ ...record, at }));
}

function issueText(issue: v.BaseIssue<unknown> | undefined): string {
  const path = issue?.path?.map((item) => String(item.key)).join('.');
  return `${path ? `${path}: ` : ''}${withoutReceived(issue?.message ?? 'is not valid')}`;
}

/** The names of a game's parameters, from its schema (an object schema's entries). */
function paramNames(engine: AnyGameEngine): string[] {
  const schema = engine.params as unknown as { entries?: Record<string, unknown>; pipe?: { entries?: Record<string, unknown> }[] };
  const entries = schema.entries ?? schema.pipe?.find((item) => item.entries)?.entries;
  return Object.keys(entries ?? {});
}

/** Mines' answer of the originals' own paths: the round with its view. */
function minesData(data: RoundData): MinesRoundData {
  const view = data.view as MinesView;
  return {
    round: data.round,
    amount: data.amount,
    mines: view.mines,
    revealed: view.revealed,
    state: view.state,
    multiplier: view.multiplier,
    next_multiplier: view.next_multiplier,
    mine_tiles: view.mine_tiles,
    payout: data.payout,
    balance: data.balance,
    proof: data.proof,
    fairness: data.fairness,
  };
}

/** 32 random bytes (hex) and their SHA-256. */
function serverSeed(): { server_seed: string; server_seed_hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { server_seed: seed, server_seed_hash: createHash('sha256').update(seed).digest('hex') };
}

/**
 * A pair: the server seed committed for it (else a fresh one), a random client seed unless
 * chosen, and the next pair's server seed, committed now.
 */
async function newSeed(clientSeed?: string, committed?: { server_seed: string; server_seed_hash: string }): Promise<NewSeed> {
  const next = serverSeed();
  return {
    id: randomUUID(),
    ...(committed ?? serverSeed()),
    client_seed: clientSeed || randomBytes(8).toString('hex'),
    next_server_seed: next.server_seed,
    next_server_seed_hash: next.server_seed_hash,
  };
}

function fairnessOf(seed: SeedRow): Fairness {
  return {
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    nonce: seed.nonce,
    // Every pair in use has one (made with it, or by migration 0003).
    next_server_seed_hash: seed.next_server_seed_hash ?? '',
  };
}

function proofOf(round: Pick<RoundRow, 'server_seed_hash' | 'client_seed' | 'nonce'>): RoundProof {
  return { server_seed_hash: round.server_seed_hash, client_seed: round.client_seed, nonce: round.nonce };
}
