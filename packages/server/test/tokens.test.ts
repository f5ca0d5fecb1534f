import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, isWellFormedToken, newToken } from '../src/services/tokens.js';

describe('tokens', () => {
  it('makes tokens of 32 random bytes that pass the shape check, each one new', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isWellFormedToken(token)).toBe(true);
    }
  });

  it('refuses tokens of another shape before any lookup', () => {
    const token = newToken();
    for (const bad of [undefined, '', token.slice(1), `${token}A`, `${token.slice(1)}=`, `${token.slice(1)}+`, `${token.slice(1)}/`]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });

  it('hashes a token to the hex SHA-256 the store keeps', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reads the credentials of a Bearer header, the scheme in any case', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('BEARER abc')).toBe('abc');
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
  });
});
