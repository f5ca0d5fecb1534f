import { buildServer } from './processes.js';

/** Once a run, before any test file: the tests that spawn `node dist/main.js` need it current. */
export function setup(): void {
  buildServer();
}
