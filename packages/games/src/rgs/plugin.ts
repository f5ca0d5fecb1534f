import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { withoutReceived } from '@ky-wallet/protocol';
import {
  DiceRollRequestSchema,
  MinesCashoutRequestSchema,
  MinesRevealRequestSchema,
  MinesStartRequestSchema,
  RGS_PATHS,
  ROUND_PATHS,
  GamesRequestSchema,
  RoundActRequestSchema,
  RoundStartRequestSchema,
  RevealedSeedRequestSchema,
  SeedsRequestSchema,
  SessionRequestSchema,
  WheelSpinRequestSchema,
} from '../contract.js';
import { openRgsStore, RgsStore, type RgsStoreOptions, type SessionRow } from '../store/index.js';
import { RgsError } from './errors.js';
import { GameServer, type GameServerOptions } from './game-server.js';

export interface RegisterGameServerOptions extends Omit<GameServerOptions, 'store' | 'log'> {
  /** Where sessions, seeds and rounds live: an open RgsStore, or how to open one (closed with the app). */
  store: RgsStoreOptions | RgsStore;
  /** Run the retry loop (GameServer.settlePending) from listen to close. @default true */
  retryLoop?: boolean;
  /**
   * Play-money sessions one client address may open per window (each is a session and a seed
   * pair in the store; nothing else limits who opens them). @default 60 per 10 minutes
   */
  funSessionLimit?: { max: number; windowMs: number };
  /**
   * How many play-money rounds, reveals and seed rotations one address may make. Play money costs
   * nothing, and each of them is stored (until the session has been gone two days): without a
   * limit, one client fills the disk. @default 1,200 in 10 minutes (two a second)
   */
  funPlayLimit?: { max: number; windowMs: number };
  /** How many seed rotations one session may make (real money too; each is a stored pair). @default 10 a minute */
  rotationLimit?: { max: number; windowMs: number };
}

/** Counts per key (a client address, a session) in fixed windows, in this process (a flood's cost is this process's too). */
function windowLimiter({ max, windowMs }: { max: number; windowMs: number }, now: () => number): (key: string) => boolean {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key) => {
    const time = now();
    if (windows.size > 10_000) for (const [stale, window] of windows) if (window.endsAt <= time) windows.delete(stale);
    const current = windows.get(key);
    const window = current && current.endsAt > time ? current : { count: 0, endsAt: time + windowMs };
    window.count += 1;
    windows.set(key, window);
    return window.count <= max;
  };
}

/** Empty bodies are fine where the call takes no input. */
const NoInput = v.optional(v.object({}), {});

/**
 * Serves KY Gaming's game server (contract.ts's RGS_PATHS) on a Fastify app: POST JSON, Bearer
 * session, `{ data }` or `{ error: { code, message } }`. Opens (and on close, closes) the RGS
 * store, and from `listen` on runs the retry loop that settles what requests left behind.
 */
export async function registerGameServer(app: FastifyInstance, options: RegisterGameServerOptions): Promise<GameServer> {
  const ownsStore = !(options.store instanceof RgsStore);
  const store =
    options.store instanceof RgsStore
      ? options.store
      : await openRgsStore({ onError: (error) => app.log.error({ err: error }, 'game server database error'), ...options.store });
  const games = new GameServer({ ...options, store, log: app.log });

  app.addHook('onListen', async () => {
    if (options.retryLoop === false) return;
    games.start();
    // What a previous run left open: settled once the wallet (maybe this very process) listens.
    void games.settlePending().catch((error: unknown) => app.log.error({ err: error }, 'settling pending rounds failed'));
  });
  app.addHook('onClose', async () => {
    await games.stop();
    if (ownsStore) await store.close();
  });

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RgsError) return reply.code(error.status).send(error.body());
      // Fastify's own refusals (a body that is not JSON, too large, a wrong content type). Their
      // messages quote the body (a JSON parser's token and position): the answer says what, not them.
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        const tooLarge = error.statusCode === 413;
        const message = tooLarge ? 'the body is too large' : error.statusCode === 415 ? 'the body must be UTF-8 JSON' : 'the body is not valid JSON';
        return reply.code(tooLarge ? 413 : 400).send(new RgsError('invalid_request', message).body());
      }
      request.log.error({ err: error }, 'game server request failed');
      return reply.code(500).send(new RgsError('internal', 'the game server failed').body());
    });

    /** A POST route: checks the body against its schema, the session when asked, answers `{ data }`. */
    function route<S extends v.GenericSchema, T>(
      path: string,
      schema: S,
      handler: (input: v.InferOutput<S>, request: FastifyRequest) => Promise<T>,
    ): void {
      scope.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
        const parsed = v.safeParse(schema, request.body ?? undefined);
        if (!parsed.success) {
          const issue = parsed.issues[0];
          const where = issue.path?.map((item) => String(item.key)).join('.') || 'body';
          // Never the client's input back (valibot ends its messages with what it received).
          throw new RgsError('invalid_request', `${where}: ${withoutReceived(issue.message)}`);
        }
        reply.header('cache-control', 'no-store');
        return { data: await handler(parsed.output, request) };
      });
    }

    const session = (request: FastifyRequest): Promise<SessionRow> => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      return games.authenticate(token);
    };

    const admitFun = windowLimiter(options.funSessionLimit ?? { max: 60, windowMs: 10 * 60_000 }, options.now ?? Date.now);
    route(RGS_PATHS.session, SessionRequestSchema, async (input, request) => {
      if ('fun' in input && !admitFun(request.ip)) {
        throw new RgsError('too_many_attempts', 'too many play-money sessions from this address; try again later');
      }
      return games.openSession(input);
    });
    const admitFunPlay = windowLimiter(options.funPlayLimit ?? { max: 1200, windowMs: 10 * 60_000 }, options.now ?? Date.now);
    const admitRotation = windowLimiter(options.rotationLimit ?? { max: 10, windowMs: 60_000 }, options.now ?? Date.now);
    /** The session of a call that stores something: play money within the address's limit. */
    const playing = async (request: FastifyRequest): Promise<SessionRow> => {
      const row = await session(request);
      if (row.mode === 'fun' && !admitFunPlay(request.ip)) {
        throw new RgsError('too_many_attempts', 'too many play-money rounds from this address; try again later');
      }
      return row;
    };
    route(RGS_PATHS.balance, NoInput, async (_input, request) => games.balance(await session(request)));
    route(RGS_PATHS.seeds, v.optional(SeedsRequestSchema, {}), async (input, request) => {
      const row = await playing(request);
      if (!admitRotation(row.token_hash)) throw new RgsError('too_many_attempts', 'too many seed rotations; try again in a minute');
      return games.rotateSeeds(row, input);
    });
    route(RGS_PATHS.revealedSeed, RevealedSeedRequestSchema, (input) => games.revealedSeed(input));
    route(ROUND_PATHS.games, GamesRequestSchema, async (input) => games.games(input.currency));
    route(ROUND_PATHS.start, RoundStartRequestSchema, async (input, request) => games.startRound(await playing(request), input));
    route(ROUND_PATHS.act, RoundActRequestSchema, async (input, request) => games.actInRound(await playing(request), input));
    route(ROUND_PATHS.active, NoInput, async (_input, request) => games.activeRound(await session(request)));
    route(RGS_PATHS.diceRoll, DiceRollRequestSchema, async (input, request) => games.diceRoll(await playing(request), input));
    route(RGS_PATHS.wheelSpin, WheelSpinRequestSchema, async (input, request) => games.wheelSpin(await playing(request), input));
    route(RGS_PATHS.minesStart, MinesStartRequestSchema, async (input, request) => games.minesStart(await playing(request), input));
    route(RGS_PATHS.minesReveal, MinesRevealRequestSchema, async (input, request) => games.minesReveal(await playing(request), input));
    route(RGS_PATHS.minesCashout, MinesCashoutRequestSchema, async (input, request) => games.minesCashout(await playing(request), input));
    route(RGS_PATHS.minesActive, NoInput, async (_input, request) => games.minesActive(await session(request)));
  });

  return games;
}
