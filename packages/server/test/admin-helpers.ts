import { ADMIN_ENDPOINTS, CSRF_HEADER, type AdminEndpoint } from '@ky-wallet/protocol';
import type { Answer, TestServer } from './helpers.js';

/** The back office as a browser uses it: the session cookie and the CSRF token it was given. */
export interface StaffClient {
  name: string;
  cookie: string;
  csrf: string;
  call(
    endpoint: AdminEndpoint,
    options?: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; csrf?: string | null },
  ): Promise<Answer>;
}

export async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

export function pathOf(endpoint: AdminEndpoint, params: Record<string, string | number> = {}): string {
  return ADMIN_ENDPOINTS[endpoint].path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls an endpoint with an optional cookie and CSRF token. */
export async function adminCall(
  server: TestServer,
  endpoint: AdminEndpoint,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string>;
    body?: unknown;
    cookie?: string;
    csrf?: string | null;
    /** Extra request headers (e.g. X-Forwarded-For behind a trusted proxy). */
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const { method } = ADMIN_ENDPOINTS[endpoint];
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.csrf) headers[CSRF_HEADER] = options.csrf;
  let body: string | undefined;
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  return toAnswer(await fetch(server.url + pathOf(endpoint, options.params) + query, { method, headers, body }));
}

/** Signs in and returns a client, failing the test if the sign-in fails. */
export async function signIn(server: TestServer, name: string, password: string, totp?: string): Promise<StaffClient> {
  const answer = await adminCall(server, 'login', { body: { name, password, ...(totp ? { totp } : {}) } });
  if (answer.status !== 200) throw new Error(`sign-in of ${name} failed: ${answer.status} ${answer.text}`);
  const cookie = /^(ky_staff=[^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  const csrf = (answer.body?.data as { csrf_token?: string } | undefined)?.csrf_token;
  if (!cookie || !csrf) throw new Error(`sign-in of ${name} gave no cookie or CSRF token`);
  return {
    name,
    cookie,
    csrf,
    call: (endpoint, options = {}) =>
      adminCall(server, endpoint, { ...options, cookie, csrf: options.csrf === undefined ? csrf : options.csrf }),
  };
}

/** The `data` of a 2xx answer, failing the test on anything else. */
export function ok<T = Record<string, unknown>>(answer: Answer): T {
  if (answer.status < 200 || answer.status > 299 || !answer.body || !('data' in answer.body)) {
    throw new Error(`expected data, got ${answer.status} ${answer.text}`);
  }
  return answer.body.data as T;
}

export const ADMIN_PASSWORD = 'admin-password-1';
