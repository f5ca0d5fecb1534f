import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      { find: /^@ky-wallet\/protocol$/, replacement: fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
      { find: /^@ky-wallet\/games$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      // The site's rule pages, read by the tests, make their tables from these: the engine here, not its build.
      { find: /^@ky-wallet\/games\/contract$/, replacement: fileURLToPath(new URL('./src/contract.ts', import.meta.url)) },
      { find: /^@ky-wallet\/games\/fair$/, replacement: fileURLToPath(new URL('./src/fair/index.ts', import.meta.url)) },
      { find: /^@ky-wallet\/games\/sqlite-driver$/, replacement: fileURLToPath(new URL('./src/store/sqlite-driver.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'games',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    // The integration tests start a real wallet server (and PostgreSQL databases) per suite.
    hookTimeout: 60_000,
  },
});
