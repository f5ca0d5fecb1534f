import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

const src = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));

/*
 * `vite build` makes two builds of the same sources into dist/:
 *
 * - script: `ky-wallet.js`, one self-contained ES module for `<script type="module">`. React is
 *   swapped for preact/compat (the components are written against React's API, which preact/compat
 *   implements), the protocol schemas are bundled and CSS is inlined (`?inline`) into a
 *   constructable stylesheet: the host page gets one file and no <style> or CSS request.
 * - bundler: `index.js` and `react.js` with `.d.ts`, for `import '@ky-wallet/widget'`. React,
 *   react-dom, the protocol package and valibot stay imports (peer and regular dependencies), so
 *   an app that already has React does not get a second copy.
 */

/** react -> preact/compat (and signals-react -> @preact/signals), for the script build only. */
function preactCompat(): Plugin {
  const targets: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
    // Signals in components: @preact/signals' own tracking in place of signals-react's useSignals.
    '@preact/signals-react/runtime': src('state/signals-preact.ts'),
  };
  return {
    name: 'ky:preact-compat',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'script',
    resolveId(source, importer, options) {
      const target = targets[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/**
 * With KY_BUNDLE_STATS=<file> (`npm run bench` sets it), writes what each module of the script
 * build's `ky-wallet.js` holds, for the size breakdown by library. Nothing is added to dist/.
 */
function bundleStats(): Plugin {
  return {
    name: 'ky:bundle-stats',
    applyToEnvironment: (environment) => environment.name === 'script' && Boolean(process.env.KY_BUNDLE_STATS),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
      const modules = chunks.flatMap((chunk) =>
        Object.entries(chunk.modules).map(([id, module]) => ({ file: chunk.fileName, id, code: module.code ?? '' })),
      );
      writeFileSync(String(process.env.KY_BUNDLE_STATS), JSON.stringify({ modules }));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preactCompat(),
    bundleStats(),
    {
      ...dts({
        tsconfigPath: 'tsconfig.build.json',
        entryRoot: 'src',
        // Keep `@ky-wallet/protocol` a package import in the .d.ts (the alias below is for the script build).
        pathsToAliases: false,
        aliasesExclude: ['@ky-wallet/protocol'],
      }),
      applyToEnvironment: (environment) => environment.name === 'bundler',
    },
  ],
  resolve: {
    alias: { '@ky-wallet/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
  },
  // Library mode leaves process.env alone; React and preact pick their production code from this.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  builder: {
    async buildApp(builder) {
      // One after the other: the script build empties dist/ first.
      for (const name of ['script', 'bundler']) {
        const environment = builder.environments[name];
        if (environment) await builder.build(environment);
      }
    },
  },
  environments: {
    script: {
      consumer: 'client', // a browser build: bundle every dependency
      build: {
        target: 'es2022',
        emptyOutDir: true,
        lib: { entry: src('index.ts'), formats: ['es'] },
        rolldownOptions: {
          output: {
            entryFileNames: 'ky-wallet.js',
            // Lib mode keeps whitespace and /*#__PURE__*/ for bundlers that re-bundle; this file goes
            // straight to a <script> tag, so minify it fully, like an app build.
            minify: true,
            comments: { legal: false, annotation: false, jsdoc: false },
          },
        },
      },
    },
    bundler: {
      consumer: 'client',
      build: {
        target: 'es2022',
        emptyOutDir: false,
        minify: false,
        lib: { entry: { index: src('index.ts'), react: src('react/index.ts') }, formats: ['es'] },
        rolldownOptions: {
          // react.js imports index.js itself rather than a third, shared chunk.
          preserveEntrySignatures: 'allow-extension',
          // The package's dependencies and peer dependencies: the app's bundler resolves them.
          external: [
            /^react($|\/)/,
            /^react-dom($|\/)/,
            /^@lit\/reactive-element($|\/)/,
            /^@preact\/signals-(core|react)($|\/)/,
            '@ky-wallet/protocol',
            'valibot',
          ],
        },
      },
    },
  },
});
