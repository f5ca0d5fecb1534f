import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run against real React (the bundler build); the preact script build is
// exercised in Chromium by the end-to-end tests.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@ky-wallet/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'widget',
    environment: 'happy-dom',
    // Worker threads rather than processes: each file still gets its own module graph and DOM, and
    // a thread starts sooner (site and widget together: 73 s against 81 here).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // `*.test-d.tsx` pin the public types (tag map, event map, React JSX) with expectTypeOf.
    // Checked by TypeScript 7, named by path like the package's scripts: `tsc` alone is whichever of
    // TypeScript 6 and 7 npm linked last (see the README's "Test it").
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.json',
      checker: fileURLToPath(new URL('../../node_modules/typescript-native/bin/tsc', import.meta.url)),
    },
  },
});
