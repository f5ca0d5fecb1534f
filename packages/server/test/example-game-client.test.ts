import { execFile } from 'node:child_process';
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

/* examples/game-server-client is what an aggregator's developer copies: it must keep working. */

const CLIENT = fileURLToPath(new URL('../../../examples/game-server-client/client.mjs', import.meta.url));
let server: TestServer;
let keyFile: string;

beforeAll(async () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
  server = await startServer({ gameServerKeys: [{ id: 'example-client', publicKey }] });
  keyFile = join(server.dataDir, 'example-key.pem');
  await writeFile(keyFile, privateKey.export({ format: 'pem', type: 'pkcs8' }));
});
afterAll(() => server?.stop());

it('plays a signed round through the game API, replaying its bet safely', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [CLIENT], {
    env: { ...process.env, WALLET_URL: server.url, KY_EXAMPLE_KEY_FILE: keyFile },
  });
  const lines = stdout.trim().split('\n').slice(1);
  expect(lines.map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual([
    '/api/game/session RS_OK',
    '/api/game/balance RS_OK',
    '/api/game/bet RS_OK',
    '/api/game/bet RS_OK',
    '/api/game/win RS_OK',
  ]);
  // 10.00 deposited; 1.00 bet once (the replay moved nothing); 1.98 won.
  expect(lines.at(-1)).toMatch(/balance 1098$/);
});
