import { hash, verify, type KeyObject } from 'node:crypto';
import * as v from 'valibot';
import {
  GameBalanceRequestSchema,
  GameBetRequestSchema,
  GameRollbackRequestSchema,
  GameSessionRequestSchema,
  GameUuidSchema,
  GameWinRequestSchema,
  type GameAnswer,
  type GameErrorAnswer,
  type GameOkAnswer,
  type GameSessionAnswer,
  type GameStatus,
  withoutReceived,
} from '@ky-wallet/protocol';
import { gameServerPublicKey, type Config } from '../config.js';
import { isUniqueViolation, type Store } from '../store/index.js';
import type { MovementRefusal, MovementResult } from '../store/game-ledger.js';
import { hashToken, newToken } from './tokens.js';

/** The game API's calls, by the last segment of their path. */
export type GameCall = 'session' | 'balance' | 'bet' | 'win' | 'rollback';

const SCHEMAS = {
  session: GameSessionRequestSchema,
  balance: GameBalanceRequestSchema,
  bet: GameBetRequestSchema,
  win: GameWinRequestSchema,
  rollback: GameRollbackRequestSchema,
} as const;

/** What a signed request carries besides its body. */
export interface SignedRequest {
  body: Buffer;
  keyId: string | undefined;
  signature: string | undefined;
}

const REFUSAL_STATUS: Record<MovementRefusal, Exclude<GameStatus, 'RS_OK'>> = {
  not_enough_money: 'RS_ERROR_NOT_ENOUGH_MONEY',
  round_closed: 'RS_ERROR_ROUND_CLOSED',
  transaction_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  transaction_does_not_exist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // Hub88 has no status of its own for it: its general one, with a message that says why.
  bet_settled: 'RS_ERROR_UNKNOWN',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  balance_limit: 'RS_ERROR_LIMIT_REACHED',
};

/** Thrown inside a call to answer with an RS_ERROR status; never leaves this module. */
class Refusal extends Error {
  constructor(
    readonly status: Exclude<GameStatus, 'RS_OK'>,
    message: string,
    readonly extra: Pick<GameErrorAnswer, 'balance' | 'user' | 'currency'> = {},
  ) {
    super(message);
  }
}

/**
 * The wallet's side of the seamless-wallet game API (protocol/game.ts): it checks the game
 * server's signature, the game session token and what the token proves (player, game,
 * currency), then lets the store move the money. It knows nothing of game rules. Every outcome is
 * an answer object with a status; the route sends it with HTTP 200.
 */
export class GameService {
  /** The game servers' public keys by key id, each with the games it serves (undefined: every game). */
  private readonly keys = new Map<string, { key: KeyObject; games: readonly string[] | undefined }>();

  constructor(
    private readonly store: Store,
    private readonly config: Config,
    private readonly now: () => number = Date.now,
  ) {
    for (const key of config.gameServerKeys) this.addKey(key.id, key.publicKey, key.games);
  }

  /**
   * Accepts a game server's key (our own game server's is added at run time by main.ts), for
   * `games` only when given: it may open sessions, and so move money, only in those.
   */
  addKey(id: string, publicKey: KeyObject | string, games?: readonly string[]): void {
    this.keys.set(id, { key: typeof publicKey === 'string' ? gameServerPublicKey(publicKey) : publicKey, games });
  }

  /**
   * The answer to a game API call: an answer object, or, for a movement taken (or a repeat of
   * one), the exact JSON text stored with it, which the route sends as it is: a repeat answers
   * byte for byte what the first did, and the text is not parsed only to be serialised again.
   */
  async handle(call: GameCall, request: SignedRequest): Promise<GameAnswer | GameSessionAnswer | string> {
    let requestUuid = '';
    try {
      const keyId = this.checkSignature(request);
      let body: unknown;
      try {
        body = JSON.parse(request.body.toString('utf8'));
      } catch {
        throw new Refusal('RS_ERROR_WRONG_SYNTAX', 'the body is not JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new Refusal('RS_ERROR_WRONG_SYNTAX', 'the body must be a JSON object');
      }
      const uuid = (body as { request_uuid?: unknown }).request_uuid;
      if (typeof uuid === 'string') requestUuid = uuid;
      const parsed = v.safeParse(SCHEMAS[call], body);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
        throw new Refusal('RS_ERROR_WRONG_TYPES', `${path || 'body'}: ${withoutReceived(issue.message)}`);
      }
      const input = parsed.output;
      switch (call) {
        case 'session':
          return await this.session(keyId, input as v.InferOutput<typeof GameSessionRequestSchema>);
        case 'balance':
          return await this.balance(keyId, input as v.InferOutput<typeof GameBalanceRequestSchema>);
        case 'bet':
          return await this.bet(keyId, input as v.InferOutput<typeof GameBetRequestSchema>);
        case 'win':
          return await this.settle('win', keyId, input as v.InferOutput<typeof GameWinRequestSchema>);
        case 'rollback':
          return await this.settle('rollback', keyId, input as v.InferOutput<typeof GameRollbackRequestSchema>);
      }
    } catch (error) {
      if (error instanceof Refusal) {
        if (error.status === 'RS_ERROR_INVALID_SIGNATURE') requestUuid = unverifiedRequestUuid(request.body);
        return { status: error.status, request_uuid: requestUuid, message: error.message, ...error.extra };
      }
      throw error;
    }
  }

  /** The key id whose signature over the raw body verifies; a Refusal otherwise. */
  private checkSignature({ body, keyId, signature }: SignedRequest): string {
    if (keyId === undefined || signature === undefined) {
      throw new Refusal('RS_ERROR_INVALID_SIGNATURE', 'X-KY-Key-Id and X-KY-Signature are required');
    }
    const key = this.keys.get(keyId);
    if (!key) throw new Refusal('RS_ERROR_INVALID_SIGNATURE', 'unknown key id');
    const bytes = /^[A-Za-z0-9+/]{1,200}={0,2}$/.test(signature) ? Buffer.from(signature, 'base64') : undefined;
    if (!bytes || bytes.length !== 64 || !verify(null, body, key.key, bytes)) {
      throw new Refusal('RS_ERROR_INVALID_SIGNATURE', 'the signature does not verify');
    }
    return keyId;
  }

  private async session(keyId: string, input: v.InferOutput<typeof GameSessionRequestSchema>): Promise<GameSessionAnswer> {
    const token = newToken();
    const now = this.now();
    const games = this.keys.get(keyId)?.games;
    const opened = await this.store.games.redeemLaunch({
      codeHash: hashToken(input.launch_code),
      tokenHash: hashToken(token),
      keyId,
      ...(games ? { games } : {}),
      now,
      sessionTtlMs: this.config.gameSessionTtlSeconds * 1000,
    });
    if (!opened) {
      // A code of another game is left unused, for the server that serves it.
      throw new Refusal('RS_ERROR_INVALID_TOKEN', `the launch code is unknown, used or expired${games ? ', or of a game this key does not serve' : ''}`);
    }
    const session = await this.store.games.findSession(hashToken(token));
    if (!session) throw new Refusal('RS_ERROR_INVALID_TOKEN', 'the launch code is unknown, used or expired');
    if (session.state !== 'active') throw new Refusal('RS_ERROR_USER_DISABLED', 'the player is locked');
    return {
      status: 'RS_OK',
      request_uuid: input.request_uuid,
      token,
      user: this.userOf(session),
      game: session.game,
      currency: session.currency,
      balance: Number(session.balance),
      expires_at: opened.expiresAt,
    };
  }

  private async balance(keyId: string, input: v.InferOutput<typeof GameBalanceRequestSchema>): Promise<GameOkAnswer> {
    const session = await this.sessionOf(keyId, input);
    this.checkMayBet(session);
    if (input.currency !== undefined && input.currency !== session.currency) {
      throw new Refusal('RS_ERROR_WRONG_CURRENCY', `the session's currency is ${session.currency}`);
    }
    return ok(input.request_uuid, session.user, session.currency, Number(session.balance));
  }

  private async bet(keyId: string, input: v.InferOutput<typeof GameBetRequestSchema>): Promise<string> {
    const requestHash = hashRequest('bet', input);
    const session = await this.sessionOf(keyId, input);
    const result = await retryOnce(() => this.store.games.bet({
      transactionUuid: input.transaction_uuid,
      accountId: session.accountId,
      game: input.game,
      round: input.round,
      parentRound: input.parent_round,
      currency: input.currency,
      amount: input.amount,
      roundClosed: input.round_closed,
      meta: input.meta === undefined ? null : JSON.stringify(input.meta),
      requestHash,
      render: (balance) => JSON.stringify(ok(input.request_uuid, session.user, input.currency, balance)),
      tokenHash: hashToken(input.token),
      // Judged only for a new transaction_uuid: a repeat is answered from its record even if the
      // token expired since (the bet was taken, and the game server must learn so). On the
      // session as it stands once the wallet is held: not as this request first read it.
      admit: (standing) => {
        if (!standing) throw new Refusal('RS_ERROR_INVALID_TOKEN', 'the token is unknown');
        this.checkMayBet(standing);
        this.checkCurrency(session, input.currency);
      },
      now: this.now(),
    }));
    return this.answerOf(result, requestHash, session);
  }

  private async settle(
    kind: 'win' | 'rollback',
    keyId: string,
    input: v.InferOutput<typeof GameWinRequestSchema> | v.InferOutput<typeof GameRollbackRequestSchema>,
  ): Promise<string> {
    const requestHash = hashRequest(kind, input);
    // Wins and rollbacks settle rounds already open: an expired token or a locked player still may.
    const session = await this.sessionOf(keyId, input);
    const currency = ('currency' in input ? input.currency : undefined) ?? session.currency;
    const movement = {
      transactionUuid: input.transaction_uuid,
      accountId: session.accountId,
      game: input.game,
      round: input.round,
      referenceUuid: input.reference_transaction_uuid,
      currency,
      amount: 'amount' in input ? input.amount : 0,
      roundClosed: input.round_closed,
      meta: input.meta === undefined ? null : JSON.stringify(input.meta),
      requestHash,
      render: (balance: number) => JSON.stringify(ok(input.request_uuid, session.user, currency, balance)),
      admit: () => this.checkCurrency(session, currency),
      now: this.now(),
    };
    const result = await retryOnce(() =>
      kind === 'win' ? this.store.games.win(movement) : this.store.games.rollback(movement),
    );
    return this.answerOf(result, requestHash, session);
  }

  private answerOf(
    result: MovementResult,
    requestHash: string,
    session: { user: string; currency: string; accountId: number },
  ): string {
    switch (result.kind) {
      case 'applied':
        return result.response;
      case 'seen':
        // A repeat (or another request with this transaction_uuid that committed first): the
        // first answer, byte for byte, if it means the same; a conflict otherwise.
        if (result.record.request_hash !== requestHash || Number(result.record.account_id) !== session.accountId) {
          throw new Refusal('RS_ERROR_DUPLICATE_TRANSACTION', 'this transaction_uuid was used with other content');
        }
        return result.record.response;
      case 'refused':
        throw new Refusal(REFUSAL_STATUS[result.reason], refusalMessage(result.reason), {
          balance: result.balance,
          user: session.user,
          currency: session.currency,
        });
    }
  }

  private async sessionOf(keyId: string, input: { token: string; user: string; game: string }) {
    const session = await this.store.games.findSession(hashToken(input.token));
    // A token opened by another game server is as unknown to this one as a forged token.
    if (!session || session.keyId !== keyId) throw new Refusal('RS_ERROR_INVALID_TOKEN', 'the token is unknown');
    const user = this.userOf(session);
    if (input.user !== user) throw new Refusal('RS_ERROR_INVALID_USER', 'the token belongs to another player');
    if (input.game !== session.game) throw new Refusal('RS_ERROR_INVALID_GAME', 'the token was opened for another game');
    return { ...session, user, accountId: Number(session.accountId) };
  }

  /**
   * The player as game servers know them (Hub88's `user`, "the unique user id"): the name, which
   * is unique within an alliance, qualified as `alliance:name` outside the alliance players log
   * in to (KY_ALLIANCE). A name holds no ':', so no two players share a user.
   */
  private userOf(session: { name: string; alliance: string }): string {
    return session.alliance === this.config.alliance ? session.name : `${session.alliance}:${session.name}`;
  }

  /**
   * Balance and bets need an unexpired, unrevoked token of an active player. (Wins and rollbacks
   * do not: a round that was open when the player was locked or the token revoked still settles.)
   */
  private checkMayBet(session: { state: string; expiresAt: number; revokedAt: number | null }): void {
    if (session.state !== 'active') throw new Refusal('RS_ERROR_USER_DISABLED', 'the player is locked');
    if (session.revokedAt !== null) throw new Refusal('RS_ERROR_INVALID_TOKEN', 'the token was revoked');
    if (Number(session.expiresAt) <= this.now()) throw new Refusal('RS_ERROR_TOKEN_EXPIRED', 'the token has expired');
  }

  private checkCurrency(session: { currency: string; walletCurrency: string }, currency: string): void {
    if (currency !== session.currency || currency !== session.walletCurrency) {
      throw new Refusal('RS_ERROR_WRONG_CURRENCY', `the session's currency is ${session.currency}`);
    }
  }
}

/**
 * Runs a movement again once if it lost a race on a unique key (the same transaction_uuid, or
 * the same new round, committed by a concurrent request): the second run sees the winner's rows.
 */
async function retryOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

function ok(requestUuid: string, user: string, currency: string, balance: number): GameOkAnswer {
  return { status: 'RS_OK', request_uuid: requestUuid, user, currency, balance };
}

/**
 * What a movement means, not how it was sent: request_uuid (per HTTP attempt) and the token
 * (which a retry after re-launch may change) are left out; everything else is content.
 */
function hashRequest(kind: string, input: Record<string, unknown>): string {
  const { request_uuid: _id, token: _token, ...content } = input;
  return hash('sha256', JSON.stringify([kind, content], sortedKeys), 'hex');
}

/**
 * A JSON.stringify replacer that sorts each object's keys, so `{a,b}` and `{b,a}` hash alike (the
 * same text as sorting a copy first). No walk of its own: the only one is JSON.stringify's, over
 * a request whose depth the schema bounds (FREE_JSON_LIMITS).
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, (value as Record<string, unknown>)[key]]),
  );
}

function refusalMessage(reason: MovementRefusal): string {
  switch (reason) {
    case 'not_enough_money':
      return 'the balance is lower than the bet';
    case 'round_closed':
      return 'the round is closed';
    case 'transaction_rolled_back':
      return 'the bet was rolled back';
    case 'transaction_does_not_exist':
      return 'no such bet for this player and round';
    case 'bet_settled':
      return 'a win has paid this bet: a settled bet is not rolled back';
    case 'wrong_currency':
      return 'the wallet holds another currency';
    case 'balance_limit':
      return 'the balance would exceed the largest a wallet holds';
  }
}

/**
 * The request_uuid of a body whose signature did not verify, to answer it back as Hub88 does: the
 * game server matches answers to requests by it. Only when it is an id (GameUuidSchema), so an
 * unsigned request cannot have the wallet echo anything else; '' otherwise.
 */
function unverifiedRequestUuid(body: Buffer): string {
  let uuid: unknown;
  try {
    uuid = (JSON.parse(body.toString('utf8')) as { request_uuid?: unknown } | null)?.request_uuid;
  } catch {
    return '';
  }
  return v.is(GameUuidSchema, uuid) ? uuid : '';
}
