import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ADMIN_ENDPOINTS,
  AuditQuerySchema,
  ContactIdParamsSchema,
  CreateAccountRequestSchema,
  CSRF_HEADER,
  DashboardQuerySchema,
  EmptyRequestSchema,
  fieldsNotTaken,
  IdParamsSchema,
  ListAccountsQuerySchema,
  ListContactsQuerySchema,
  LiveQuerySchema,
  notFieldsMessage,
  OnlineEventSchema,
  PageQuerySchema,
  parseRequest,
  SetPasswordRequestSchema,
  STAFF_COOKIE,
  STAFF_SIGNED_IN_COOKIE,
  StaffLoginRequestSchema,
  TotpConfirmRequestSchema,
  TotpSetupRequestSchema,
  UpdateAccountRequestSchema,
  type AdminEndpoint,
  type LiveEvent,
} from '@ky-wallet/protocol';
import { ApiError } from '../errors.js';
import type { ActionContext } from '../services/admin-accounts.js';
import type { StaffContext } from '../services/admin-auth.js';
import type { Backoffice } from '../services/admin.js';
import { parseCursor, type Cursor } from '../services/live.js';
import { authorize, sameScope } from '../services/permissions.js';
import { adminRouteSchema } from './admin-openapi.js';
import { LOCALE_PREFIXES } from './admin-paths.js';
import { documentOnly } from './openapi.js';

/** Where the back office's own build lives inside the site's dist (vite.admin.config.ts). */
export const BACKOFFICE_DIR = 'backoffice';
const HEARTBEAT_MS = 15_000;
const ONLINE_MS = 5_000;
/** How often an open live feed checks its staff session: a lock, sign-out or expiry ends it within this. */
const SESSION_CHECK_MS = 1_000;

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffContext;
  }
}

/*
 * The back office's HTTP surface: /api/admin/* (JSON in and out, the protocol's schemas, a staff
 * session cookie, CSRF on every change) and the pages /admin and /admin2. Routes only parse and
 * answer; the services and permissions.ts decide.
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  backoffice: Backoffice,
  options: { siteDir: string; publicUrl?: string | undefined },
): Promise<void> {
  const { staffAuth, accounts, reports, audit, live, liveSlots } = backoffice;

  await app.register(async (scope) => {
    documentOnly(scope);
    await scope.register(fastifyCookie);
    // Open event streams would hold a graceful shutdown open: preClose ends them first.
    const closers = new Set<() => void>();
    scope.addHook('preClose', (done) => {
      for (const stop of closers) stop();
      closers.clear();
      live.close();
      done();
    });

    const route = (
      name: AdminEndpoint,
      handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ) => {
      const { method, path } = ADMIN_ENDPOINTS[name];
      scope.route({
        method,
        url: path,
        schema: adminRouteSchema(name),
        handler,
        // Staff sessions: everything but sign-in needs one; every change needs the CSRF token.
        preHandler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (name === 'login') return;
          const staff = await staffAuth.verify(request.cookies[STAFF_COOKIE]);
          if (method !== 'GET' && !csrfMatches(request.headers[CSRF_HEADER.toLowerCase()], staff.csrfToken)) {
            throw new ApiError('csrf_failed', `send the session's ${CSRF_HEADER} header`);
          }
          request.staff = staff;
        },
      });
    };

    route('login', async (request, reply) => {
      const input = parse(StaffLoginRequestSchema, request.body, true);
      const { token, data } = await staffAuth.login(input, request.ip);
      // What the session cookie and the signed-in cookie share: they live and die together.
      const shared = {
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: Math.floor((data.expires_at - Date.now()) / 1000),
      } as const;
      reply.setCookie(STAFF_COOKIE, token, { ...shared, httpOnly: true, path: '/api/admin' });
      // For the back office's pages (/admin, /zh-tw/admin2, ...): readable by their scripts.
      reply.setCookie(STAFF_SIGNED_IN_COOKIE, '1', { ...shared, path: '/' });
      return { data };
    });

    route('logout', async (request, reply) => {
      parse(EmptyRequestSchema, request.body);
      await staffAuth.logout(staffOf(request), request.ip);
      reply.clearCookie(STAFF_COOKIE, { path: '/api/admin' });
      reply.clearCookie(STAFF_SIGNED_IN_COOKIE, { path: '/' });
      return { data: {} };
    });

    route('me', async (request) => ({ data: staffAuth.session(staffOf(request)) }));

    route('totpSetup', async (request) => {
      const { current_code } = parse(TotpSetupRequestSchema, request.body);
      return { data: await staffAuth.setupTotp(staffOf(request), request.ip, current_code) };
    });

    route('totpConfirm', async (request) => {
      const { code } = parse(TotpConfirmRequestSchema, request.body);
      return { data: await staffAuth.confirmTotp(staffOf(request), code, request.ip) };
    });

    route('listAccounts', async (request) => ({
      data: await accounts.list(actionOf(request), parse(ListAccountsQuerySchema, request.query)),
    }));

    route('createAccount', async (request, reply) => {
      const input = parse(CreateAccountRequestSchema, request.body, true);
      reply.code(201);
      return { data: await accounts.create(actionOf(request), input) };
    });

    route('getAccount', async (request) => ({ data: await accounts.get(actionOf(request), idOf(request)) }));

    route('updateAccount', async (request) => {
      const patch = parse(UpdateAccountRequestSchema, request.body);
      return { data: await accounts.update(actionOf(request), idOf(request), patch) };
    });

    route('lockAccount', async (request) => {
      parse(EmptyRequestSchema, request.body);
      return { data: await accounts.setState(actionOf(request), idOf(request), 'locked') };
    });

    route('unlockAccount', async (request) => {
      parse(EmptyRequestSchema, request.body);
      return { data: await accounts.setState(actionOf(request), idOf(request), 'active') };
    });

    route('setPassword', async (request) => {
      const { password, current_password: current } = parse(SetPasswordRequestSchema, request.body, true);
      await accounts.setPassword(actionOf(request), idOf(request), password, current);
      return { data: {} };
    });

    route('resetTotp', async (request) => {
      parse(EmptyRequestSchema, request.body);
      return { data: await accounts.resetTotp(actionOf(request), idOf(request)) };
    });

    route('createLoginLink', async (request, reply) => {
      parse(EmptyRequestSchema, request.body);
      // KY_PUBLIC_URL when set: the Host header is the client's to name.
      const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
      reply.code(201);
      return { data: await accounts.createLoginLink(actionOf(request), idOf(request), origin) };
    });

    route('playerLedger', async (request) => {
      const { page, pageSize } = parse(PageQuerySchema, request.query);
      return { data: await accounts.ledger(actionOf(request), idOf(request), page, pageSize) };
    });

    route('playerRounds', async (request) => {
      const { page, pageSize } = parse(PageQuerySchema, request.query);
      return { data: await accounts.rounds(actionOf(request), idOf(request), page, pageSize) };
    });

    route('auditLog', async (request) => {
      const query = parse(AuditQuerySchema, request.query);
      const scope = authorize(staffOf(request).actor, 'audit.read');
      const filter = query.target === undefined ? {} : { target: query.target };
      return { data: await audit.list(scope, filter, query.page, query.pageSize) };
    });

    route('listContacts', async (request) => ({
      data: await reports.contacts(actionOf(request), parse(ListContactsQuerySchema, request.query)),
    }));

    route('handleContact', async (request) => {
      parse(EmptyRequestSchema, request.body);
      const { id } = parse(ContactIdParamsSchema, request.params);
      await reports.handleContact(actionOf(request), id);
      return { data: {} };
    });

    route('dashboard', async (request) => ({
      data: await reports.dashboard(actionOf(request), parse(DashboardQuerySchema, request.query)),
    }));

    // Server-Sent Events: `ledger` events (the SSE id is the feed's cursor, see services/live.ts)
    // and `online` counts. A reconnecting EventSource sends Last-Event-ID and gets what it missed first.
    route('live', async (request, reply) => {
      const ctx = actionOf(request);
      const scope = authorize(ctx.actor, 'dashboard.read');
      const { operator } = parse(LiveQuerySchema, request.query);
      const lastEventId = lastEventIdOf(request);
      // Each open feed costs a session check a second: a few per sign-in and per address.
      const slot = liveSlots.take(staffOf(request).tokenHash, request.ip);
      if ('refused' in slot) {
        const { perSession, perAddress } = liveSlots.limits;
        throw new ApiError(
          'too_many_live_feeds',
          slot.refused === 'session'
            ? `this sign-in already has ${perSession} live feeds open, the most it may: close one (another tab or window) first`
            : `this address already has ${perAddress} live feeds open, the most it may: close one first`,
        );
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        // What was set for every API answer (security headers, the request id, CORS), which a
        // hijacked reply would not send by itself.
        ...(Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      const write = (text: string) => {
        if (!raw.destroyed) raw.write(text);
      };
      const sendLedger = (event: LiveEvent, cursor: string) =>
        write(`id: ${cursor}\nevent: ledger\ndata: ${JSON.stringify(event)}\n\n`);
      let online = -1;
      const sendOnline = async () => {
        const count = await reports.playersOnline(ctx, operator);
        if (count !== online) {
          online = count;
          write(`event: online\ndata: ${JSON.stringify(v.parse(OnlineEventSchema, { players_online: count }))}\n\n`);
        }
      };
      let unsubscribe: (() => void) | undefined;
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const onlineTimer = setInterval(() => {
        sendOnline().catch((error: unknown) => request.log.warn({ err: error }, 'online count failed'));
      }, ONLINE_MS);
      // The session was checked when the feed opened; it must stay valid while the feed streams.
      const cookie = request.cookies[STAFF_COOKIE];
      const sessionTimer = setInterval(() => {
        staffAuth.verify(cookie).then(
          (staff) => {
            // A new role, or a user moved to another operator, may not see what the feed shows.
            if (!sameScope(staff.actor, ctx.actor)) stop();
          },
          () => stop(),
        );
      }, SESSION_CHECK_MS);
      const stop = () => {
        clearInterval(heartbeat);
        clearInterval(onlineTimer);
        clearInterval(sessionTimer);
        slot.release();
        unsubscribe?.();
        if (!raw.destroyed) raw.end();
      };
      closers.add(stop);
      raw.on('close', () => {
        closers.delete(stop);
        stop();
      });
      try {
        unsubscribe = await live.subscribe({ scope, send: sendLedger }, lastEventId);
        if (raw.destroyed) unsubscribe();
        await sendOnline();
      } catch (error) {
        request.log.warn({ err: error }, 'live feed subscription failed');
        stop();
      }
    });
  });

  // The pages: /admin (sign-in, then the dashboard) and /admin2 (the accounts screen), in every
  // locale. They are the back office's own build, apart from the player site's bundles.
  const shell = join(options.siteDir, BACKOFFICE_DIR, 'index.html');
  const sendShell = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(shell)) throw new ApiError('not_found', 'the back office is not built (npm run build)');
    reply.header('cache-control', 'no-cache');
    reply.header('x-robots-tag', 'noindex');
    reply.header('x-frame-options', 'DENY');
    return reply.sendFile(join(BACKOFFICE_DIR, 'index.html'), options.siteDir);
  };
  // Pages, not API: left out of the OpenAPI document.
  const page = { schema: { hide: true } };
  for (const prefix of LOCALE_PREFIXES) {
    for (const name of ['admin', 'admin2']) {
      app.get(`${prefix}/${name}`, page, sendShell);
      app.get(`${prefix}/${name}/*`, page, sendShell);
    }
  }
}

function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new ApiError('unauthorized', 'sign in to the back office first');
  return request.staff;
}

function actionOf(request: FastifyRequest): ActionContext {
  return { actor: staffOf(request).actor, address: request.ip };
}

function idOf(request: FastifyRequest): number {
  return parse(IdParamsSchema, request.params).id;
}

function lastEventIdOf(request: FastifyRequest): Cursor | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  return raw === undefined ? undefined : parseCursor(raw);
}

function csrfMatches(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== 'string') return false;
  const a = Buffer.from(header);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The protocol's schema or 400 with its code; never echoes what was sent (it may be a password).
 * A write's fields that the call does not take are named first, every one of them (only their
 * names: a name is no secret).
 */
function parse<S extends v.GenericSchema>(schema: S, body: unknown, secret = false): v.InferOutput<S> {
  const notTaken = fieldsNotTaken(schema, body ?? {});
  if (notTaken.length > 0) throw new ApiError('invalid_request', notFieldsMessage(notTaken));
  const result = parseRequest(schema, body ?? {});
  if (result.ok) return result.value;
  // The protocol's messages never hold what was received (withoutReceived).
  throw new ApiError(result.code, secret && /password/.test(result.message) ? 'invalid password' : result.message);
}
