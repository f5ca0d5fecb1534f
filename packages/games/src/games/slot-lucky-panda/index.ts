export * from './math.js';
export { engine } from './engine.js';
export { figures } from './figures.js';
export { recipe } from './recipe.js';
