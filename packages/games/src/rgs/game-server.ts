import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isCurrencyCode, timeOrderedUuid, type GameOkAnswer } from '@ky-wallet/protocol';
import {
  FUN_BALANCE,
  MULTIPLIER_SCALE,
  ORIGINAL_GAME_IDS,
  type BalanceData,
  type DiceRollData,
  type DiceRollRequest,
  type Fairness,
  type OriginalGameId,
  type MinesCashoutRequest,
  type MinesRevealRequest,
  type MinesRoundData,
  type MinesStartRequest,
  type RoundProof,
  type SeedsData,
  type RevealedSeedData,
  type RevealedSeedRequest,
  type SeedsRequest,
  type SessionData,
  type SessionRequest,
  type WheelSpinData,
  type WheelSpinRequest,
} from '../contract.js';
import { dicePayout, isDiceTarget, type DiceOutcome, type DiceParams } from '../fair/dice.js';
import { floats, sha256Hex } from '../fair/hmac.js';
import { minesMultiplier, minesPayout, minesRoundComplete, type MinesParams } from '../fair/mines.js';
import { floatsNeeded, outcomeOf, type GameOutcome, type GameParams } from '../fair/verify.js';
import { wheelPayout, type WheelOutcome, type WheelParams } from '../fair/wheel.js';
import { isUniqueViolation, OpenRoundError, type NewRound, type NewSeed, type RgsStore, type RoundRow, type RoundState, type SeedRow, type SessionRow } from '../store/index.js';
import { GameWalletError, type GameWalletClient } from '../wallet-client.js';
import { fromWallet, RgsError } from './errors.js';
import { defaultBetLimits, type BetLimits } from './limits.js';

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
  /** The games served. @default ORIGINAL_GAME_IDS */
  games?: readonly OriginalGameId[];
  /** @default Date.now */
  now?: () => number;
  /** Per-bet limits in minor units. @default defaultBetLimits (the rule pages') */
  limits?: (game: OriginalGameId, currency: string) => BetLimits;
  retry?: RetryOptions;
  /** Lifetime of a fun session. @default 24 hours */
  funSessionTtlMs?: number;
  /** A mines round left open this long is settled by the server (rule page: 24 hours). @default 86400000 */
  minesExpiryMs?: number;
  log?: GameServerLog;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SILENT: GameServerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One entry of a round's action list (kept in the RGS, sent to the wallet as meta); multipliers in MULTIPLIER_SCALE. */
export type RoundAction =
  | { type: 'bet'; amount: number; at: number }
  | { type: 'roll'; result: number; won: boolean; at: number }
  | { type: 'spin'; segment: number; multiplier: number; at: number }
  | { type: 'reveal'; tile: number; mine: boolean; at: number }
  | { type: 'cashout'; gems: number; multiplier: number; auto: boolean; at: number }
  | { type: 'expire'; at: number };

type InstantGame = 'original-dice' | 'original-wheel';

/**
 * Says in every meta sent to the wallet what its multipliers are in. The wallet keeps meta as it
 * came, for good: meta sent before every game's multipliers were ten-thousandths has no such
 * key, and the wheel's there are hundredths (the history reads them so).
 */
const META_UNITS = { multiplier_scale: MULTIPLIER_SCALE } as const;

/** sha256 hex of a bearer token: what the store keeps. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function parse<T>(json: string | null): T {
  return JSON.parse(json ?? 'null') as T;
}

/**
 * KY Gaming's game server (the RGS): sessions, seeds and rounds of the three originals. It owns
 * the rules and the fairness; money moves only through the wallet's signed game API (real
 * sessions) or the session's play money (fun sessions).
 *
 * A real round is stored with its bet's transaction_uuid before the bet is sent, so that every
 * wallet call can be repeated with the same ids until the wallet answers, here or, after a crash,
 * from the retry loop (`settlePending`).
 */
export class GameServer {
  readonly #store: RgsStore;
  readonly #wallet: GameWalletClient | undefined;
  readonly #games: ReadonlySet<OriginalGameId>;
  readonly #now: () => number;
  readonly #limits: (game: OriginalGameId, currency: string) => BetLimits;
  readonly #retry: Required<RetryOptions>;
  readonly #funTtl: number;
  readonly #minesExpiry: number;
  readonly #log: GameServerLog;
  #timer: ReturnType<typeof setInterval> | undefined;
  #sweeping: Promise<number> | undefined;

  constructor(options: GameServerOptions) {
    this.#store = options.store;
    this.#wallet = options.wallet;
    this.#games = new Set(options.games ?? ORIGINAL_GAME_IDS);
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
    this.#minesExpiry = options.minesExpiryMs ?? DAY_MS;
    this.#log = options.log ?? SILENT;
  }

  get store(): RgsStore {
    return this.#store;
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
      if (!this.#games.has(answer.game as OriginalGameId)) throw new RgsError('invalid_launch', `this game server does not serve ${answer.game}`);
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
      game: row.game as OriginalGameId,
      currency: row.currency,
      balance: row.balance,
      user: row.player,
      expires_at: row.expires_at,
      limits: this.#limits(row.game as OriginalGameId, row.currency),
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

  // ---- dice and wheel -----------------------------------------------------------------------

  async diceRoll(session: SessionRow, input: DiceRollRequest): Promise<DiceRollData> {
    const params: DiceParams = { direction: input.direction, target: input.target };
    if (!isDiceTarget(params)) throw new RgsError('invalid_request', 'the target is outside the allowed range');
    const played = await this.#playInstant(session, 'original-dice', input.amount, params);
    const outcome = played.outcome as DiceOutcome;
    return {
      round: played.round.id,
      result: outcome.result,
      won: outcome.won,
      multiplier: outcome.multiplier,
      payout: played.payout,
      balance: played.balance,
      proof: proofOf(played.round),
      fairness: played.fairness,
    };
  }

  async wheelSpin(session: SessionRow, input: WheelSpinRequest): Promise<WheelSpinData> {
    const played = await this.#playInstant(session, 'original-wheel', input.amount, { risk: input.risk });
    const outcome = played.outcome as WheelOutcome;
    return {
      round: played.round.id,
      segment: outcome.segment,
      multiplier: outcome.multiplier,
      payout: played.payout,
      balance: played.balance,
      proof: proofOf(played.round),
      fairness: played.fairness,
    };
  }

  async #playInstant<G extends InstantGame>(session: SessionRow, game: G, amount: number, params: GameParams[G]) {
    this.#check(session, game, amount);
    const payoutOf = (outcome: GameOutcome[G]) =>
      game === 'original-dice' ? dicePayout(amount, outcome as DiceOutcome) : wheelPayout(amount, outcome as WheelOutcome);
    const resultAction = (outcome: GameOutcome[G], at: number): RoundAction =>
      game === 'original-dice'
        ? { type: 'roll', result: (outcome as DiceOutcome).result, won: (outcome as DiceOutcome).won, at }
        : { type: 'spin', segment: (outcome as WheelOutcome).segment, multiplier: (outcome as WheelOutcome).multiplier, at };

    let round = await this.#startRound(session, game, amount, params, (outcome, at) => ({
      final: true,
      payout: payoutOf(outcome),
      ending: payoutOf(outcome) > 0 ? 'won' : 'lost',
      actions: [resultAction(outcome, at)],
    }));
    let balance = round.balance ?? 0;
    if (round.mode === 'real') {
      round = await this.#placeBet(round);
      const settled = await this.#settle(round);
      // An unanswered win is owed and resent until the wallet takes it: show the balance it makes.
      balance = settled?.balance ?? (round.balance ?? 0) + (round.payout ?? 0);
    }
    const seed = await this.#seed(session);
    return {
      round,
      outcome: parse<GameOutcome[G]>(round.outcome),
      payout: round.payout ?? 0,
      balance,
      fairness: fairnessOf(seed),
    };
  }

  // ---- mines --------------------------------------------------------------------------------

  async minesStart(session: SessionRow, input: MinesStartRequest): Promise<MinesRoundData> {
    if (await this.#store.openRound(session.owner, 'original-mines')) {
      throw new RgsError('round_state', 'a mines round is already open: finish it first');
    }
    let round = await this.#startRound(session, 'original-mines', input.amount, { mines: input.mines }, () => ({
      final: false,
      payout: null,
      ending: null,
      actions: [],
    }));
    if (round.mode === 'real') round = await this.#placeBet(round);
    return this.#minesData(session, round);
  }

  async minesReveal(session: SessionRow, input: MinesRevealRequest): Promise<MinesRoundData> {
    const round = await this.#openMinesRound(session, input.round);
    const { mines } = parse<MinesParams>(round.params);
    const { mine_tiles } = parse<GameOutcome['original-mines']>(round.outcome);
    const actions = parse<RoundAction[]>(round.actions);
    const revealed = revealedTiles(actions);
    if (revealed.includes(input.tile)) throw new RgsError('invalid_request', 'that tile is uncovered already');
    const at = this.#now();
    const mine = mine_tiles.includes(input.tile);
    actions.push({ type: 'reveal', tile: input.tile, mine, at });
    const gems = revealed.length + (mine ? 0 : 1);
    if (mine) return this.#finishMines(session, round, actions, 0, 'busted');
    if (minesRoundComplete(mines, gems)) {
      actions.push({ type: 'cashout', gems, multiplier: minesMultiplier(mines, gems), auto: true, at });
      return this.#finishMines(session, round, actions, minesPayout(round.amount, mines, gems), 'cashed_out');
    }
    const updated = await this.#store.updateRound(
      this.#store.db,
      round.id,
      { state: 'open', version: round.version },
      { actions: JSON.stringify(actions), updated_at: at },
    );
    if (!updated) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
    return this.#minesData(session, updated);
  }

  async minesCashout(session: SessionRow, input: MinesCashoutRequest): Promise<MinesRoundData> {
    const round = await this.#openMinesRound(session, input.round);
    const { mines } = parse<MinesParams>(round.params);
    const actions = parse<RoundAction[]>(round.actions);
    const gems = revealedTiles(actions).length;
    if (gems === 0) throw new RgsError('round_state', 'uncover at least one gem before cashing out');
    actions.push({ type: 'cashout', gems, multiplier: minesMultiplier(mines, gems), auto: false, at: this.#now() });
    return this.#finishMines(session, round, actions, minesPayout(round.amount, mines, gems), 'cashed_out');
  }

  async minesActive(session: SessionRow): Promise<MinesRoundData | null> {
    this.#check(session, 'original-mines');
    const round = await this.#store.openRound(session.owner, 'original-mines');
    return round && round.state === 'open' ? this.#minesData(session, round) : null;
  }

  async #openMinesRound(session: SessionRow, id: string): Promise<RoundRow> {
    this.#check(session, 'original-mines');
    const round = await this.#store.findRound(id);
    if (!round || round.owner !== session.owner || round.game !== 'original-mines') {
      throw new RgsError('round_state', 'there is no such mines round');
    }
    if (round.state !== 'open') throw new RgsError('round_state', 'the round is over');
    return round;
  }

  /** Ends a mines round: the outcome is final, the win (maybe 0) is owed. */
  async #finishMines(session: SessionRow, round: RoundRow, actions: RoundAction[], payout: number, ending: string): Promise<MinesRoundData> {
    const now = this.#now();
    const patch = { actions: JSON.stringify(actions), payout, ending, updated_at: now };
    if (round.mode === 'fun') {
      const closed = await this.#store.transaction(async (trx) => {
        const updated = await this.#store.updateRound(trx, round.id, { state: 'open', version: round.version }, { ...patch, state: 'closed' });
        if (!updated) return undefined;
        const balance = await this.#store.funCredit(trx, round.session_hash, payout);
        return this.#store.updateRound(trx, round.id, { state: 'closed' }, { balance });
      });
      if (!closed) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
      return this.#minesData(session, closed);
    }
    const settling = await this.#store.updateRound(
      this.#store.db,
      round.id,
      { state: 'open', version: round.version },
      { ...patch, state: 'settling', settle_request: JSON.stringify(this.#winRequest(round, payout, actions)), next_attempt_at: now + this.#retry.inFlightMs },
    );
    if (!settling) throw new RgsError('round_state', 'the round changed meanwhile; reload it');
    const settled = await this.#settle(settling);
    return this.#minesData(session, settled ?? { ...settling, balance: (settling.balance ?? 0) + payout });
  }

  async #minesData(session: SessionRow, round: RoundRow): Promise<MinesRoundData> {
    const { mines } = parse<MinesParams>(round.params);
    const actions = parse<RoundAction[]>(round.actions);
    const revealed = revealedTiles(actions);
    const gems = revealed.length;
    const open = round.state === 'open' || round.state === 'betting';
    const seed = await this.#seed(session);
    let balance = round.balance ?? 0;
    if (round.mode === 'fun' && open) balance = (await this.#store.funBalance(round.session_hash)) ?? balance;
    return {
      round: round.id,
      amount: round.amount,
      mines,
      revealed,
      state: open ? 'open' : round.ending === 'busted' ? 'busted' : 'cashed_out',
      multiplier: minesMultiplier(mines, gems),
      next_multiplier: open && !minesRoundComplete(mines, gems) ? minesMultiplier(mines, gems + 1) : null,
      mine_tiles: open ? null : parse<GameOutcome['original-mines']>(round.outcome).mine_tiles,
      payout: open ? 0 : (round.payout ?? 0),
      balance,
      proof: proofOf(round),
      fairness: fairnessOf(seed),
    };
  }

  // ---- rounds and the wallet ----------------------------------------------------------------

  /**
   * Stores a new round with its nonce and outcome in one transaction. Fun rounds also take their
   * bet there (and, when `plan` says the outcome is final, pay their win): nothing is half done.
   * Real rounds are stored in `betting`, their bet request fixed, before the wallet hears of them.
   */
  async #startRound<G extends OriginalGameId>(
    session: SessionRow,
    game: G,
    amount: number,
    params: GameParams[G],
    plan: (outcome: GameOutcome[G], at: number) => { final: boolean; payout: number | null; ending: string | null; actions: RoundAction[] },
  ): Promise<RoundRow> {
    this.#check(session, game, amount);
    if (session.mode === 'real') await this.#checkAffordable(session, amount);
    for (let attempt = 0; attempt < 3; attempt++) {
      const seed = await this.#seed(session);
      const now = this.#now();
      try {
        const round = await this.#store.transaction(async (trx) => {
          const nonce = await this.#store.takeNonce(trx, seed.id);
          if (nonce === undefined) return undefined; // rotated meanwhile: take the new pair
          const roundFloats = await floats(seed.server_seed, seed.client_seed, nonce, floatsNeeded(game, params));
          const outcome = outcomeOf(game, roundFloats, params);
          const planned = plan(outcome, now);
          const actions: RoundAction[] = [{ type: 'bet', amount, at: now }, ...planned.actions];
          // Time-ordered ids: the round's and its transaction_uuids (the wallet's idempotency keys
          // for the bet and the settlement) join the end of both stores' indexes.
          const id = timeOrderedUuid();
          let state: RoundState = 'betting';
          let balance: number | null = null;
          if (session.mode === 'fun') {
            balance = (await this.#store.funDebit(trx, session.token_hash, amount)) ?? null;
            if (balance === null) {
              throw new RgsError('not_enough_money', 'the bet is larger than the balance', await this.#store.funBalance(session.token_hash, trx));
            }
            state = 'open';
            if (planned.final) {
              balance = await this.#store.funCredit(trx, session.token_hash, planned.payout ?? 0);
              state = 'closed';
            }
          }
          const row: NewRound = {
            id,
            mode: session.mode,
            owner: session.owner,
            session_hash: session.token_hash,
            player: session.player,
            game,
            currency: session.currency,
            wallet_token: session.wallet_token,
            amount,
            params: JSON.stringify(params),
            seed_id: seed.id,
            nonce,
            server_seed_hash: seed.server_seed_hash,
            client_seed: seed.client_seed,
            outcome: JSON.stringify(outcome),
            actions: JSON.stringify(actions),
            state,
            // Dice and wheel know their ending at once; a real one is paid after its bet is taken.
            ending: planned.final ? planned.ending : null,
            payout: planned.final ? planned.payout : null,
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
        if (isUniqueViolation(error) && game === 'original-mines') {
          throw new RgsError('round_state', 'a mines round is already open: finish it first');
        }
        throw error;
      }
    }
    throw new RgsError('internal', 'the seed pair kept changing; try again');
  }

  /**
   * Sends a stored round's bet. Taken: the round goes on (mines: `open`; dice and wheel:
   * `settling`, their win owed). Refused: the round is void and nothing is paid. Unanswered
   * after every attempt: the bet is rolled back (same reference), and the player told to retry.
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
      round.game === 'original-mines'
        ? { state: 'open' as const, balance: answer.balance, updated_at: now }
        : {
            state: 'settling' as const,
            balance: answer.balance,
            settle_request: JSON.stringify(this.#winRequest(round, round.payout ?? 0, parse<RoundAction[]>(round.actions))),
            next_attempt_at: now + this.#retry.inFlightMs,
            updated_at: now,
          };
    const updated = await this.#store.updateRound(this.#store.db, round.id, { state: 'betting' }, patch);
    // The retry loop took the round over (a very slow answer): it rolls the bet back; so do we.
    if (!updated) throw new RgsError('wallet_unavailable', 'the wallet answered too late; the bet was cancelled, try again');
    await this.#store.setSessionBalance(round.session_hash, answer.balance);
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
      const updated = await this.#store.updateRound(
        this.#store.db,
        round.id,
        { state: from },
        { state: kind === 'win' ? 'closed' : 'rolled_back', balance: answer.balance, error: null, updated_at: this.#now() },
      );
      await this.#store.setSessionBalance(round.session_hash, answer.balance);
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

  #winRequest(round: RoundRow, payout: number, actions: RoundAction[]) {
    return {
      token: this.#walletToken(round),
      user: round.player,
      game: round.game,
      transaction_uuid: round.settle_tx,
      reference_transaction_uuid: round.bet_tx,
      round: round.id,
      currency: round.currency,
      amount: payout,
      round_closed: true,
      meta: {
        ...META_UNITS,
        actions,
        proof: {
          server_seed_hash: round.server_seed_hash,
          client_seed: round.client_seed,
          nonce: round.nonce,
          params: parse(round.params),
          outcome: parse(round.outcome),
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
   * rollbacks still owed (resent with their ids), and mines rounds open longer than a day
   * (cashed out if a gem was found, else the bet returned). Returns how many rounds it touched.
   */
  settlePending(): Promise<number> {
    this.#sweeping ??= this.#sweep().finally(() => (this.#sweeping = undefined));
    return this.#sweeping;
  }

  async #sweep(): Promise<number> {
    const now = this.#now();
    // Sessions two days past their end are of no more use (their rounds stay).
    await this.#store.deleteExpiredSessions(now - 2 * DAY_MS);
    const due = await this.#store.dueRounds(now, now - this.#minesExpiry, 100);
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
        return this.#expireMines(round, now);
      default:
        return false;
    }
  }

  /** The rule page: after 24 hours a round with a gem is cashed out, one without gets its bet back. */
  async #expireMines(round: RoundRow, now: number): Promise<boolean> {
    const { mines } = parse<MinesParams>(round.params);
    const actions = parse<RoundAction[]>(round.actions);
    const gems = revealedTiles(actions).length;
    actions.push({ type: 'expire', at: now });
    const session = { token_hash: round.session_hash, owner: round.owner, game: round.game } as SessionRow;
    if (gems > 0) {
      actions.push({ type: 'cashout', gems, multiplier: minesMultiplier(mines, gems), auto: true, at: now });
      await this.#finishMines(session, round, actions, minesPayout(round.amount, mines, gems), 'cashed_out').catch((error: unknown) => {
        if (!(error instanceof RgsError)) throw error;
      });
      return true;
    }
    if (round.mode === 'fun') {
      await this.#store.transaction(async (trx) => {
        const updated = await this.#store.updateRound(trx, round.id, { state: 'open', version: round.version }, {
          state: 'rolled_back',
          ending: 'expired',
          payout: 0,
          actions: JSON.stringify(actions),
          updated_at: now,
        });
        if (updated && (await this.#store.funBalance(round.session_hash, trx)) !== undefined) {
          await this.#store.funCredit(trx, round.session_hash, round.amount);
        }
      });
      return true;
    }
    const withActions = { ...round, actions: JSON.stringify(actions) };
    const rolling = await this.#store.updateRound(this.#store.db, round.id, { state: 'open', version: round.version }, {
      state: 'rolling_back',
      ending: 'expired',
      actions: withActions.actions,
      settle_request: JSON.stringify(this.#rollbackRequest(withActions, 'expired')),
      next_attempt_at: now + this.#retry.inFlightMs,
      updated_at: now,
    });
    if (rolling) await this.#settle(rolling);
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

  #check(session: SessionRow, game: OriginalGameId, amount?: number): void {
    if (session.game !== game) throw new RgsError('invalid_request', `this session plays ${session.game}, not ${game}`);
    if (amount === undefined) return;
    const { min_bet, max_bet } = this.#limits(game, session.currency);
    if (amount < min_bet || amount > max_bet) {
      throw new RgsError('invalid_request', `the bet must be between ${min_bet} and ${max_bet} minor units`);
    }
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

/** 32 random bytes (hex) and their SHA-256. */
async function serverSeed(): Promise<{ server_seed: string; server_seed_hash: string }> {
  const seed = randomBytes(32).toString('hex');
  return { server_seed: seed, server_seed_hash: await sha256Hex(seed) };
}

/**
 * A pair: the server seed committed for it (else a fresh one), a random client seed unless
 * chosen, and the next pair's server seed, committed now.
 */
async function newSeed(clientSeed?: string, committed?: { server_seed: string; server_seed_hash: string }): Promise<NewSeed> {
  const next = await serverSeed();
  return {
    id: randomUUID(),
    ...(committed ?? (await serverSeed())),
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

function revealedTiles(actions: RoundAction[]): number[] {
  return actions.flatMap((action) => (action.type === 'reveal' && !action.mine ? [action.tile] : []));
}

export type { DiceParams, WheelParams, MinesParams };
