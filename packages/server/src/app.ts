import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@ky-wallet/protocol';
import { resolveConfig, type Config } from './config.js';
import { ApiError, errorBody } from './errors.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerApiRoutes } from './routes/api.js';
import { pathOf, registerStaticRoutes, WIDGET_PREFIX } from './routes/static.js';
import { createBackoffice, type Backoffice } from './services/admin.js';
import { AuthService } from './services/auth.js';
import { ContactService } from './services/contact.js';
import { PasswordHasher } from './services/password.js';
import { SandboxPaymentAdapter, type PaymentAdapter } from './services/payment.js';
import { seedDemoPlayer } from './services/seed.js';
import { WalletService } from './services/wallet.js';
import { openStore, type Store } from './store/index.js';

/** Largest accepted request body. */
export const BODY_LIMIT = 16 * 1024;
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildOptions {
  /** Where deposits get their money; defaults to the SandboxPaymentAdapter (credits at once). */
  paymentAdapter?: PaymentAdapter;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: { write(line: string): void };
}

export interface Services {
  auth: AuthService;
  wallet: WalletService;
  contact: ContactService;
  hasher: PasswordHasher;
  /** Issue 9: staff, accounts, audit log, log-in links, dashboard and live feed. */
  backoffice: Backoffice;
}

export interface BuiltApp {
  app: FastifyInstance;
  store: Store;
  services: Services;
  config: Config;
  /** Stops accepting requests, drains the in-flight ones and queued deposits, closes the store. */
  close(): Promise<void>;
}

/**
 * Builds the server: store (migrated, seeded), services, CORS, routes, error handling and the
 * request log. It does not listen; main.ts (or a test) calls `app.listen`.
 */
export async function buildApp(input: Partial<Config> = {}, options: BuildOptions = {}): Promise<BuiltApp> {
  const config = resolveConfig(input);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Nothing we log carries these, but a future `log.info({ req })` must not leak them either.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          '*.pw',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify's own request lines are off; the onResponse hook below writes one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestTimeout: 30_000,
    // While closing, requests get our own 503 server_busy (below) rather than Fastify's body.
    return503OnClosing: false,
    // A URL that cannot be decoded: answered in the wire's error shape like any bad request.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send(errorBody('invalid_request', 'the URL is malformed'));
    },
    clientErrorHandler: writeClientError,
  });
  let closing = false;

  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: (error) => app.log.error({ err: error }, 'database connection error'),
  });

  const hasher = new PasswordHasher({
    cost: config.scryptCost,
    concurrency: config.hashConcurrency,
    queueLimit: config.hashQueueLimit,
  });
  // Only JSON bodies: Fastify's default text/plain parser would hand a string to the schemas.
  app.removeContentTypeParser('text/plain');

  const services: Services = {
    hasher,
    auth: new AuthService(store, hasher, config, app.log),
    wallet: new WalletService(store, config, options.paymentAdapter ?? new SandboxPaymentAdapter()),
    contact: new ContactService(store, config),
    backoffice: createBackoffice({ store, hasher, config, log: app.log }),
  };

  try {
    if (await seedDemoPlayer(store, hasher, config)) {
      app.log.info(`seeded the demo player "demo" in alliance ${config.alliance} (set KY_SEED_DEMO=0 to turn it off)`);
    }
    await services.backoffice.seed();
    await hasher.warmUp();

    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (closing) {
        reply.header('connection', 'close');
        done(new ApiError('server_busy', 'the server is shutting down; try again', { retryAfter: 1 }));
        return;
      }
      done();
    });

    // Answers sent while draining close their connection, so keep-alive clients do not hold the
    // shutdown open until their idle timeout.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });

    // One JSON line per request, once it is answered. The path only: a query string could carry
    // anything, and neither headers nor bodies are ever logged.
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          path: pathOf(request.url),
          route: request.routeOptions.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });

    await app.register(fastifyCors, { delegator: corsDelegator(config) });

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) {
        if (error.extra.retryAfter !== undefined) reply.header('retry-after', String(error.extra.retryAfter));
        if (error.code === 'unauthorized') reply.header('www-authenticate', 'Bearer');
        return reply.code(error.status).send(error.toBody());
      }
      const status = statusOf(error);
      if (status === 413) {
        return reply.code(413).send(errorBody('payload_too_large', `the body is larger than ${BODY_LIMIT} bytes`));
      }
      if (status === 404) return reply.code(404).send(errorBody('not_found', 'not found'));
      if (status !== undefined && status >= 400 && status < 500) {
        return reply.code(400).send(errorBody('invalid_request', clientErrorMessage(error)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('internal_error', 'something went wrong on the server'));
    });

    await registerAdminRoutes(app, services.backoffice, { siteDir: config.siteDir });
    registerApiRoutes(app, services);
    await registerStaticRoutes(app, { siteDir: config.siteDir, widgetDir: config.widgetDir, store });
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }

  // Hourly: forget idempotency keys past their 24 hours, long-expired sessions, idle counters.
  const maintenance = setInterval(() => {
    Promise.all([services.wallet.purge(), services.auth.purge(), services.backoffice.purge()])
      .then(() => services.contact.purge())
      .catch((error: unknown) => app.log.warn({ err: error }, 'maintenance failed'));
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  let closePromise: Promise<void> | undefined;
  const close = () => {
    closePromise ??= (async () => {
      closing = true;
      clearInterval(maintenance);
      services.backoffice.close();
      await app.close();
      await services.wallet.drain();
      await store.close();
    })();
    return closePromise;
  };

  return { app, store, services, config, close };
}

/**
 * CORS per request. The API allows the configured origins (or any with `*`: it uses bearer
 * tokens, never cookies, so there is no credentialed request to protect). The widget's files are
 * public: any origin may load them, which module scripts from another origin need.
 */
function corsDelegator(config: Config) {
  const allowAny = config.allowedOrigins.includes('*');
  const allowed = new Set(config.allowedOrigins);
  const api: FastifyCorsOptions = {
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_HEADER],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
    maxAge: 600,
  };
  return (request: FastifyRequest, callback: (error: Error | null, options?: FastifyCorsOptions) => void) => {
    if (pathOf(request.url).startsWith(WIDGET_PREFIX)) {
      callback(null, { origin: '*', methods: ['GET', 'HEAD'], maxAge: 600 });
      return;
    }
    const origin = request.headers.origin;
    const origins = allowAny ? '*' : origin !== undefined && allowed.has(origin) ? origin : false;
    callback(null, { ...api, origin: origins });
  };
}

/**
 * Requests Node cannot even parse (bad framing, oversized headers, timeouts) never reach Fastify's
 * routing; answer them on the socket in the wire's error shape, as Fastify's default would in its own.
 */
function writeClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'the request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'the request headers are too large']
        : [400, 'Bad Request', 'the HTTP request is malformed'];
  const body = JSON.stringify(errorBody('invalid_request', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** A fixed message per kind of malformed request: never the parser's text, never a stack. */
function clientErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'the body must be application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'the body is empty';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'the Content-Length does not match the body';
    default:
      return error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'the body is not valid JSON'
        : 'the request is malformed';
  }
}
