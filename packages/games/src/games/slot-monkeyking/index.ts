export * from './math.js';
export { engine } from './engine.js';
export { exactFigures, figures } from './figures.js';
export { recipe } from './recipe.js';
