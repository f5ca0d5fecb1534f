import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/*
 * The published shape of @ky-wallet/widget, checked on the built package (no browser): both
 * builds, the size budget of the script build, package.json `exports`, and the types as a
 * consumer's TypeScript sees them through those exports. The script build runs in Chromium in
 * every other e2e spec.
 */

const widget = fileURLToPath(new URL('../../packages/widget/', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
/** The TypeScript an operator installs today (`typescript@latest`, 7): the native compiler. */
const tsc = join(root, 'node_modules/typescript-native/bin/tsc');
const run = promisify(execFile);

interface PackageJson {
  exports: Record<string, string | { types: string; default: string }>;
  types: string;
  customElements: string;
  sideEffects: string[];
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
}

test("the build keeps --ky-z-index's documented default (the CSS minifier rounds long numbers: 2147483000 became 2147480000)", async () => {
  const code = await readFile(join(widget, 'dist/ky-wallet.js'), 'utf8');
  const readme = await readFile(join(widget, 'README.md'), 'utf8');
  const documented = [...readme.matchAll(/^\| `(--ky-z-index)` \| `([^`]+)` \|/gm)].map((match) => [match[1], match[2]]);
  expect(documented).toHaveLength(1);
  for (const [name, value] of documented) expect(code).toContain(`var(${name},${value})`);
});

test('the script build is self-contained, without React, and within 40 KB gzip', async () => {
  const script = await readFile(join(widget, 'dist/ky-wallet.js'));
  const gzip = gzipSync(script, { level: 9 }).length;
  expect(gzip).toBeLessThanOrEqual(40 * 1024);
  const code = script.toString('utf8');
  // No static import; the only dynamic imports are its own locale chunks, next to it.
  expect(code).not.toMatch(/\bimport\s*[{*\w][^;]*?from\s*["']/);
  const chunks = [...code.matchAll(/\bimport\(([^)]*)\)/g)].map((match) => match[1]).sort();
  expect(chunks).toEqual([
    expect.stringMatching(/^`\.\/ky-wallet-de-CH-[\w-]+\.js`$/),
    expect.stringMatching(/^`\.\/ky-wallet-zh-CN-[\w-]+\.js`$/),
    expect.stringMatching(/^`\.\/ky-wallet-zh-TW-[\w-]+\.js`$/),
  ]);
  // preact/compat, not React 19's runtime.
  expect(code).not.toContain('react.transitional.element');
  expect(code).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE');
  // English is in it; each other locale is in its chunk, a plain module (no import, no eval).
  expect(code).toContain('Login successful!');
  const texts = { 'zh-TW': '登入成功！', 'zh-CN': '登录成功！', 'de-CH': 'Anmeldung erfolgreich!' };
  for (const [locale, text] of Object.entries(texts)) {
    expect(code).not.toContain(text);
    const file = chunks.find((chunk) => chunk?.includes(`-${locale}-`))?.slice(3, -1) ?? '';
    const chunk = await readFile(join(widget, 'dist', file), 'utf8');
    expect(chunk).toContain(text);
    expect(chunk).not.toMatch(/\bimport\b|\beval\(|\bFunction\(/);
    expect(gzipSync(chunk, { level: 9 }).length).toBeLessThan(2 * 1024);
  }
});

test('the bundler build keeps React, react-dom, lit, the signals, the protocol, valibot and i18next as imports', async () => {
  const index = await readFile(join(widget, 'dist/index.js'), 'utf8');
  const imports = [...index.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]).sort();
  expect(imports).toEqual([
    // The dialogs' focus helpers, an entry of their own for the site's dialogs (./dialog-focus).
    './dialog-focus.js',
    './i18n/core.js',
    './i18n/tags.js',
    '@ky-wallet/protocol',
    '@lit/reactive-element',
    '@preact/signals-core',
    '@preact/signals-react/runtime',
    'react',
    'react-dom/client',
    'react/jsx-runtime',
    'valibot',
  ]);
  const react = await readFile(join(widget, 'dist/react.js'), 'utf8');
  expect(react).toContain('from "./index.js"');
  // The shared i18n setup (also `@ky-wallet/widget/i18n`, with formatMoney) imports i18next and the protocol.
  const i18n = await readFile(join(widget, 'dist/i18n/core.js'), 'utf8');
  expect([...i18n.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]).sort()).toEqual(['./tags.js', '@ky-wallet/protocol', 'i18next']);
  // Its locale tags and matching (`@ky-wallet/widget/i18n/tags`) import nothing: a page can pick its locale before i18next loads.
  const tags = await readFile(join(widget, 'dist/i18n/tags.js'), 'utf8');
  expect(tags).not.toMatch(/^import /m);
  // The Preact adapter for the components' signals (`@ky-wallet/widget/signals-preact`) imports @preact/signals only.
  const signals = await readFile(join(widget, 'dist/signals-preact.js'), 'utf8');
  expect([...signals.matchAll(/^import\s*"([^"]+)";$/gm)].map((match) => match[1])).toEqual(['@preact/signals']);
  expect(signals).not.toMatch(/from "/);
});

test('package.json exports, types, peer dependencies and side effects name real files', async () => {
  const pkg = JSON.parse(await readFile(join(widget, 'package.json'), 'utf8')) as PackageJson;
  expect(Object.keys(pkg.exports)).toEqual([
    '.',
    './react',
    './i18n',
    './i18n/tags',
    './dialog-focus',
    './signals-preact',
    './ky-wallet.js',
    './package.json',
    './custom-elements.json',
  ]);
  for (const target of Object.values(pkg.exports)) {
    for (const file of typeof target === 'string' ? [target] : [target.types, target.default]) {
      expect(existsSync(join(widget, file)), file).toBe(true);
    }
  }
  expect(existsSync(join(widget, pkg.types))).toBe(true);
  // The custom elements manifest, generated at build from the element's JSDoc.
  expect(pkg.customElements).toBe('dist/custom-elements.json');
  expect(existsSync(join(widget, pkg.customElements))).toBe(true);
  expect(pkg.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
  expect(pkg.dependencies).not.toHaveProperty('react');
  for (const file of pkg.sideEffects) expect(existsSync(join(widget, file)), file).toBe(true);
});

test("a consumer's TypeScript sees the tag, the events and the React 19 JSX through the exports", async () => {
  test.setTimeout(180_000); // a full type check; slow on a busy machine
  // Inside the repository so that `@ky-wallet/widget` resolves through node_modules like an
  // installed package; dist/ is build output, ignored by git.
  const dir = join(widget, 'dist/consumer-check');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  );
  await writeFile(
    join(dir, 'consumer.tsx'),
    `import '@ky-wallet/widget';
import type { KyWalletElement, WalletConfig } from '@ky-wallet/widget';
import { KyWallet, useWalletSession } from '@ky-wallet/widget/react';

const el: KyWalletElement = document.createElement('ky-wallet');
el.addEventListener('ky-deposit', (event) => {
  const balance: number = event.detail.balance;
  return balance;
});
// @ts-expect-error the detail's balance is a number
el.addEventListener('ky-deposit', (event) => event.detail.balance.toUpperCase());
document.addEventListener('ky-age', (event) => event.detail.confirmed);
const config: WalletConfig = { locale: 'de-CH', theme: 'auto', ageGate: true };
el.config = config;
void el.history({ page: 1 }).then((data) => data.rows.length);
// @ts-expect-error the session is read-only
el.session = el.session;

export function Page() {
  const session = useWalletSession();
  return (
    <>
      <ky-wallet locale="zh-TW" onky-deposit={(event) => event.detail.amount.toFixed(2)} />
      <KyWallet theme="dark" onDeposit={(event) => event.detail.balance} />
      {/* @ts-expect-error no such theme */}
      <KyWallet theme="neon" />
      <p>{session.loggedIn ? session.balance : 0}</p>
    </>
  );
}
`,
  );
  try {
    const result = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(result.stdout).toBe('');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the React example type-checks against the published types', async () => {
  test.setTimeout(180_000); // a full type check; slow on a busy machine
  const result = await run(process.execPath, [tsc, '-p', join(root, 'examples/react-host/tsconfig.json')]).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  expect(result.stdout).toBe('');
});
