import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package owns its Vitest config (environment, aliases); this runs them all as one suite.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } }],
    // One test file per core. Vitest's default for a run leaves a core to its main process, which
    // on a 2-core machine means one file at a time: 128 s for the suite here, 80 s with two (the
    // files' servers and databases wait on I/O much of the time). With a core taken by another
    // process, three runs of two workers passed in 112-115 s.
    maxWorkers: availableParallelism(),
  },
});
