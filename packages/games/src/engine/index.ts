/**
 * `@ky-wallet/games/engine`: the round API's shape (engine.ts), the fair stream's reads
 * (draw.ts) and the replay a verifier runs (replay.ts). Browser-safe.
 */
export * from './draw.js';
export * from './engine.js';
export * from './replay.js';
export * from './recipe.js';
