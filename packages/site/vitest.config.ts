import { defineProject } from 'vitest/config';
import { sourceAliases } from './source-aliases.ts';

export default defineProject({
  resolve: {
    alias: sourceAliases,
  },
  test: {
    name: 'site',
    environment: 'happy-dom',
    // Worker threads rather than processes: each file still gets its own module graph and DOM, and
    // a thread starts sooner (site and widget together: 73 s against 81 here).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Route tests import every page chunk and rule document; on a busy 2-core machine that can
    // take longer than Vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
  },
});
