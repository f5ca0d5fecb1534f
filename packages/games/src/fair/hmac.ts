/*
 * The provably fair byte stream. Browser-safe: Web Crypto only (`crypto.subtle`, global in
 * browsers and in Node >= 19), so the site's verification page runs the very code the server does.
 *
 * Recipe (what a player repeats by hand):
 *   block(cursor) = HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`)
 * with the server seed's text (its 64 hex characters, as UTF-8) as the key, cursor = 0, 1, 2, …
 * Each 32-byte block gives 8 floats: bytes 4i..4i+3 read as a big-endian unsigned 32-bit integer,
 * divided by 2^32 (so 0 <= float < 1). A round takes as many floats as it needs, in order.
 */

const encoder = new TextEncoder();

/** 2^32: a float is a big-endian uint32 divided by this. */
export const UINT32_RANGE = 4_294_967_296;
/** Floats per HMAC block (32 bytes / 4 bytes each). */
export const FLOATS_PER_BLOCK = 8;

function hex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (const byte of view) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Lowercase hex SHA-256 of a text's UTF-8 bytes (the server seed's published hash). */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The HMAC message of one block: `clientSeed:nonce:cursor`. */
export function hmacMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** One 32-byte block of the stream: HMAC-SHA256(server seed, `clientSeed:nonce:cursor`). */
export async function hmacBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(hmacMessage(clientSeed, nonce, cursor)));
  return new Uint8Array(signature);
}

/** The floats of one block's bytes: each 4 bytes, big-endian, divided by 2^32. */
export function floatsOfBlock(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.byteLength; offset += 4) out.push(view.getUint32(offset, false) / UINT32_RANGE);
  return out;
}

/** The round's first `count` floats, from blocks cursor 0, 1, … as needed. */
export async function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    out.push(...floatsOfBlock(await hmacBytes(serverSeed, clientSeed, nonce, cursor)));
  }
  return out.slice(0, count);
}

/** Hex of bytes, for showing a block on the verification page. */
export function toHex(bytes: Uint8Array): string {
  return hex(bytes);
}
