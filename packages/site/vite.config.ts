import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { sourceAliases } from './source-aliases.ts';

// The site is served by the wallet server in production; in `vite dev` the API and the widget
// come from a running server (npm start) through the proxy.
const server = process.env.KY_SERVER_URL ?? 'http://127.0.0.1:8080';

/*
 * Production builds render with Preact through preact/compat: the same components, a tenth of
 * React's size, which keeps each page's initial JavaScript under 80 KB gzip (bench/lighthouse.mjs
 * measures it). `vite dev` and the unit tests use React itself.
 */
const reactRouter = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The widget's components read their signals through signals-react; on Preact, @preact/signals
  // does it (the widget's adapter for that).
  { find: /^@preact\/signals-react\/runtime$/, replacement: '@ky-wallet/widget/signals-preact' },
  // react-router's package exports only its development build, whose warnings for developers stay
  // in a bundle as dead weight; its production build is the same code with them off.
  { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
];

/**
 * This build's id (SPEC.md section 7's latest-build check): compiled into the site's code and
 * written to dist/version.json, which an open site polls; a different id there means a new
 * deployment, and the site loads it at the next navigation (src/app/versionCheck.ts).
 * KY_BUILD_ID sets it (a commit id, a CI run); by default each build gets a fresh one.
 */
const buildId = process.env.KY_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

function versionFile(): Plugin {
  return {
    name: 'ky-version-file',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ build: buildId })}\n` });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), versionFile()],
  resolve: {
    alias: [
      ...sourceAliases,
      ...(command === 'build' ? productionAliases : []),
    ],
  },
  define: {
    // Canonical and hreflang links and sitemap.xml need the public origin (see README).
    'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(process.env.KY_SITE_ORIGIN ?? 'http://127.0.0.1:8080'),
    // Only production builds check for a newer one; `vite dev` and the tests have no version file.
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : ''),
  },
  server: {
    proxy: { '/api': server, '/widget': server, '/rgs': server },
  },
  // The prerender bundle takes everything (react-router included) through the Preact aliases.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: !isSsrBuild,
    manifest: !isSsrBuild,
    // Covers stay files (cacheable, lazy-loaded), never data: URLs inside the JavaScript.
    assetsInlineLimit: 0,
    emptyOutDir: true,
    rolldownOptions: {
      // react-router feature-checks React 19's `use` and `useOptimistic`, which preact/compat
      // lacks; the checks are the point, the warnings are noise.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && /react-router/.test(log.message)) return;
        handler(level, log);
      },
      output: {
        // Route chunks are named after their folder (route-games-<hash>.js), rules after their game,
        // message catalogues after their locale and part (messages-zh-TW-<hash>.js for the part every
        // page loads, messages-zh-TW-play-<hash>.js for another), the widget's code
        // (@ky-wallet/widget/react) is wallet-<hash>.js (bench/lighthouse.mjs counts it apart).
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          if (/[\\/]widget[\\/]dist[\\/]react\.js$/.test(id)) return 'assets/wallet-[hash].js';
          const route = /\/routes\/([^/]+)\/route\.tsx$/.exec(id);
          if (route) return `assets/route-${route[1]}-[hash].js`;
          const rules = /\/content\/games\/([^/]+)\/rules\.ts$/.exec(id);
          if (rules) return `assets/rules-${rules[1]}-[hash].js`;
          const messages = /\/i18n\/locales\/([^/]+)\/(\w+)\.json$/.exec(id);
          if (messages) return `assets/messages-${messages[1]}${messages[2] === 'site' ? '' : `-${messages[2]}`}-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
}));
