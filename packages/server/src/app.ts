import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable, type Duplex } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { NAMED_PROXY_RANGES, resolveConfig, type Config } from './config.js';
import { registerCors } from './cors.js';
import { ApiError, errorBody } from './errors.js';
import { Metrics, registerMetricsRoute } from './metrics.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerApiRoutes } from './routes/api.js';
import { registerGameRoutes } from './routes/game.js';
import { registerOpenApi } from './routes/openapi.js';
import { pathOf, registerStaticRoutes } from './routes/static.js';
import { createBackoffice, type Backoffice } from './services/admin.js';
import { AuthService } from './services/auth.js';
import { ContactService } from './services/contact.js';
import { GameService } from './services/game.js';
import { PasswordHasher } from './services/password.js';
import { ADMIN_SECRET_KEY_FILE, loadSecretBox, type SecretBox } from './services/secret-box.js';
import { DatabaseRateLimits, RedisRateLimits, type RateLimitBackend } from './services/rate-limit.js';
import { SandboxPaymentAdapter, type PaymentAdapter } from './services/payment.js';
import { seedDemoPlayer } from './services/seed.js';
import { WalletService } from './services/wallet.js';
import { API_HEADERS, setSecurityHeaders } from './security.js';
import { isStoreUnavailable, isUnstorableText, openStore, poolStatsOf, type Store, type SyncFile } from './store/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers waited for the WAL sync of what they read: onSend sends them at once. */
    durableAnswer?: boolean;
  }
}

/** Largest accepted request body. */
export const BODY_LIMIT = 16 * 1024;
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildOptions {
  /** Where deposits get their money; defaults to the SandboxPaymentAdapter (credits at once). */
  paymentAdapter?: PaymentAdapter;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: { write(line: string): void };
  /** How SQLite's WAL is synced after a deposit batch (tests hold or fail it); fdatasync otherwise. */
  syncWal?: SyncFile;
}

export interface Services {
  auth: AuthService;
  wallet: WalletService;
  contact: ContactService;
  /** The seamless-wallet game API's side of the wallet. */
  games: GameService;
  hasher: PasswordHasher;
  /** What GET /metrics reports. */
  metrics: Metrics;
  /** Where the login and contact throttles keep their shared state. */
  limits: RateLimitBackend;
  /** The back office: staff, accounts, audit log, log-in links, dashboard and live feed. */
  backoffice: Backoffice;
}

export interface BuiltApp {
  app: FastifyInstance;
  store: Store;
  services: Services;
  config: Config;
  /** Stops accepting requests, drains the in-flight ones and queued deposits, closes the store. */
  close(): Promise<void>;
  /** What close() is waiting for (for the log line of a shutdown that runs out of time). */
  closeStage(): string;
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
    genReqId: requestIdGenerator(config.trustProxy),
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

  // Connections a client opened but has not sent a request on (browsers and load balancers open
  // them ahead of need): Node's closeIdleConnections() counts them as busy, so they would hold a
  // shutdown open until its grace ran out. close() ends them; new ones while closing are refused.
  const unusedConnections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    unusedConnections.add(socket);
    socket.once('close', () => unusedConnections.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => unusedConnections.delete(request.socket as Socket));

  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: (error) => app.log.error({ err: error }, 'database connection error'),
    syncWal: options.syncWal,
  });

  const hasher = new PasswordHasher({
    cost: config.scryptCost,
    concurrency: config.hashConcurrency,
    queueLimit: config.hashQueueLimit,
  });
  // Only JSON bodies: Fastify's default text/plain parser would hand a string to the schemas. And
  // only declared as JSON: a browser sends text/plain across origins without asking first (a
  // "simple" request), application/json only after a CORS preflight that KY_ALLOWED_ORIGINS
  // answers. So no other site can make its visitors' browsers post log-ins or contact forms here.
  app.removeContentTypeParser('text/plain');

  let limits: RateLimitBackend;
  try {
    limits = config.redisUrl
      ? await RedisRateLimits.connect(config.redisUrl, (error) => app.log.error({ err: error }, 'redis error'))
      : new DatabaseRateLimits(store);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }

  let secrets: SecretBox;
  try {
    secrets = await loadSecretBox({ keys: config.adminSecretKey, file: join(config.dataDir, ADMIN_SECRET_KEY_FILE) });
  } catch (error) {
    await limits.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }

  const metrics = new Metrics(() => poolStatsOf(store.db));
  const services: Services = {
    hasher,
    limits,
    metrics,
    auth: new AuthService(store, hasher, config, app.log, limits, (scope) => metrics.loginThrottles.inc({ scope })),
    wallet: new WalletService(store, config, options.paymentAdapter ?? new SandboxPaymentAdapter(), {
      batch: (size) => metrics.batchSize.observe(size),
      retried: () => metrics.batchRetries.inc(),
    }),
    contact: new ContactService(store, config, limits),
    games: new GameService(store, config),
    backoffice: createBackoffice({ store, hasher, config, log: app.log, limits, secrets }),
  };

  try {
    if (await seedDemoPlayer(store, hasher, config)) {
      app.log.info(`seeded the demo player "demo" in alliance ${config.alliance} (set KY_SEED_DEMO=0 to turn it off)`);
    }
    await services.backoffice.seed();
    await hasher.warmUp();

    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      setSecurityHeaders(config, request, reply, pathOf(request.url));
      if (closing) {
        reply.header('connection', 'close');
        done(new ApiError('server_busy', 'the server is shutting down; try again', { retryAfter: 1 }));
        return;
      }
      done();
    });

    // JSON is UTF-8 (RFC 8259): a body declared in another charset would be misread, so refuse it
    // before reading it rather than guess. Runs after routing, so unknown paths still get 404.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        done(null, payload);
        return;
      }
      const charset = charsetOf(request.headers['content-type']);
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        done(new ApiError('invalid_request', 'the body must be JSON in UTF-8', { status: 415 }));
        return;
      }
      done(null, payload);
    });

    // Answers sent while draining close their connection, so keep-alive clients do not hold the
    // shutdown open until their idle timeout. No answer leaves while a deposit batch that it may
    // have read is not on disk yet (SQLite's WAL sync, packages/games/src/store/wal-sync.ts): the
    // fsync under way, and the one queued after it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      const send = () => {
        if (store.durabilityFailure && reply.statusCode < 500) {
          // The WAL could not be synced (packages/games/src/store/wal-sync.ts): whatever this
          // answer read may be lost. Fail closed until the process is restarted; /healthz says so too.
          reply.code(503).header('retry-after', '1').type('application/json; charset=utf-8');
          if (payload instanceof Readable) payload.destroy(); // a file stream would stay open
          done(null, JSON.stringify(errorBody('server_busy', 'the database cannot store anything durably; try again shortly')));
          return;
        }
        done(null, payload);
      };
      const durable = request.routeOptions.config?.durableAnswer ? undefined : store.whenDurable();
      if (durable) void durable.then(send);
      else send();
    });

    // One JSON line per request, once it is answered. The path only: a query string could carry
    // anything, and neither headers nor bodies are ever logged.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      request.log.info(
        {
          method: request.method,
          path: loggedPath(pathOf(request.url)),
          route: request.routeOptions.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });

    await registerCors(app, config);

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) {
        if (error.extra.warn) request.log.warn(error.extra.warn.details, error.extra.warn.message);
        if (error.extra.retryAfter !== undefined) reply.header('retry-after', String(error.extra.retryAfter));
        if (error.code === 'unauthorized') reply.header('www-authenticate', 'Bearer');
        return reply.code(error.status).send(error.toBody());
      }
      if (isUnstorableText(error)) {
        // PostgreSQL text cannot hold NUL (or a character the database encoding lacks): the
        // request's text is malformed for us, not a failure on our side.
        return reply.code(400).send(errorBody('invalid_request', 'the request holds characters that cannot be stored'));
      }
      if (isStoreUnavailable(error)) {
        // The database went away (restart, failover, connection ended): the request did nothing
        // wrong and may be retried; a deposit that carried an Idempotency-Key is retried safely.
        request.log.warn({ err: error }, 'request failed: the database is unavailable');
        reply.header('retry-after', '1');
        return reply.code(503).send(errorBody('server_busy', 'the database is unavailable; try again shortly'));
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

    await registerOpenApi(app);
    await registerGameRoutes(app, services.games);
    await registerAdminRoutes(app, services.backoffice, { siteDir: config.siteDir, publicUrl: config.publicUrl });
    await registerApiRoutes(app, services);
    registerMetricsRoute(app, metrics, config);
    await registerStaticRoutes(app, { siteDir: config.siteDir, widgetDir: config.widgetDir, store });
  } catch (error) {
    await limits.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }

  // Hourly: forget idempotency keys past their 24 hours, long-expired sessions, idle counters.
  const maintenance = setInterval(() => {
    Promise.all([services.wallet.purge(), services.auth.purge(), services.backoffice.purge()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'maintenance failed'),
    );
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  let closePromise: Promise<void> | undefined;
  let stage = 'not closing';
  const close = () => {
    closePromise ??= (async () => {
      closing = true;
      for (const socket of unusedConnections) socket.destroy();
      clearInterval(maintenance);
      services.backoffice.close();
      stage = 'in-flight requests and open connections';
      // A response already streaming when this began went out without `Connection: close`; once
      // answered, Node keeps its connection for a next request. Close connections as they fall idle.
      const reapIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(reapIdle);
      }
      stage = 'queued deposits';
      await services.wallet.drain();
      stage = 'queued game transactions';
      await store.games.drain();
      stage = 'the rate limiter';
      await limits.close();
      stage = 'the store';
      await store.close();
      stage = 'closed';
    })();
    return closePromise;
  };

  return { app, store, services, config, close, closeStage: () => stage };
}

/** Request ids a proxy may hand us: short, and nothing a log line could be confused by. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Each request's id (logged with every line, sent back as X-Request-Id): the X-Request-Id of a
 * trusted proxy, so one id follows a request through proxy and server logs; else a fresh UUID.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusted = proxyMatcher(trustProxy);
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given) && trusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}

/** Whether an address is one of the configured proxies (KY_TRUST_PROXY's addresses, CIDRs or names). */
function proxyMatcher(trustProxy: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  // The configuration has checked every entry (config.ts).
  for (const entry of trustProxy.split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const named = Object.hasOwn(NAMED_PROXY_RANGES, entry) ? NAMED_PROXY_RANGES[entry] : undefined;
    if (named) for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type);
    else if (isIP(address) !== 0 && bits !== undefined) list.addSubnet(address, Number(bits), family);
    else if (isIP(address) !== 0) list.addAddress(address, family);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
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
    const headers = Object.entries(API_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${headers}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A path as the request log shows it: an automated log-in link's id (`/login/{id}`, in any locale)
 * is a credential until it is used, and is left out like tokens and passwords.
 */
export function loggedPath(path: string): string {
  // Judged decoded, as the site routes it: `/%6Cogin/<id>` is the same page.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: no page of the site, logged as it came.
  }
  const redacted = decoded.replace(/^((?:\/[a-z]{2}-[a-z]{2})?\/login\/)[^/]+/i, '$1…');
  return redacted === decoded ? path : redacted;
}

/** The lowercased `charset` parameter of a Content-Type, without quotes; undefined when absent. */
export function charsetOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  return match ? (match[2] ?? '').toLowerCase() : undefined;
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
