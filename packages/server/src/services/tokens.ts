import { hash, randomBytes } from 'node:crypto';

// Bearer credentials: players' and staff members' session tokens, game sessions' tokens. Only their
// SHA-256 is stored, so a copy of the database opens no session.

/** A new token: 32 random bytes in unpadded base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  // crypto.hash: the one-shot form, less than half the cost of a Hash object (every request hashes its token).
  return hash('sha256', token, 'hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a token is shaped as `newToken` makes them: anything else is refused without a database lookup. */
export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_PATTERN.test(token);
}

/** The credentials of an `Authorization: Bearer …` header; the scheme's name is case-insensitive (RFC 9110). */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : /^Bearer +(\S+) *$/i.exec(header)?.[1];
}
