import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { RGS_PATHS, type RgsErrorCode } from '../src/contract.js';
import { registerGameServer, type RegisterGameServerOptions } from '../src/rgs/plugin.js';
import type { GameServer } from '../src/rgs/game-server.js';

/** A game server on its own Fastify app, listening on 127.0.0.1 (a free port), as a deployment would. */
export interface TestRgs {
  url: string;
  games: GameServer;
  /** POSTs to an RGS path, with the session as Bearer when given. */
  post(path: string, body?: unknown, session?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The `data` of a 200 answer; throws on anything else. */
  data<T>(path: string, body?: unknown, session?: string): Promise<T>;
  /** The error code (and HTTP status) of a failed call; throws on success. */
  error(path: string, body?: unknown, session?: string): Promise<{ status: number; code: RgsErrorCode; balance?: number }>;
  stop(): Promise<void>;
}

export async function startRgs(options: RegisterGameServerOptions): Promise<TestRgs> {
  const app = Fastify({ logger: false });
  const games = await registerGameServer(app, { retryLoop: false, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const post: TestRgs['post'] = async (path, body, session) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    url,
    games,
    post,
    async data<T>(path: string, body?: unknown, session?: string) {
      const answer = await post(path, body, session);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data as T;
    },
    async error(path, body, session) {
      const answer = await post(path, body, session);
      const error = answer.body.error as { code: RgsErrorCode; message: string; balance?: number } | undefined;
      if (answer.status === 200 || !error) throw new Error(`${path}: expected an error, got ${answer.status} ${JSON.stringify(answer.body)}`);
      return { status: answer.status, code: error.code, ...(error.balance === undefined ? {} : { balance: error.balance }) };
    },
    stop: () => app.close(),
  };
}

export { RGS_PATHS };

/** A clock the test moves by hand. */
export function manualClock(start = Date.now()): { now: () => number; advance(ms: number): void } {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`the condition did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
