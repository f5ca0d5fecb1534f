export * from './errors.js';
export * from './money.js';
export * from './calls.js';
export * from './game.js';
export * from './json.js';
export * from './admin.js';
export * from './login-link.js';

/** HTTP paths of the API. */
export const API_PATHS = {
  login: '/api/getLocalData',
  data: '/api/getData',
  contact: '/api/contact',
  health: '/healthz',
} as const;

/** Deposits carry this header; the same key with the same body moves money once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export * from './text.js';
export * from './uuid.js';
