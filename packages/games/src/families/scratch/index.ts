export * from './scratch.js';
