import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site is served by the wallet server in production; in `vite dev` the API and the widget
// come from a running server (npm start) through the proxy.
const server = process.env.KY_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@ky-wallet/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': server, '/widget': server },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
