import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One self-contained ES module for `<script type="module" src=".../ky-wallet.js">`: React,
// i18next and the protocol schemas are bundled, CSS is inlined (`?inline`) into constructable
// stylesheets, so the host page gets one file and no <style> or CSS request.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@ky-wallet/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
  },
  // Library mode leaves process.env alone; React picks its production build from this.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'ky-wallet.js',
    },
    rolldownOptions: {
      // Lib mode keeps whitespace and /*#__PURE__*/ for bundlers that re-bundle; this file goes
      // straight to a <script> tag, so minify it fully, like an app build.
      output: { minify: true, comments: { legal: false, annotation: false, jsdoc: false } },
    },
  },
});
