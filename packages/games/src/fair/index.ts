/**
 * `@ky-wallet/games/fair`: the originals' provably fair outcomes and payout tables. Browser-safe
 * (Web Crypto, no Node imports), shared by the game server and the site's verification page.
 */
export * from './hmac.js';
export * from '../games/original-dice/math.js';
export * from '../games/original-wheel/math.js';
export * from '../games/original-mines/math.js';
export * from './verify.js';
export { payoutOf } from './payout.js';
