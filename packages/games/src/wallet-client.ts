import { randomUUID, sign } from 'node:crypto';
import { Agent, request } from 'undici';
import * as v from 'valibot';
import {
  GAME_API_PATHS,
  GAME_KEY_ID_HEADER,
  GAME_SIGNATURE_HEADER,
  GameErrorAnswerSchema,
  GameOkAnswerSchema,
  GameSessionAnswerSchema,
  type GameBalanceRequest,
  type GameBetRequest,
  type GameErrorAnswer,
  type GameOkAnswer,
  type GameRollbackRequest,
  type GameSessionAnswer,
  type GameSessionRequest,
  type GameWinRequest,
} from '@ky-wallet/protocol';
import type { GameServerKey } from './keys.js';

/** An answer with an RS_ERROR_… status, or one the client could not get or read (RS_ERROR_UNKNOWN). */
export class GameWalletError extends Error {
  override readonly name = 'GameWalletError';
  constructor(readonly answer: GameErrorAnswer) {
    super(`${answer.status}: ${answer.message}`);
  }

  get status(): GameErrorAnswer['status'] {
    return this.answer.status;
  }
}

export interface GameWalletClientOptions {
  /** The wallet's origin, e.g. `http://127.0.0.1:8080`; read on every call. */
  walletUrl: string | (() => string);
  key: GameServerKey;
  /** A call that takes longer is RS_ERROR_UNKNOWN (the outcome is unknown: retry with the same ids). */
  timeoutMs?: number;
}

/** A wallet's answer as read off the wire. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** The fields the client fills in itself. */
type Fill<T> = Omit<T, 'request_uuid'> & { request_uuid?: string };

/**
 * The game server's side of the seamless-wallet game API: signs each body with the game server's
 * Ed25519 key and checks each answer against the protocol's schemas. The product's own game
 * server and any test that plays a third-party game server use this one client, so both speak
 * to the wallet exactly as an external game server would: over HTTP, signed.
 *
 * Every method resolves the RS_OK answer or rejects with a GameWalletError. A network failure or
 * an unreadable answer is RS_ERROR_UNKNOWN: the money may or may not have moved, so the caller
 * repeats the same call (same transaction_uuid), which the wallet answers idempotently.
 *
 * Calls go through undici's `request` on the client's own keep-alive connections: a real-money
 * spin makes two, and `fetch` (WHATWG streams, an AbortSignal timer per call) spent about three
 * times its CPU on each.
 */
export class GameWalletClient {
  readonly #walletUrl: () => string;
  readonly #key: GameServerKey;
  readonly #timeoutMs: number;
  readonly #agent = new Agent({ keepAliveTimeout: 30_000 });

  constructor({ walletUrl, key, timeoutMs = 10_000 }: GameWalletClientOptions) {
    this.#walletUrl = typeof walletUrl === 'string' ? () => walletUrl : walletUrl;
    this.#key = key;
    this.#timeoutMs = timeoutMs;
  }

  /** Closes the client's connections (the calls under way finish first). */
  close(): Promise<void> {
    return this.#agent.close();
  }

  /** Exchanges a single-use launch code for the game session (token, player, currency, balance). */
  session(launchCode: string, requestUuid = randomUUID()): Promise<GameSessionAnswer> {
    const request: GameSessionRequest = { request_uuid: requestUuid, launch_code: launchCode };
    return this.#post(GAME_API_PATHS.session, request, GameSessionAnswerSchema);
  }

  balance(request: Fill<GameBalanceRequest>): Promise<GameOkAnswer> {
    return this.#post(GAME_API_PATHS.balance, withId(request), GameOkAnswerSchema);
  }

  bet(request: Fill<GameBetRequest>): Promise<GameOkAnswer> {
    return this.#post(GAME_API_PATHS.bet, withId(request), GameOkAnswerSchema);
  }

  win(request: Fill<GameWinRequest>): Promise<GameOkAnswer> {
    return this.#post(GAME_API_PATHS.win, withId(request), GameOkAnswerSchema);
  }

  rollback(request: Fill<GameRollbackRequest>): Promise<GameOkAnswer> {
    return this.#post(GAME_API_PATHS.rollback, withId(request), GameOkAnswerSchema);
  }

  /** Signs and sends any body (tests use it to send what a well-behaved server never would). */
  async postSigned(path: string, body: string): Promise<Response> {
    const answer = await this.#send(path, body);
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  }

  async #send(path: string, body: string): Promise<RawAnswer> {
    const signature = sign(null, Buffer.from(body), this.#key.privateKey).toString('base64');
    const answer = await request(`${this.#walletUrl()}${path}`, {
      dispatcher: this.#agent,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [GAME_SIGNATURE_HEADER]: signature,
        [GAME_KEY_ID_HEADER]: this.#key.id,
      },
      body,
      headersTimeout: this.#timeoutMs,
      bodyTimeout: this.#timeoutMs,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers[name] = String(value);
    return { status: answer.statusCode, headers, text: await answer.body.text() };
  }

  async #post<S extends v.GenericSchema>(path: string, request: object & { request_uuid: string }, ok: S): Promise<v.InferOutput<S>> {
    let body: unknown;
    try {
      body = JSON.parse((await this.#send(path, JSON.stringify(request))).text);
    } catch (error) {
      throw unknown(request.request_uuid, `no answer from the wallet: ${error instanceof Error ? error.message : String(error)}`);
    }
    const success = v.safeParse(ok, body);
    if (success.success) return success.output;
    const failure = v.safeParse(GameErrorAnswerSchema, body);
    if (failure.success) throw new GameWalletError(failure.output);
    throw unknown(request.request_uuid, 'the wallet answered something that is not a game API answer');
  }
}

function withId<T extends { request_uuid?: string }>(request: T): T & { request_uuid: string } {
  return { ...request, request_uuid: request.request_uuid ?? randomUUID() };
}

function unknown(requestUuid: string, message: string): GameWalletError {
  return new GameWalletError({ status: 'RS_ERROR_UNKNOWN', request_uuid: requestUuid, message });
}
