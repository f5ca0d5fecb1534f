import { defineConfig } from 'vitest/config';

// Each package owns its Vitest config (environment, aliases); this runs them all as one suite.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
