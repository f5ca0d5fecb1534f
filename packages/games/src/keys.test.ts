import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePrivateKeyPem, loadGameServerKey, OWN_GAME_SERVER_KEY_ID, privateKeyFromPem, publicKeyBase64 } from './keys.js';

describe('game server keys', () => {
  it('signs with the private key so that the base64 SPKI public key the wallet holds verifies it', async () => {
    const { sign } = await import('node:crypto');
    const privateKey = privateKeyFromPem(generatePrivateKeyPem());
    const body = Buffer.from('{"request_uuid":"r1"}');
    const signature = sign(null, body, privateKey);
    const publicKey = createPublicKey({ key: Buffer.from(publicKeyBase64(privateKey), 'base64'), format: 'der', type: 'spki' });
    expect(verify(null, body, publicKey, signature)).toBe(true);
    expect(verify(null, Buffer.from('{"request_uuid":"r2"}'), publicKey, signature)).toBe(false);
  });

  it('refuses a key that is not Ed25519', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => privateKeyFromPem(pem)).toThrow(/Ed25519/);
  });

  it('generates the key file once (owner-only), reads it back after, and prefers a PEM given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ky-keys-'));
    try {
      const file = join(dir, 'data', 'game-server-ed25519.pem');
      const first = await loadGameServerKey({ file });
      expect(first.id).toBe(OWN_GAME_SERVER_KEY_ID);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const again = await loadGameServerKey({ file });
      expect(publicKeyBase64(again.privateKey)).toBe(publicKeyBase64(first.privateKey));
      const pem = generatePrivateKeyPem();
      const given = await loadGameServerKey({ file, pem: pem.replace(/\n/g, '\\n') });
      expect(publicKeyBase64(given.privateKey)).toBe(publicKeyBase64(privateKeyFromPem(pem)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
