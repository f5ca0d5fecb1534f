import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      { find: /^@ky-wallet\/protocol$/, replacement: fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
      { find: /^@ky-wallet\/games$/, replacement: fileURLToPath(new URL('../games/src/index.ts', import.meta.url)) },
      { find: /^@ky-wallet\/games\/sqlite-driver$/, replacement: fileURLToPath(new URL('../games/src/store/sqlite-driver.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // API tests start real servers and hash real passwords; give them room on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
