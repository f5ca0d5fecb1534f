import * as v from 'valibot';
import {
  FUN_BALANCE,
  MINES_TILES,
  SeedsRequestSchema,
  type Fairness,
  type MinesRoundData,
  type PlayableGameId,
  type RoundData,
  type SessionData,
} from '@ky-wallet/games/contract';
import { arrayDraw, FloatsExhausted, MoveRefused, payoutOfRound, type AnyGameEngine, type Draw, type Step } from '@ky-wallet/games/engine';
import { GAMES } from '@ky-wallet/games/registry';
import {
  diceOutcome,
  dicePayout,
  floats,
  minesMultiplier,
  minesPayout,
  minesPositions,
  minesRoundComplete,
  sha256Hex,
  wheelOutcome,
  wheelPayout,
} from '@ky-wallet/games/fair';
import { RgsError, type GameErrorCode, type RgsApi } from './rgs/client.ts';

/*
 * An in-memory game server for Storybook and component tests: the contract's calls with the real
 * outcome functions of @ky-wallet/games/fair, one player, no wallet. It is not the game server
 * (that is packages/games, tested against the real wallet); it lets the clients be shown and
 * tested in every state without one.
 */

export interface FakeRgsOptions {
  mode?: SessionData['mode'];
  currency?: string;
  /** Minor units. */
  balance?: number;
  limits?: SessionData['limits'];
  /** A fixed first server seed (tests); random otherwise. */
  serverSeed?: string;
  clientSeed?: string;
  /** The game a launch code opens (real mode). */
  game?: PlayableGameId;
  /** The game's engine, for a game not in the registry yet (while it is being made); the registry's otherwise. */
  engine?: AnyGameEngine;
}

export interface FakeRgs extends RgsApi {
  /** The session as `openSession` would answer it now. */
  session(): Promise<SessionData>;
  /** The next call fails with `code` (and the balance, for not_enough_money). */
  failNext(code: GameErrorCode): void;
  /** The next call is carried out, but its answer is lost on the way back (a network error). */
  loseNextAnswer(): void;
  /** Calls answered so far, by name. */
  calls: string[];
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createFakeRgs({
  mode = 'fun',
  currency = 'cny',
  balance: start = FUN_BALANCE,
  limits = { min_bet: 10, max_bet: 200_000 },
  serverSeed: firstSeed,
  clientSeed: firstClient,
  game = 'original-dice',
  engine: givenEngine,
}: FakeRgsOptions = {}): FakeRgs {
  let balance = start;
  let serverSeed = firstSeed ?? randomHex(32);
  // Committed for the next pair, as the real game server does.
  let nextServerSeed = randomHex(32);
  let clientSeed = firstClient ?? randomHex(8);
  let nonce = 0;
  let failure: GameErrorCode | null = null;
  let loseAnswer = false;
  let roundNo = 0;
  let mines: { data: Omit<MinesRoundData, 'balance' | 'fairness'>; tiles: number[] } | null = null;
  /** The round API's open round: the game's engine state, and its floats (computed as it needs them). */
  let openRound: { data: Omit<RoundData, 'balance' | 'fairness'>; engine: AnyGameEngine; state: unknown; floats: number[]; seed: { server: string; client: string; nonce: number }; used: number } | null = null;
  const calls: string[] = [];

  const fairness = async (): Promise<Fairness> => ({
    server_seed_hash: await sha256Hex(serverSeed),
    client_seed: clientSeed,
    nonce,
    next_server_seed_hash: await sha256Hex(nextServerSeed),
  });

  async function call<T>(name: string, body: () => Promise<T>): Promise<T> {
    calls.push(name);
    // A real server answers after a moment: let the page show it is busy.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (failure) {
      const code = failure;
      failure = null;
      throw new RgsError(code, code, code === 'not_enough_money' ? balance : undefined);
    }
    if (loseAnswer) {
      loseAnswer = false;
      await body();
      throw new RgsError('network_error', 'the answer was lost');
    }
    return body();
  }

  /** Takes the bet and the round's nonce; the proof is the pair in use before the round. */
  async function open(amount: number, count: number) {
    if (!Number.isSafeInteger(amount) || amount < limits.min_bet || amount > limits.max_bet) throw new RgsError('invalid_request');
    if (amount > balance) throw new RgsError('not_enough_money', 'not enough money', balance);
    balance -= amount;
    const proof = await fairness();
    const values = await floats(serverSeed, clientSeed, nonce, count);
    nonce += 1;
    roundNo += 1;
    return { proof, values, round: `fake-${roundNo}` };
  }

  async function minesAnswer(): Promise<MinesRoundData> {
    if (!mines) throw new RgsError('round_state');
    const answer = { ...mines.data, balance, fairness: await fairness() };
    if (mines.data.state !== 'open') mines = null;
    return answer;
  }

  function closeMines(state: 'busted' | 'cashed_out') {
    if (!mines) return;
    const gems = mines.data.revealed.length;
    const payout = state === 'cashed_out' ? minesPayout(mines.data.amount, mines.data.mines, gems) : 0;
    balance += payout;
    mines.data = { ...mines.data, state, payout, next_multiplier: null, mine_tiles: mines.tiles };
  }

  /** Runs an engine's step on the round's floats, computing more when it needs them (as the verifier does). */
  async function stepOf(seed: { server: string; client: string; nonce: number }, have: number[], from: number, run: (draw: Draw) => Step<unknown>) {
    let values = have;
    for (;;) {
      const draw = arrayDraw(values, from);
      try {
        return { step: run(draw), floats: values, used: draw.used };
      } catch (error) {
        if (error instanceof MoveRefused) throw new RgsError(error.code, error.message);
        if (!(error instanceof FloatsExhausted)) throw new RgsError('invalid_request', String(error));
        values = await floats(seed.server, seed.client, seed.nonce, Math.max(values.length * 2, error.needed, 64));
      }
    }
  }

  /** The round API's answer for a round after a step: open, or over and paid. */
  async function roundAnswer(round: NonNullable<typeof openRound>, step: Step<unknown>): Promise<RoundData> {
    const over = step.status !== 'open';
    const voided = step.status === 'void';
    const payout = step.status === 'over' ? payoutOfRound(round.engine, round.data.amount, step.state) : 0;
    if (over) balance += voided ? round.data.amount : payout;
    const data: RoundData = {
      ...round.data,
      state: over ? (voided ? 'void' : 'over') : 'open',
      actions: over ? [] : Object.keys(round.engine.actions),
      view: round.engine.view(step.state, over),
      multiplier: over ? (voided ? 0 : round.engine.multiplier(step.state)) : null,
      payout,
      balance,
      fairness: await fairness(),
    };
    openRound = over ? null : { ...round, state: step.state, data };
    return data;
  }

  return {
    calls,
    failNext(code) {
      failure = code;
    },
    loseNextAnswer() {
      loseAnswer = true;
    },
    async session() {
      return {
        session: 'fake-session',
        mode,
        game,
        currency,
        balance,
        user: mode === 'real' ? 'demo' : '',
        expires_at: Date.now() + 3_600_000,
        limits,
        fairness: await fairness(),
      };
    },
    openSession: (request) =>
      call('openSession', async () => {
        const fun = 'fun' in request;
        return {
          session: 'fake-session',
          mode: fun ? ('fun' as const) : ('real' as const),
          game: fun ? request.game : game,
          currency,
          balance,
          user: fun ? '' : 'demo',
          expires_at: Date.now() + 3_600_000,
          limits,
          fairness: await fairness(),
        };
      }),
    balance: () => call('balance', async () => ({ balance, currency, fairness: await fairness() })),
    seeds: (request) =>
      call('seeds', async () => {
        if (!v.is(SeedsRequestSchema, request)) throw new RgsError('invalid_request');
        if (mines?.data.state === 'open' || openRound) throw new RgsError('round_state');
        const revealed = { server_seed: serverSeed, server_seed_hash: await sha256Hex(serverSeed), client_seed: clientSeed, rounds: nonce };
        serverSeed = nextServerSeed;
        nextServerSeed = randomHex(32);
        clientSeed = request.client_seed?.trim() || randomHex(8);
        nonce = 0;
        return { revealed, fairness: await fairness() };
      }),
    diceRoll: (request) =>
      call('diceRoll', async () => {
        const { proof, values, round } = await open(request.amount, 1);
        const outcome = diceOutcome(values, { direction: request.direction, target: request.target });
        const payout = dicePayout(request.amount, outcome);
        balance += payout;
        return { round, result: outcome.result, won: outcome.won, multiplier: outcome.multiplier, payout, balance, proof, fairness: await fairness() };
      }),
    wheelSpin: (request) =>
      call('wheelSpin', async () => {
        const { proof, values, round } = await open(request.amount, 1);
        const outcome = wheelOutcome(values, { risk: request.risk });
        const payout = wheelPayout(request.amount, outcome);
        balance += payout;
        return { round, segment: outcome.segment, multiplier: outcome.multiplier, payout, balance, proof, fairness: await fairness() };
      }),
    minesStart: (request) =>
      call('minesStart', async () => {
        if (mines?.data.state === 'open') throw new RgsError('round_state');
        const { proof, values, round } = await open(request.amount, request.mines);
        mines = {
          tiles: minesPositions(values, request.mines),
          data: {
            round,
            amount: request.amount,
            mines: request.mines,
            revealed: [],
            state: 'open',
            multiplier: minesMultiplier(request.mines, 0),
            next_multiplier: minesMultiplier(request.mines, 1),
            mine_tiles: null,
            payout: 0,
            proof,
          },
        };
        return minesAnswer();
      }),
    minesReveal: (request) =>
      call('minesReveal', async () => {
        if (!mines || mines.data.state !== 'open' || mines.data.round !== request.round) throw new RgsError('round_state');
        if (request.tile < 0 || request.tile >= MINES_TILES || mines.data.revealed.includes(request.tile)) throw new RgsError('invalid_request');
        if (mines.tiles.includes(request.tile)) {
          closeMines('busted');
        } else {
          const revealed = [...mines.data.revealed, request.tile];
          const gems = revealed.length;
          const complete = minesRoundComplete(mines.data.mines, gems);
          mines.data = {
            ...mines.data,
            revealed,
            multiplier: minesMultiplier(mines.data.mines, gems),
            next_multiplier: complete ? null : minesMultiplier(mines.data.mines, gems + 1),
          };
          if (complete) closeMines('cashed_out');
        }
        return minesAnswer();
      }),
    minesCashout: (request) =>
      call('minesCashout', async () => {
        if (!mines || mines.data.state !== 'open' || mines.data.round !== request.round || mines.data.revealed.length === 0) {
          throw new RgsError('round_state');
        }
        closeMines('cashed_out');
        return minesAnswer();
      }),
    minesActive: () => call('minesActive', async () => (mines?.data.state === 'open' ? minesAnswer() : null)),
    games: () =>
      call('games', async () => ({
        games: Object.values(GAMES).map(({ engine }) => ({
          id: engine.id,
          family: engine.family,
          bets: engine.bets,
          limits,
          params: [],
          actions: Object.keys(engine.actions),
          max_win: engine.maxWin,
        })),
      })),
    roundStart: (request) =>
      call('roundStart', async () => {
        const engine = givenEngine ?? GAMES[game]?.engine;
        if (!engine) throw new RgsError('invalid_request', `no engine for ${game}`);
        if (openRound) throw new RgsError('round_state', 'a round is already open');
        const amount = request.amount;
        const allowed = limits.levels ? limits.levels.includes(amount) : amount >= limits.min_bet && amount <= limits.max_bet;
        if (!Number.isSafeInteger(amount) || !allowed) throw new RgsError('invalid_request');
        if (amount > balance) throw new RgsError('not_enough_money', 'not enough money', balance);
        const params = v.safeParse(engine.params, request.params ?? {});
        if (!params.success) throw new RgsError('invalid_request', 'params');
        const proof = await fairness();
        const seed = { server: serverSeed, client: clientSeed, nonce };
        const { step, floats: values, used } = await stepOf(seed, [], 0, (draw) => engine.start(draw, params.output));
        balance -= amount;
        nonce += 1;
        roundNo += 1;
        const round = {
          engine,
          state: step.state,
          floats: values,
          seed,
          used,
          data: { round: `fake-${roundNo}`, game, amount, params: params.output as Record<string, unknown>, state: 'open' as const, actions: [], view: null, moves: [], multiplier: null, payout: 0, proof },
        };
        return roundAnswer(round, step);
      }),
    roundAct: (request) =>
      call('roundAct', async () => {
        const round = openRound;
        if (!round || round.data.round !== request.round) throw new RgsError('round_state');
        const schema = round.engine.actions[request.action];
        const input = schema ? v.safeParse(schema, request.input ?? {}) : undefined;
        if (!input?.success) throw new RgsError('invalid_request');
        const { step, floats: values, used } = await stepOf(round.seed, round.floats, round.used, (draw) => round.engine.act(draw, round.state, request.action, input.output));
        const moves = [...round.data.moves, { action: request.action, input: input.output }];
        return roundAnswer({ ...round, floats: values, used, data: { ...round.data, moves } }, step);
      }),
    roundActive: () =>
      call('roundActive', async () => (openRound ? { ...openRound.data, balance, fairness: await fairness() } : null)),
  };
}
