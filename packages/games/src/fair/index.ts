/**
 * `@ky-wallet/games/fair`: the originals' provably fair outcomes and payout tables. Browser-safe
 * (Web Crypto, no Node imports), shared by the game server and the site's verification page.
 */
export * from './hmac.js';
export * from './dice.js';
export * from './wheel.js';
export * from './mines.js';
export * from './verify.js';
export { payoutOf } from './payout.js';
