import type { FastifyInstance } from 'fastify';
import {
  GAME_API_PATHS,
  GAME_KEY_ID_HEADER,
  GAME_SIGNATURE_HEADER,
  GameBalanceRequestSchema,
  GameBetRequestSchema,
  GameErrorAnswerSchema,
  GameOkAnswerSchema,
  GameRollbackRequestSchema,
  GameSessionAnswerSchema,
  GameSessionRequestSchema,
  GameWinRequestSchema,
} from '@ky-wallet/protocol';
import type * as v from 'valibot';
import { ApiError } from '../errors.js';
import { isStoreUnavailable } from '../store/index.js';
import type { GameCall, GameService } from '../services/game.js';
import { documentOnly, jsonSchemaOf } from './openapi.js';

/**
 * Largest game API body (the rest of the API takes 16 KiB): a slot's win carries the round as it
 * fell, up to FREE_JSON_LIMITS.bytes (64 KiB) of meta, and the call's own fields around it.
 */
export const GAME_BODY_LIMIT = 80 * 1024;

const CALLS: { call: GameCall; request: v.GenericSchema; ok: v.GenericSchema; summary: string }[] = [
  { call: 'session', request: GameSessionRequestSchema, ok: GameSessionAnswerSchema, summary: 'Exchange a launch code for a game session token' },
  { call: 'balance', request: GameBalanceRequestSchema, ok: GameOkAnswerSchema, summary: "The player's balance" },
  { call: 'bet', request: GameBetRequestSchema, ok: GameOkAnswerSchema, summary: 'Take a stake (idempotent by transaction_uuid)' },
  { call: 'win', request: GameWinRequestSchema, ok: GameOkAnswerSchema, summary: 'Pay a win for a bet of the same round' },
  { call: 'rollback', request: GameRollbackRequestSchema, ok: GameOkAnswerSchema, summary: 'Refund a bet once' },
];

/**
 * The seamless-wallet game API (protocol/game.ts). In its own scope: bodies arrive as raw bytes
 * (the signature covers the exact bytes, so nothing may parse them first), and every answer is
 * HTTP 200 with a `status`, including failures of the wallet itself (RS_ERROR_UNKNOWN).
 */
export async function registerGameRoutes(app: FastifyInstance, games: GameService): Promise<void> {
  await app.register(async (scope) => {
    documentOnly(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.setErrorHandler((error, request, reply) => {
      // A request refused before it was read (too large, a charset other than UTF-8) is the
      // request's fault: RS_ERROR_WRONG_SYNTAX. Only a failure of the wallet is RS_ERROR_UNKNOWN,
      // which tells the game server to send the same request again. A passing one (the instance
      // draining on SIGTERM, the database away) is no error of ours to log, and says when.
      const status = error instanceof ApiError ? error.status : (error as { statusCode?: number }).statusCode;
      const refused = status !== undefined && status >= 400 && status < 500;
      const databaseAway = isStoreUnavailable(error);
      const busy = error instanceof ApiError && error.code === 'server_busy';
      if (busy || databaseAway) reply.header('retry-after', String((busy && error.extra.retryAfter) || 1));
      if (databaseAway) request.log.warn({ err: error }, 'game API request failed: the database is unavailable');
      else if (!refused && !busy) request.log.error({ err: error }, 'game API request failed');
      return reply.code(200).send({
        status: refused ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_UNKNOWN',
        request_uuid: '',
        message:
          status === 413
            ? 'the body is too large'
            : !refused
              ? 'the wallet could not process the request; retry with the same ids'
              : error instanceof ApiError
                ? error.message
                : 'the request is malformed',
      });
    });

    for (const { call, request, ok, summary } of CALLS) {
      scope.post(
        GAME_API_PATHS[call],
        {
          bodyLimit: GAME_BODY_LIMIT,
          // A movement's answer is read inside its batch's transaction, and sent once that batch's
          // WAL sync is done (GameLedger.transact): it needs no wait for later ones (app.ts).
          config: { durableAnswer: call === 'bet' || call === 'win' || call === 'rollback' },
          schema: {
            tags: ['game'],
            summary,
            security: [{ gameSignature: [] }],
            headers: {
              type: 'object',
              properties: {
                [GAME_SIGNATURE_HEADER.toLowerCase()]: { type: 'string', description: 'Base64 Ed25519 signature of the raw body' },
                [GAME_KEY_ID_HEADER.toLowerCase()]: { type: 'string', description: "The game server's key id" },
              },
            },
            body: jsonSchemaOf(request),
            response: {
              200: {
                description: 'Every answer of the game API: `status` says RS_OK or which RS_ERROR_…',
                oneOf: [jsonSchemaOf(ok), jsonSchemaOf(GameErrorAnswerSchema)],
              },
              // Not the game API's own answer: once the database cannot sync to disk, the server
              // answers every request so (app.ts), this one too.
              '5XX': {
                description: 'server_busy: the wallet cannot store anything durably; retry with the same ids after Retry-After',
                $ref: 'ErrorBody#',
              },
            },
          },
        },
        async (req, reply) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const answer = await games.handle(call, {
            body,
            keyId: header(req.headers[GAME_KEY_ID_HEADER.toLowerCase()]),
            signature: header(req.headers[GAME_SIGNATURE_HEADER.toLowerCase()]),
          });
          // A movement's stored answer is JSON text already: sent as it is, byte for byte.
          return typeof answer === 'string' ? reply.type('application/json; charset=utf-8').send(answer) : answer;
        },
      );
    }
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
