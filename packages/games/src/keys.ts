import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * The game server's Ed25519 signing key. The wallet is configured with the public half, as
 * base64 SPKI DER (what `openssl pkey -pubout -outform DER | base64` prints).
 */
export interface GameServerKey {
  /** Names the key in the `X-KY-Key-Id` header, so the wallet knows which public key to use. */
  id: string;
  privateKey: KeyObject;
}

/** A fresh Ed25519 private key, as PKCS#8 PEM (to keep in a file or a secret store). */
export function generatePrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** Reads a PKCS#8 PEM private key and checks that it is Ed25519. */
export function privateKeyFromPem(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`the game server key must be Ed25519, not ${key.asymmetricKeyType ?? 'unknown'}`);
  }
  return key;
}

/** The public half of a private key, as base64 SPKI DER: the value the wallet's configuration takes. */
export function publicKeyBase64(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
}
