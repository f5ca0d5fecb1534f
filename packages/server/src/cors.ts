import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@ky-wallet/protocol';
import type { Config } from './config.js';
import { WIDGET_PREFIX } from './routes/static.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS options, spread by @fastify/cors over the global ones (or false: none). */
    cors?: FastifyCorsOptions | false;
  }
}

/** @fastify/cors's own value for "no such header" (its defaults), which its types do not admit. */
const NONE = null as unknown as undefined;

/** The widget's files are public: any origin may load them, which module scripts from another origin need. */
const WIDGET_CORS: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD'],
  allowedHeaders: NONE,
  exposedHeaders: NONE,
  maxAge: 600,
};

/**
 * CORS for every route: the API and the site answer the configured origins (KY_ALLOWED_ORIGINS,
 * `*` for any: the player API takes bearer tokens, never cookies, and the back office's cookie is
 * SameSite=Strict with no origin allowed credentials, so there is no credentialed cross-origin
 * request to protect), the widget's files any origin.
 *
 * Both sets of options are fixed at start-up, and a widget route carries its own in its route
 * config, which @fastify/cors spreads over the global ones. Options chosen per request instead
 * (its `delegator`) are normalised again on every request: 11.5% of `/healthz` in a CPU profile.
 *
 * Call before any route is registered: the hook below sees only routes added after it.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(WIDGET_PREFIX)) route.config = { ...route.config, cors: WIDGET_CORS };
  });
  const allowed = new Set(config.allowedOrigins);
  await app.register(fastifyCors, {
    // An origin that is not listed gets no CORS headers at all, and its preflight a 404.
    origin: allowed.has('*') ? '*' : (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_HEADER],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  // Preflights of the widget's files, under the widget's options: @fastify/cors answers them in its
  // onRequest hook, so this handler runs only for a request that hook let through.
  app.options(`${WIDGET_PREFIX}*`, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}
