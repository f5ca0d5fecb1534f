export * from './reels.js';
export * from './pays.js';
export * from './round.js';
