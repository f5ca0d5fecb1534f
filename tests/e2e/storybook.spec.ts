import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, startStaticServer, test } from './fixtures.ts';

// Every story is a designer's review surface and a test fixture: each must render without a
// console error and without an axe violation. `npm test` builds storybook-static first.
const dir = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const index = join(dir, 'index.json');
if (!existsSync(index)) throw new Error('storybook-static is missing: run `npm run build-storybook` first');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}
const stories = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries as Record<string, IndexEntry>).filter(
  (entry) => entry.type === 'story',
);

interface StoryFinished {
  status: 'success' | 'error';
  reporters: { type: string; result: { violations?: { id: string; help: string }[]; error?: unknown } }[];
}
type StoryWindow = { __kyStoryFinished?: StoryFinished };

// One tab a worker, each story a fresh document in it: a new browser context a story meant a new
// renderer process and every script compiled anew, 3.3 s a story against 0.7 s on a machine with
// slow fresh memory (bench/machine.mjs). What a context would have isolated is reset below.
let server: Awaited<ReturnType<typeof startStaticServer>>;
let tab: Page;
test.beforeAll(async ({ browser }) => {
  server = await startStaticServer(dir);
  const context = await browser.newContext();
  // Before any of the page's scripts, in every document: storage as a new context has it (the
  // widget keeps its session and the age gate's answer there), then catch the preview's channel
  // as Storybook publishes it and keep its STORY_FINISHED event (status, each addon's report).
  await context.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // a document without storage (about:blank): nothing to reset
    }
    let channel: unknown;
    Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: { on(event: string, listener: (payload: StoryFinished) => void): void }) {
        channel = value;
        value.on('storyFinished', (payload) => {
          (window as StoryWindow).__kyStoryFinished = payload;
        });
      },
    });
  });
  tab = await context.newPage();
});
test.afterAll(async () => {
  await tab?.context().close();
  await server?.stop();
});

test('Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders cleanly`, async () => {
    const page = tab;
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(String(error));
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    try {
      await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`);
      // Text inside #storybook-root, shadow roots included: a widget story renders into one.
      const renderedText = () =>
        page.evaluate(() => {
          const deepText = (node: Node): string =>
            [...node.childNodes]
              .map((child) =>
                child.nodeType === Node.TEXT_NODE
                  ? (child.textContent ?? '')
                  : deepText(child) + ((child as Element).shadowRoot ? deepText((child as Element).shadowRoot as ShadowRoot) : ''),
              )
              .join('');
          const root = document.querySelector('#storybook-root');
          return root ? deepText(root).trim() : '';
        });
      await expect.poll(renderedText, { timeout: 15_000 }).not.toBe('');
      await expect(page.locator('.sb-show-errordisplay')).toHaveCount(0);
      // Storybook's own verdict, sent when the story has finished: after its play function, after
      // its animations, and after addon-a11y's axe run over the story (preview.tsx sets a11y
      // `test: 'error'`, so a violation makes the status "error"). Reading it instead of running
      // axe a second time halves the spec's time.
      const finished = await page.waitForFunction(() => (window as StoryWindow).__kyStoryFinished, undefined, { timeout: 15_000 });
      const { status, reporters } = (await finished.jsonValue()) as StoryFinished;
      const a11y = reporters.find((report) => report.type === 'a11y');
      expect(a11y, 'addon-a11y reported on the story').toBeDefined();
      expect((a11y?.result.violations ?? []).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      expect(a11y?.result.error).toBeUndefined();
      expect(status).toBe('success');
      expect(errors).toEqual([]);
    } finally {
      // The tab outlives this story: its listeners must not.
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  });
}
