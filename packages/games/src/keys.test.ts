import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatePrivateKeyPem, privateKeyFromPem, publicKeyBase64 } from './keys.js';

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
});
