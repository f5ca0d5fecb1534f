import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the real wallet that can lose answers: the request reaches the wallet (which
 * moves the money), but the connection is cut before the answer gets back, so the game server
 * cannot know the outcome. That is the failure the game server must survive by repeating the
 * call with the same ids. `refuse` cuts the connection before the wallet sees anything.
 */
export class FlakyProxy {
  readonly #server: Server;
  /** Per path: how many of the next calls to lose (Infinity: all), and how. */
  readonly #rules = new Map<string, { mode: 'drop' | 'refuse'; remaining: number }>();
  /** Calls seen per path, answered or not. */
  readonly calls = new Map<string, number>();
  url = '';

  constructor(private readonly target: string) {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
        const rule = this.#rules.get(path);
        const fail = rule && rule.remaining > 0 ? rule.mode : undefined;
        if (rule && fail) rule.remaining--;
        if (fail === 'refuse') {
          request.socket.destroy();
          return;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
        }
        fetch(this.target + path, { method: request.method ?? 'POST', headers, body: Buffer.concat(chunks) })
          .then(async (answer) => {
            const body = Buffer.from(await answer.arrayBuffer());
            if (fail === 'drop') {
              response.socket?.destroy();
              return;
            }
            response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
            response.end(body);
          })
          .catch(() => response.socket?.destroy());
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** Loses the answers of the next `count` calls to `path` (after the wallet handled them). */
  drop(path: string, count = Infinity): void {
    this.#rules.set(path, { mode: 'drop', remaining: count });
  }

  /** Cuts the next `count` calls to `path` before the wallet sees them. */
  refuse(path: string, count = Infinity): void {
    this.#rules.set(path, { mode: 'refuse', remaining: count });
  }

  /** Passes everything again. */
  heal(): void {
    this.#rules.clear();
  }

  stop(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve, reject) => this.#server.close((error) => (error ? reject(error) : resolve())));
  }
}
