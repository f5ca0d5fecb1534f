export * from './math.js';
export { engine } from './engine.js';
