import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

/*
 * The back office (/admin, /admin2) is a build of its own, written to dist/backoffice and served
 * from /backoffice/, so the player site's pages and chunks stay byte for byte what they were.
 * Same stack as the site: React components rendered by Preact through preact/compat.
 */
const preact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const server = process.env.KY_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('src/admin', import.meta.url)),
  base: '/backoffice/',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@ky-wallet/protocol', replacement: fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
      ...(command === 'build' ? preact : []),
    ],
  },
  server: { proxy: { '/api': server } },
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('dist/backoffice', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A catalogue is named after its locale (admin-messages-de-CH-<hash>.js).
        chunkFileNames: (chunk) => {
          const messages = /\/i18n\/locales\/([^/]+)\/admin\.json$/.exec(chunk.facadeModuleId ?? '');
          return messages ? `assets/admin-messages-${messages[1]}-[hash].js` : 'assets/admin-[name]-[hash].js';
        },
        entryFileNames: 'assets/admin-[name]-[hash].js',
      },
    },
  },
}));
