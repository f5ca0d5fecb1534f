export * from './math.js';
export { engine, type FortuneFeature, type FortuneMarks, type FortuneState, type FortuneView } from './engine.js';
export { figures } from './figures.js';
export { recipe } from './recipe.js';
