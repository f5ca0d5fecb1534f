/** What timeOrderedUuid needs of Web Crypto; there in browsers (plain-HTTP pages too) and Node. */
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** What timeOrderedUuid makes: lower-case hex, version 7, variant 10 (for checks of which kind a key is). */
export const TIME_ORDERED_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A UUID version 7 (RFC 9562): the Unix time in milliseconds in its first 48 bits, 74 random bits
 * after. Made later, it sorts later, so an index of them grows at its end. The widget sends these
 * as Idempotency-Keys, and the server makes them for deposits sent without a key: a batch of
 * deposits then rewrites one or two pages of the wallet's key index. A random (version 4) key lands
 * on a page of its own, and SQLite writes every page a batch dirtied to its WAL (bench/README.md,
 * "Time-ordered Idempotency-Keys"). The server still takes any key up to IDEMPOTENCY_KEY_MAX_LENGTH.
 */
export function timeOrderedUuid(now = Date.now()): string {
  // The 80 bits after the time: version and variant in the top bits of the first and third byte.
  const bytes = (globalThis as unknown as { crypto: RandomSource }).crypto.getRandomValues(new Uint8Array(10));
  bytes[0] = ((bytes[0] ?? 0) & 0x0f) | 0x70; // version 7
  bytes[2] = ((bytes[2] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = now.toString(16).padStart(12, '0') + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
