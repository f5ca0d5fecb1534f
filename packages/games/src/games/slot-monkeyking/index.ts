export * from './math.js';
export { engine, type MonkeyFeature, type MonkeyMarks, type MonkeySpin, type MonkeyState, type MonkeyView, type StaffMark } from './engine.js';
export { exactFigures, figures } from './figures.js';
export { recipe } from './recipe.js';
