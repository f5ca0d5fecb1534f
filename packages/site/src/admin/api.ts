import * as v from 'valibot';
import {
  ADMIN_ENDPOINTS,
  CSRF_HEADER,
  ErrorBodySchema,
  STAFF_SIGNED_IN_COOKIE,
  type AdminEndpoint,
} from '@ky-wallet/protocol';

/** A failed back-office call: `code` is the server's error code (or `network_error`). */
export class AdminApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

let csrfToken = '';

const sessionLost = new Set<(code: string) => void>();

/** Calls `listener` whenever a call finds the staff session gone; returns the unsubscribe. */
export function onSessionLost(listener: (code: string) => void): () => void {
  sessionLost.add(listener);
  return () => sessionLost.delete(listener);
}

/** The staff session was ended by what this tab did (one's own new password ends them all). */
export function endSession(): void {
  setSignedInCookie(false);
  for (const listener of sessionLost) listener('unauthorized');
}

/** The CSRF token of the current staff session (from sign-in or `me`). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Whether the browser holds a staff session to ask about: the server sets this beside it. */
function signedInCookieSet(): boolean {
  return document.cookie.split('; ').includes(`${STAFF_SIGNED_IN_COOKIE}=1`);
}

/** Writes the signed-in cookie as the server does (`true`) or removes it (the stories do both). */
export function setSignedInCookie(signedIn: boolean): void {
  document.cookie = `${STAFF_SIGNED_IN_COOKIE}=${signedIn ? '1' : '; Max-Age=0'}; Path=/; SameSite=Strict`;
}

/**
 * Calls a back-office endpoint: same-origin, the session cookie (HttpOnly: scripts never see
 * it) and the CSRF header on every change. Answers are checked against the protocol's schema.
 */
export async function adminApi<S extends v.GenericSchema>(
  endpoint: AdminEndpoint,
  schema: S,
  options: { params?: Record<string, string | number>; query?: Record<string, string | number | undefined>; body?: unknown } = {},
): Promise<v.InferOutput<S>> {
  // Without a session, `me` is answered here: the request would only log a 401 in the console.
  if (endpoint === 'me' && !signedInCookieSet()) throw new AdminApiError('unauthorized', 'not signed in', 401);
  const { method, path } = ADMIN_ENDPOINTS[endpoint];
  const url = new URL(
    path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(String(options.params?.[name] ?? ''))),
    window.location.origin,
  );
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    headers[CSRF_HEADER] = csrfToken;
    body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
  } catch (error) {
    throw new AdminApiError('network_error', error instanceof Error ? error.message : 'network error');
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // judged by the status below
  }
  if (response.ok) {
    const data = typeof json === 'object' && json !== null ? (json as { data?: unknown }).data : undefined;
    const parsed = v.safeParse(schema, data);
    if (parsed.success) return parsed.output;
    throw new AdminApiError('internal_error', 'the answer does not match the protocol', response.status);
  }
  throw refusalOf(endpoint, response.status, json);
}

/** A refused call's error, from its status and JSON body; a session found gone is told to the app. */
function refusalOf(endpoint: AdminEndpoint, status: number, json: unknown): AdminApiError {
  const error = v.safeParse(ErrorBodySchema, json);
  if (error.success) {
    const { code, message } = error.output.error;
    if (code === 'unauthorized' || code === 'account_locked') {
      // No session (any more): not asked about again until a sign-in sets the cookie anew.
      setSignedInCookie(false);
      // The session ended under a screen (expired, signed out elsewhere, locked): the app signs in again.
      if (endpoint !== 'login' && endpoint !== 'me') for (const listener of sessionLost) listener(code);
    }
    return new AdminApiError(code, message, status);
  }
  return new AdminApiError(status >= 500 ? 'internal_error' : 'invalid_request', `HTTP ${status}`, status);
}

/** The error of an answer that is not a success (the live feed's, which adminApi does not read). */
export async function refusal(endpoint: AdminEndpoint, response: Response): Promise<AdminApiError> {
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // judged by the status
  }
  return refusalOf(endpoint, response.status, json);
}

export const EmptySchema = v.object({});
