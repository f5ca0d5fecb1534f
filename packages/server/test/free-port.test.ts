import { once } from 'node:events';
import { connect, createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralLow, freePort } from './free-port.mjs';

describe('freePort', () => {
  it('is needed: a port an outgoing connection holds cannot be listened on', async () => {
    const server = createServer((socket) => socket.end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(client, 'connect');
    const taken = createServer();
    taken.listen(client.localPort, '127.0.0.1');
    const [error] = (await once(taken, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('EADDRINUSE');
    expect(client.localPort).toBeGreaterThanOrEqual(ephemeralLow());
    client.destroy();
    server.close();
  });

  it('gives ports below the ephemeral range, where outgoing connections never take one, and free', async () => {
    const low = ephemeralLow();
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(low);
      const server = createServer().listen(port, '127.0.0.1');
      await once(server, 'listening');
      server.close();
    }
  });

  it('gives ports fetch connects to, the lowest it can give included (fetch refuses 10080)', async () => {
    const refused = [];
    for (let offset = 0; offset <= 100; offset++) {
      const port = await freePort('127.0.0.1', () => offset);
      const server = createServer((socket) => socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n')).listen(port, '127.0.0.1');
      await once(server, 'listening');
      try {
        await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
      } catch {
        refused.push(port);
      } finally {
        server.close();
      }
    }
    expect(refused).toEqual([]);
  });
});
