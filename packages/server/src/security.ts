import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@ky-wallet/protocol';
import type { Config } from './config.js';

/*
 * Security headers, per surface. Every response gets nosniff and a Referrer-Policy; beyond that:
 *
 * - the site (and, when it exists, the back office): pages that may not be framed by anyone, run
 *   only our own scripts and styles (a CSP without 'unsafe-inline': the prerendered pages carry no
 *   inline script, their router data is a JSON block that never runs), keep their window to
 *   themselves (COOP) and their resources to this origin (CORP);
 * - the widget (/widget/*): module scripts that operators' pages on any origin load, so
 *   Cross-Origin-Resource-Policy: cross-origin and CORS for anyone (app.ts), and nothing that would
 *   stop a host page from using them;
 * - the API (/api/*, /healthz, /metrics): JSON that no cache keeps and nothing renders.
 *
 * Strict-Transport-Security goes with every response that arrived over HTTPS (behind a trusted
 * proxy, as its X-Forwarded-Proto says) or on every response when configured so.
 */

export type Surface = 'api' | 'widget' | 'site';

/** The site's policy: our origin only, no inline script or style, no plugins, never framed. */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers are never rendered: nothing may load from them, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Powerful features the site never uses, off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

const API_ONLY_PATHS = new Set<string>([API_PATHS.health, '/metrics']);

export function surfaceOf(path: string): Surface {
  // The game server's JSON (/rgs) is an API too: it is no page, and it frames nothing.
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/rgs/') || API_ONLY_PATHS.has(path)) return 'api';
  if (path.startsWith('/widget/')) return 'widget';
  return 'site';
}

/** Every response's. */
const COMMON_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

/** The API's, and those of an error written straight to the socket (a request Node could not parse). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'cache-control': 'no-store',
  'content-security-policy': API_CSP,
  'x-frame-options': 'DENY',
};

/** Sets the headers of `path`'s surface on `reply` (called for every request, before routing). */
export function setSecurityHeaders(config: Config, request: FastifyRequest, reply: FastifyReply, path: string): void {
  if (config.hsts === true || (config.hsts === 'auto' && request.protocol === 'https')) {
    reply.header('strict-transport-security', HSTS);
  }
  const surface = surfaceOf(path);
  if (surface === 'api') {
    reply.headers(API_HEADERS);
    return;
  }
  reply.headers(COMMON_HEADERS);
  switch (surface) {
    case 'widget':
      // Cross-Origin-Resource-Policy: cross-origin is set with the files (routes/static.ts).
      break;
    case 'site':
      reply.header('content-security-policy', SITE_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('cross-origin-resource-policy', 'same-origin');
      break;
  }
}
