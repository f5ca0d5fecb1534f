import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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

/** The key id our own game server signs with (the wallet's configuration names it). */
export const OWN_GAME_SERVER_KEY_ID = 'ky-originals';
/** Where the server keeps a generated key, in its data dir. */
export const GAME_SERVER_KEY_FILE = 'game-server-ed25519.pem';

/**
 * The game server's key: from `pem` (PKCS#8 text, e.g. KY_GAMES_PRIVATE_KEY) when given, else
 * from `file`, generated there once (mode 0600) when it does not exist yet.
 */
export async function loadGameServerKey(options: { pem?: string | undefined; file: string; id?: string }): Promise<GameServerKey> {
  const id = options.id ?? OWN_GAME_SERVER_KEY_ID;
  if (options.pem?.trim()) return { id, privateKey: privateKeyFromPem(options.pem.replace(/\\n/g, '\n')) };
  try {
    return { id, privateKey: privateKeyFromPem(await readFile(options.file, 'utf8')) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(options.file), { recursive: true });
  const pem = generatePrivateKeyPem();
  try {
    await writeFile(options.file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { id, privateKey: privateKeyFromPem(await readFile(options.file, 'utf8')) };
    throw error;
  }
  return { id, privateKey: privateKeyFromPem(pem) };
}
