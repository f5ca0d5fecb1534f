import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config.js';
import { ApiError } from './errors.js';
import type { LoginThrottleScope } from './services/auth.js';
import { bearerToken } from './services/tokens.js';
import type { PoolStats } from './store/index.js';

/*
 * Prometheus metrics for GET /metrics (prom-client, one registry per server so tests can run
 * several in one process): requests by route and status, their latency, group-commit batch sizes
 * and retries, the database pool's use, login throttles, and Node's own process metrics.
 */

export const METRICS_PATH = '/metrics';

export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'ky_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: 'ky_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly batchSize = new Histogram({
    name: 'ky_group_commit_batch_size',
    help: 'Deposits committed together in one database transaction.',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 500],
    registers: [this.registry],
  });

  readonly batchRetries = new Counter({
    name: 'ky_group_commit_retried_batches_total',
    help: 'Batches that failed as a whole and were retried item by item.',
    registers: [this.registry],
  });

  readonly loginThrottles = new Counter({
    name: 'ky_login_throttled_total',
    help: 'Player logins refused by a throttle, by the limit that refused them (staff sign-ins are logged as staff_login_throttled).',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });

  constructor(poolStats: () => PoolStats | undefined) {
    const registry = this.registry;
    new Gauge({
      name: 'ky_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on SQLite.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    collectDefaultMetrics({ register: registry, prefix: 'ky_' });
    for (const scope of ['account_address', 'address', 'account'] satisfies LoginThrottleScope[]) {
      this.loginThrottles.inc({ scope }, 0);
    }
  }

  /** Counts and times one answered request (the onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    // The route pattern, never the raw path: unknown paths must not grow one series each.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    this.requests.inc({ method, route, status: String(reply.statusCode) });
    this.latency.observe({ method, route }, reply.elapsedTime / 1000);
  }
}

/**
 * GET /metrics: with KY_METRICS_TOKEN, for a bearer of that token; without it, for loopback
 * requests only (isLoopbackRequest), so a proxy on the same machine does not publish it by
 * accident. Anything else is 403 forbidden.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, config: Config): void {
  const expected = config.metricsToken === undefined ? undefined : Buffer.from(config.metricsToken);
  app.get(METRICS_PATH, async (request, reply) => {
    if (expected) {
      const given = Buffer.from(bearerToken(request.headers.authorization) ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError('unauthorized', 'GET /metrics needs the metrics bearer token');
      }
    } else if (!isLoopbackRequest(request)) {
      throw new ApiError('forbidden', 'GET /metrics answers loopback clients only (or set KY_METRICS_TOKEN)');
    }
    reply.header('cache-control', 'no-store');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** Headers by which a proxy names the client it forwards for. Fastify reads X-Forwarded-For only. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
];

/**
 * Whether a request comes from this machine as far as the server can tell: the socket and every
 * hop Fastify resolved through trusted proxies (KY_TRUST_PROXY) are loopback, and no forwarding
 * header is left unresolved. A forwarding header names a client elsewhere that nothing vouches
 * for: X-Forwarded-For with no proxy trusted or from a peer that is not one, or a header Fastify
 * never reads (Forwarded, X-Real-IP, …). So a reverse proxy on this machine that forwards outside
 * requests, trusted or not, does not make them loopback. Trusting every hop (`true`) resolves the
 * client to the farthest address, which a client can write itself; all the hops must be loopback.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  // The socket's address, then X-Forwarded-For's hops while they are trusted (KY_TRUST_PROXY only).
  const hops = request.ips ?? [request.socket.remoteAddress];
  if (!hops.every(isLoopback)) return false;
  const resolved = hops.length > 1 ? 'x-forwarded-for' : undefined;
  return FORWARDING_HEADERS.every((name) => name === resolved || request.headers[name] === undefined);
}

export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
