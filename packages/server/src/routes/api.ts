import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  API_PATHS,
  BalanceDataSchema,
  ContactDataSchema,
  ContactRequestSchema,
  CreatePlayerDataSchema,
  CreatePlayerRequestSchema,
  DepositRequestSchema,
  GameUrlDataSchema,
  GetBalanceRequestSchema,
  GetDataRequestSchema,
  GetGameUrlRequestSchema,
  HistoryDataSchema,
  HistoryRequestSchema,
  LoginDataSchema,
  LogoutDataSchema,
  LogoutRequestSchema,
  RoundDataSchema,
  RoundRequestSchema,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LoginLinkRequestSchema,
  LoginRequestSchema,
  parseRequest,
  type ContactData,
  type DataBody,
  type GetDataAnswers,
  type LoginData,
} from '@ky-wallet/protocol';
import { ApiError } from '../errors.js';
import { closed, discriminated, documentOnly, ERROR_ANSWERS, jsonSchemaOf, named } from './openapi.js';
import type { Backoffice } from '../services/admin.js';
import type { AuthService } from '../services/auth.js';
import { bearerToken } from '../services/tokens.js';
import type { ContactService } from '../services/contact.js';
import { checkOwner, type WalletService } from '../services/wallet.js';

export interface ApiServices {
  auth: AuthService;
  wallet: WalletService;
  contact: ContactService;
  backoffice: Backoffice;
}

/*
 * The API routes only parse and answer: the body through the protocol's schemas, the token
 * through the auth service, and the rest is the services' business. Every failure is an ApiError
 * that the app's error handler turns into `{ error: { code, message } }`.
 */
export async function registerApiRoutes(root: FastifyInstance, services: ApiServices): Promise<void> {
  await root.register(async (app) => playerRoutes(app, services));
}

const dataOf = (schema: v.GenericSchema) => jsonSchemaOf(v.object({ data: schema }));

function playerRoutes(app: FastifyInstance, services: ApiServices): void {
  const { auth, wallet, contact } = services;
  documentOnly(app);

  const loginSchema = {
    tags: ['player'],
    summary: 'Log in (SPEC.md section 7: type login, rule {id, pw}), or with an automated log-in link (type loginLink, rule {id})',
    body: discriminated(app, 'type', {
      login: ['LoginRequest', LoginRequestSchema],
      loginLink: ['LoginLinkRequest', LoginLinkRequestSchema],
    }),
    response: { 200: dataOf(LoginDataSchema), ...ERROR_ANSWERS },
  };
  app.post(API_PATHS.login, { schema: loginSchema }, async (request): Promise<DataBody<LoginData>> => {
    // Automated log-in: `{ type: 'loginLink', rule: { id } }` from /login/{id}.
    if ((request.body as { type?: unknown } | null)?.type === 'loginLink') {
      const link = parse(LoginLinkRequestSchema, request.body);
      return { data: await services.backoffice.loginLinks.consume(link.rule.id, request.ip) };
    }
    const call = parse(LoginRequestSchema, request.body, /^invalid rule\.pw\b/);
    return { data: await auth.login(call.rule.id, call.rule.pw, request.ip) };
  });

  const dataSchema = {
    tags: ['player'],
    summary: 'getBalance, createPlayer, deposit (Idempotency-Key), logout, history, round, getGameUrl',
    security: [{ bearer: [] }],
    // Seven calls share the path: `type` picks the request's schema, for a generator as for us.
    body: discriminated(app, 'type', {
      getBalance: ['GetBalanceRequest', GetBalanceRequestSchema],
      createPlayer: ['CreatePlayerRequest', CreatePlayerRequestSchema],
      deposit: ['DepositRequest', DepositRequestSchema],
      logout: ['LogoutRequest', LogoutRequestSchema],
      history: ['HistoryRequest', HistoryRequestSchema],
      round: ['RoundRequest', RoundRequestSchema],
      getGameUrl: ['GetGameUrlRequest', GetGameUrlRequestSchema],
    }),
    response: {
      200: {
        description:
          '`data` answers the call `type` named: BalanceData (getBalance, deposit), CreatePlayerData, ' +
          'LogoutData ({}), HistoryData, RoundData, GameUrlData (getGameUrl)',
        type: 'object',
        properties: {
          // `data` carries no tag of its own (the request's `type` says which answer it is), so
          // each branch is closed and requires its fields: no answer matches two, as a oneOf
          // needs, and a generated client that tries each branch finds exactly one.
          data: {
            oneOf: [
              named(app, 'BalanceData', closed(jsonSchemaOf(BalanceDataSchema))),
              named(app, 'CreatePlayerData', closed(jsonSchemaOf(CreatePlayerDataSchema))),
              named(app, 'LogoutData', closed(jsonSchemaOf(LogoutDataSchema))),
              named(app, 'HistoryData', closed(jsonSchemaOf(HistoryDataSchema))),
              named(app, 'RoundData', closed(jsonSchemaOf(RoundDataSchema))),
              named(app, 'GameUrlData', closed(jsonSchemaOf(GameUrlDataSchema))),
            ],
          },
        },
        required: ['data'],
      },
      ...ERROR_ANSWERS,
    },
  };
  app.post(API_PATHS.data, { schema: dataSchema }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const keyHeader = request.headers['idempotency-key'];
    // A deposit with a well-formed key reads its session and its deposit context in one query.
    const { session, deposit } =
      isDepositCall(request.body) && typeof keyHeader === 'string' && IDEMPOTENCY_KEY_PATTERN.test(keyHeader)
        ? await auth.verifyTokenForDeposit(token, keyHeader)
        : { session: await auth.verifyToken(token), deposit: undefined };
    const call = parse(GetDataRequestSchema, request.body);
    switch (call.type) {
      case 'getBalance':
        return answer<'getBalance'>(await wallet.balance(session, call.rule));
      case 'createPlayer':
        return answer<'createPlayer'>(await wallet.createPlayer(session, call.rule));
      case 'deposit': {
        const key = idempotencyKey(keyHeader);
        const outcome = await wallet.deposit(session, call.rule, key, deposit);
        if (outcome.replayed) reply.header('idempotent-replayed', 'true');
        // A replay's data is the first answer's, rendered the same way: byte for byte the same body.
        return answer<'deposit'>(outcome.data);
      }
      case 'logout':
        // A rule naming another player or alliance is refused like every call's: nothing revoked.
        checkOwner(session, call.rule);
        await auth.logout(session);
        return answer<'logout'>({});
      case 'history':
        return answer<'history'>(await wallet.history(session, call.rule));
      case 'round':
        return answer<'round'>(await wallet.round(session, call.rule));
      case 'getGameUrl':
        return answer<'getGameUrl'>(await wallet.gameUrl(session, call.rule));
    }
  });

  const contactSchema = {
    tags: ['player'],
    summary: 'Send the contact form (throttled per address)',
    body: jsonSchemaOf(ContactRequestSchema),
    response: { 200: dataOf(ContactDataSchema), ...ERROR_ANSWERS },
  };
  app.post(API_PATHS.contact, { schema: contactSchema }, async (request): Promise<DataBody<ContactData>> => {
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw new ApiError('invalid_request', 'the body must be a JSON object with the contact form fields');
    }
    const message = parse(ContactRequestSchema, request.body);
    return { data: await contact.submit(message, request.ip) };
  });

  // Any other /api path (or method) is a JSON 404, never the site's index.html.
  const notFound = async () => {
    throw new ApiError('not_found', 'no such API route');
  };
  app.all('/api', { schema: { hide: true } }, notFound);
  app.all('/api/*', { schema: { hide: true } }, notFound);
}

function answer<T extends keyof GetDataAnswers>(data: GetDataAnswers[T]): DataBody<GetDataAnswers[T]> {
  return { data };
}

/**
 * Validates with the protocol's schema or throws its error code. `hideMessage` matches parse
 * messages that could echo a secret back (the password) and replaces them with the path alone.
 */
function parse<S extends v.GenericSchema>(schema: S, body: unknown, hideMessage?: RegExp): v.InferOutput<S> {
  const result = parseRequest(schema, body);
  if (result.ok) return result.value;
  // The protocol's messages never hold what was received (withoutReceived).
  const message = hideMessage?.test(result.message) ? 'invalid rule.pw' : result.message;
  throw new ApiError(result.code, message, result.fields ? { fields: result.fields } : {});
}

function isDepositCall(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { type?: unknown }).type === 'deposit';
}

/** Printable ASCII, 1 to 255 characters. */
const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new ApiError(
      'invalid_request',
      `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
    );
  }
  return value;
}
