import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { defineConfig, parseAst, type Plugin, type Rolldown } from 'vite';
import dts from 'vite-plugin-dts';

const src = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));

/*
 * `vite build` makes two builds of the same sources into dist/:
 *
 * - script: `ky-wallet.js`, a self-contained ES module for `<script type="module">`. React is
 *   swapped for preact/compat (the components are written against React's API, which preact/compat
 *   implements), the protocol schemas, i18next and the English texts are bundled and CSS is
 *   inlined (`?inline`) into a constructable stylesheet: the host page gets one file and no
 *   <style> or CSS request. The other locales' texts are chunks beside it
 *   (`ky-wallet-zh-TW-<hash>.js`, …), imported by an element that shows that locale.
 * - bundler: `index.js` and `react.js` with `.d.ts`, for `import '@ky-wallet/widget'`. React,
 *   react-dom, the protocol package, valibot and i18next stay imports (peer and regular
 *   dependencies), so an app that already has React does not get a second copy; the locale
 *   chunks (`i18n-zh-TW-<hash>.js`, …) are dynamic imports the app's bundler splits off.
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
 * Chunk names: a locale's catalogue (`src/i18n/locales/<locale>/widget.json`, imported on demand)
 * is `<prefix>-<locale>-<hash>.js`; the hash lets the server cache it for good (ky-wallet.js,
 * which names it, is revalidated).
 */
function chunkName(prefix: string) {
  return (chunk: Rolldown.PreRenderedChunk) => {
    const locale = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(chunk.facadeModuleId ?? '')?.[1];
    return locale ? `${prefix}-${locale}-[hash].js` : '[name]-[hash].js';
  };
}

/** Logger methods of i18next that print only with `debug: true` (its Logger returns null otherwise). */
const DEBUG_ONLY_LOGS = new Set(['log', 'warn', 'deprecate', 'once']);

/**
 * i18next's debug messages (`this.logger.warn(...)` and the like) print only with `debug: true`,
 * which the widget never sets; in the script build their calls become `null`, what they return
 * then, and their text (about 1.5 KB gzip) leaves ky-wallet.js. `logger.error` stays.
 */
function i18nextWithoutDebugLogs(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node => typeof (value as Node | null)?.type === 'string';
  const isDebugLog = (node: Node) => {
    const callee = node.callee as Node | undefined;
    const object = callee?.object as Node | undefined;
    return (
      node.type === 'CallExpression' &&
      callee?.type === 'MemberExpression' &&
      DEBUG_ONLY_LOGS.has(String((callee.property as { name?: string }).name)) &&
      object?.type === 'MemberExpression' &&
      (object.property as { name?: string }).name === 'logger'
    );
  };
  return {
    name: 'ky:i18next-without-debug-logs',
    applyToEnvironment: (environment) => environment.name === 'script',
    transform: {
      filter: { id: /[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/ },
      handler(code) {
        const calls: Node[] = [];
        const visit = (value: unknown): void => {
          if (Array.isArray(value)) return value.forEach(visit);
          if (!isNode(value)) return;
          if (isDebugLog(value)) return void calls.push(value);
          Object.values(value).forEach(visit);
        };
        visit(parseAst(code));
        // Last to first, so the earlier offsets still hold.
        let result = code;
        for (const { start, end } of calls.sort((a, b) => b.start - a.start)) result = `${result.slice(0, start)}null${result.slice(end)}`;
        return { code: result, map: null };
      },
    },
  };
}

/**
 * i18next's module ends with its named exports, `const use = instance.use;` and so on, one for
 * each method of its default instance. The widget imports the default only, but tree-shaking keeps
 * those reads (a property read may run a getter): in the script build they go, and their names
 * leave the module's exports (an import of one fails the build rather than finding nothing).
 */
function i18nextDefaultOnly(): Plugin {
  return {
    name: 'ky:i18next-default-only',
    applyToEnvironment: (environment) => environment.name === 'script',
    transform: {
      filter: { id: /[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/ },
      handler(code) {
        const reads = new Set<string>();
        const kept = code.replace(/^const (\w+) = instance\.\1;$/gm, (_line, name: string) => {
          reads.add(name);
          return '';
        });
        const result = kept.replace(/^export \{([^}]*)\};$/m, (_line, names: string) => {
          const exported = names.split(',').filter((name) => !reads.has(name.trim()));
          return `export {${exported.join(',')}};`;
        });
        return { code: result, map: null };
      },
    },
  };
}

/**
 * With KY_BUNDLE_STATS=<file> (`npm run bench` sets it), writes what each module of the script
 * build holds, for the size breakdown by library. Only the script build runs then, and it writes
 * nothing to dist/.
 */
const statsFile = process.env.KY_BUNDLE_STATS;

function bundleStats(): Plugin {
  return {
    name: 'ky:bundle-stats',
    applyToEnvironment: (environment) => environment.name === 'script' && Boolean(statsFile),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
      const modules = chunks.flatMap((chunk) =>
        Object.entries(chunk.modules).map(([id, module]) => ({ file: chunk.fileName, id, code: module.code ?? '' })),
      );
      writeFileSync(String(statsFile), JSON.stringify({ modules }));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preactCompat(),
    i18nextWithoutDebugLogs(),
    i18nextDefaultOnly(),
    bundleStats(),
    {
      ...dts({
        tsconfigPath: 'tsconfig.build.json',
        entryRoot: 'src',
        // Keep `@ky-wallet/protocol` a package import in the .d.ts (the alias below is for the script build).
        pathsToAliases: false,
        aliasesExclude: ['@ky-wallet/protocol'],
        // i18n/resources.d.ts (generated, the catalogue's types) goes along.
        copyDtsFiles: true,
      }),
      applyToEnvironment: (environment) => environment.name === 'bundler',
    },
  ],
  resolve: {
    alias: { '@ky-wallet/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
  },
  // The CSS uses no light-dark(): Lightning CSS's stand-in for it (two custom properties set
  // beside every color-scheme) would be dead weight in ky-wallet.js.
  css: { lightningcss: { exclude: Features.LightDark } },
  // A catalogue is imported whole (its default export): no export per key, smaller chunks.
  json: { namedExports: false },
  // Library mode leaves process.env alone; React and preact pick their production code from this.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  builder: {
    async buildApp(builder) {
      // One after the other: the script build empties dist/ first.
      for (const name of statsFile ? ['script'] : ['script', 'bundler']) {
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
        emptyOutDir: !statsFile,
        write: !statsFile,
        lib: { entry: src('index.ts'), formats: ['es'] },
        rolldownOptions: {
          output: {
            entryFileNames: 'ky-wallet.js',
            chunkFileNames: chunkName('ky-wallet'),
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
        // `i18n/core`: `dist/i18n/core.js` beside its `.d.ts` (a `dist/i18n.js` would shadow the `dist/i18n/` types).
        // `i18n/tags`: the locales and their matching without i18next, for a page's first decisions.
        // `signals-preact`: what an app that runs the components on preact/compat aliases
        // `@preact/signals-react/runtime` to (as the site does; it needs @preact/signals).
        // `dialog-focus`: Tab wrapping inside a dialog, for the site's own dialogs.
        lib: {
          entry: {
            index: src('index.ts'),
            react: src('react/index.ts'),
            'i18n/core': src('i18n/core.ts'),
            'i18n/tags': src('i18n/tags.ts'),
            'signals-preact': src('state/signals-preact.ts'),
            'dialog-focus': src('components/Dialog/focus.ts'),
          },
          formats: ['es'],
        },
        rolldownOptions: {
          // react.js imports index.js itself rather than a third, shared chunk.
          preserveEntrySignatures: 'allow-extension',
          output: { chunkFileNames: chunkName('i18n') },
          // The package's dependencies and peer dependencies: the app's bundler resolves them.
          external: [
            /^react($|\/)/,
            /^react-dom($|\/)/,
            /^@lit\/reactive-element($|\/)/,
            /^@preact\/signals(-core|-react)?($|\/)/,
            '@ky-wallet/protocol',
            'valibot',
            'i18next',
          ],
        },
      },
    },
  },
});
