import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { DepositPayment, PaymentAdapter } from '../src/services/payment.js';

/** Site and widget builds as Vite lays them out, small enough to read in a test. */
export const FIXTURE = {
  indexHtml: '<!doctype html><html><head><title>KY test site</title></head><body><div id="root"></div></body></html>',
  siteAsset: 'assets/index-AbC12345.js',
  widgetEntry: 'ky-wallet.js',
  widgetChunk: 'chunk-Xy9_ab12.js',
};

export interface TestServer {
  url: string;
  built: BuiltApp;
  dataDir: string;
  /** Every log line the server wrote, as text. */
  logs: string[];
  stop(): Promise<void>;
}

/**
 * A real server on 127.0.0.1, a free port, a fresh temporary DATA_DIR (with a site and widget
 * build in it), cheap scrypt (N=2^14), and its log lines captured instead of printed.
 */
export async function startServer(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ky-wallet-test-'));
  const siteDir = join(dataDir, 'site');
  const widgetDir = join(dataDir, 'widget');
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await mkdir(widgetDir, { recursive: true });
  await writeFile(join(siteDir, 'index.html'), FIXTURE.indexHtml);
  await writeFile(join(siteDir, FIXTURE.siteAsset), 'console.log("site");');
  await writeFile(join(widgetDir, FIXTURE.widgetEntry), 'import "./chunk-Xy9_ab12.js";');
  await writeFile(join(widgetDir, FIXTURE.widgetChunk), 'export {};');

  const logs: string[] = [];
  let built: BuiltApp;
  try {
    built = await buildApp(
      {
        dataDir,
        siteDir,
        widgetDir,
        // Real scrypt at its floor (2^10, ~3 ms a hash against ~50 at 2^14): tests hash on every
        // login and account; a test about the cost sets its own.
        scryptCost: 10,
        logLevel: 'info',
        ...overrides,
      },
      { logStream: { write: (line: string) => void logs.push(line) }, ...options },
    );
    await built.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = built.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    built,
    dataDir,
    logs,
    async stop() {
      await built.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  body: Record<string, unknown> | undefined;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** POSTs a raw body (string) or a JSON value. */
export async function post(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return toAnswer(response);
}

export async function get(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return toAnswer(await fetch(server.url + path, { headers }));
}

export function login(server: TestServer, id: string, pw: string): Promise<Answer> {
  return post(server, '/api/getLocalData', { type: 'login', rule: { id, pw } });
}

/** Logs in and returns the token, failing the test if the login fails. */
export async function tokenFor(server: TestServer, id = 'demo', pw = 'demo1234'): Promise<string> {
  const answer = await login(server, id, pw);
  const token = (answer.body?.data as { token?: string } | undefined)?.token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`login of ${id} failed: ${answer.status} ${answer.text}`);
  }
  return token;
}

export function call(
  server: TestServer,
  token: string | undefined,
  type: string,
  rule?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const auth: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  return post(server, '/api/getData', rule === undefined ? { type } : { type, rule }, { ...auth, ...headers });
}

/** The `data` of a successful answer, failing the test on anything else. */
export function dataOf<T = Record<string, unknown>>(answer: Answer): T {
  if (answer.status !== 200 || !answer.body || !('data' in answer.body)) {
    throw new Error(`expected data, got ${answer.status} ${answer.text}`);
  }
  return answer.body.data as T;
}

/** Asserts the wire's error shape and returns the code. */
export function errorOf(answer: Answer): { code: string; message: string; fields?: Record<string, string> } {
  const body = answer.body;
  if (!body || 'data' in body || typeof body.error !== 'object' || body.error === null) {
    throw new Error(`expected an error body, got ${answer.status} ${answer.text}`);
  }
  const error = body.error as { code: unknown; message: unknown };
  if (typeof error.code !== 'string' || typeof error.message !== 'string') {
    throw new Error(`malformed error body: ${answer.text}`);
  }
  if (/\n\s+at /.test(answer.text) || answer.text.includes('"stack"')) throw new Error(`stack trace in ${answer.text}`);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

/** Creates a player directly in the store (password hashed like the server does). */
export async function createPlayer(
  server: TestServer,
  name: string,
  password: string,
  currency = 'cny',
  alliance = server.built.config.alliance,
): Promise<number> {
  const id = await server.built.store.createAccount({
    name,
    alliance,
    currency,
    passwordHash: await server.built.services.hasher.hash(password),
  });
  if (id === undefined) throw new Error(`player ${name} exists already`);
  return id;
}

/**
 * A payment adapter that holds a deposit until the test lets it go, so that a request can be
 * kept in flight deterministically.
 */
export class GatedPaymentAdapter implements PaymentAdapter {
  readonly name = 'gated';
  private release: (() => void) | undefined;
  private entered: (() => void) | undefined;
  /** Resolves when a deposit is waiting in `collect`. */
  waiting: Promise<void> = Promise.resolve();
  holding = false;
  calls: DepositPayment[] = [];

  /** The next deposit will wait in `collect` until `open()`. */
  hold(): void {
    this.holding = true;
    this.waiting = new Promise((resolve) => (this.entered = resolve));
  }

  open(): void {
    this.holding = false;
    this.release?.();
  }

  async collect(payment: DepositPayment): Promise<{ reference: string }> {
    this.calls.push(payment);
    if (this.holding) {
      const gate = new Promise<void>((resolve) => (this.release = resolve));
      this.entered?.();
      await gate;
    }
    return { reference: `gated:${this.calls.length}` };
  }
}
