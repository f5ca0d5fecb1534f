import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, postgresTarget, type EngineTarget } from './engines.js';
import { startServer } from './helpers.js';
import { startProcess } from './processes.js';

/*
 * SIGTERM while deposits pour in: the real `node dist/main.js` stops taking requests, finishes the
 * ones in flight and the queued batch, exits 0, and every deposit it acknowledged is in the
 * database after a restart (and none it refused).
 */

async function demoToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/getLocalData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'login', rule: { id: 'demo', pw: 'demo1234' } }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function deposit(url: string, token: string, key: string): Promise<Response> {
  return fetch(`${url}/api/getData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ type: 'deposit', rule: { amount: 1 } }),
  });
}

const engines: { name: string; target: () => Promise<EngineTarget | undefined> }[] = [
  { name: 'SQLite', target: async () => undefined },
];
if (POSTGRES_URL) engines.push({ name: 'PostgreSQL', target: () => postgresTarget(POSTGRES_URL ?? '') });

describe('given a connection the client opened but has not used yet', () => {
  // Browsers and load balancers open connections ahead of need; Node counts one that has not sent a
  // request as busy, so it held the shutdown open until the 10 s grace ran out and the exit code was 1.
  it('does not hold the shutdown open: exits 0 well within the grace period', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ky-shutdown-'));
    try {
      const server = await startProcess({ DATA_DIR: dataDir });
      const { port } = new URL(server.url);
      const unused = connect(Number(port), '127.0.0.1');
      const reset = new Promise<void>((resolve) => unused.once('close', () => resolve()));
      unused.on('error', () => undefined);
      await new Promise<void>((resolve) => unused.once('connect', () => resolve()));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(5_000);
      await reset;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('given a response still streaming when the shutdown begins', () => {
  // Its headers went out before the shutdown, without `Connection: close`: once answered, Node kept
  // the connection for the next request (Fastify's keep-alive timeout, 72 s), holding close() open.
  it('is finished, then its connection is closed and close() resolves', async () => {
    const server = await startServer();
    const size = 32 * 1024 * 1024; // far more than the loopback socket buffers hold
    await writeFile(join(server.dataDir, 'site/assets/big.bin'), Buffer.alloc(size, 1));
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.write('GET /assets/big.bin HTTP/1.1\r\nHost: wallet\r\nConnection: keep-alive\r\n\r\n');
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.pause(); // a slow reader: the response stays in flight

    const closed = server.built.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.resume();
    await ended; // the server closed the connection once the response was complete
    expect(received).toBeGreaterThan(size);
    const answeredAt = Date.now();
    await closed;
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
    await server.stop();
  }, 30_000);
});

for (const engine of engines) {
  describe(`given SIGTERM during deposits (${engine.name})`, () => {
    let dataDir: string;
    let target: EngineTarget | undefined;
    let env: Record<string, string>;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'ky-shutdown-'));
      target = await engine.target();
      env = { DATA_DIR: dataDir, ...(target?.options.databaseUrl ? { DATABASE_URL: target.options.databaseUrl } : {}) };
    });
    afterAll(async () => {
      await target?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('drains what is in flight, exits 0, and keeps every acknowledged deposit', async () => {
      const first = await startProcess(env);
      const token = await demoToken(first.url);
      const acknowledged = new Set<string>();
      let signalled = false;

      // Sixteen clients deposit until the server stops answering them.
      const client = async () => {
        for (;;) {
          const key = randomUUID();
          let response: Response;
          try {
            response = await deposit(first.url, token, key);
          } catch {
            return; // the server has closed its port
          }
          if (response.status === 200) {
            acknowledged.add(key);
            if (acknowledged.size >= 150 && !signalled) {
              signalled = true;
              first.child.kill('SIGTERM');
            }
          } else {
            expect(signalled).toBe(true);
            expect(response.status).toBe(503);
            expect(((await response.json()) as { error: { code: string } }).error.code).toBe('server_busy');
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, client));
      expect(await first.exited).toBe(0);
      expect(acknowledged.size).toBeGreaterThanOrEqual(150);

      // After a restart, every acknowledged deposit is there (its key answers as a replay), and the
      // balance is exactly their sum: nothing acknowledged was lost, nothing refused was credited.
      const second = await startProcess(env);
      try {
        const again = await demoToken(second.url);
        const keys = [...acknowledged];
        for (let i = 0; i < keys.length; i += 16) {
          const replays = await Promise.all(keys.slice(i, i + 16).map((key) => deposit(second.url, again, key)));
          for (const replay of replays) {
            expect(replay.status).toBe(200);
            expect(replay.headers.get('idempotent-replayed')).toBe('true');
          }
        }
        const balance = await fetch(`${second.url}/api/getData`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${again}` },
          body: JSON.stringify({ type: 'getBalance' }),
        });
        expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(acknowledged.size);
      } finally {
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
    }, 120_000);
  });
}
