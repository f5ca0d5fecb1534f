export * from './math.js';
export { engine, type GoldenTigerCoin, type GoldenTigerMarks, type GoldenTigerState, type GoldenTigerView, type HoldAndWinView } from './engine.js';
export { figures } from './figures.js';
export { recipe } from './recipe.js';
