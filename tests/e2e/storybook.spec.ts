import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, startStaticServer, test, watchErrors } from './fixtures.ts';

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
  tags?: string[];
}
const entries = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries as Record<string, IndexEntry>);
const stories = entries.filter((entry) => entry.type === 'story');
const docsPages = entries.filter((entry) => entry.type === 'docs');

interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; result: { violations?: { id: string; help: string }[]; error?: unknown } }[];
}
/**
 * What the preview sends when a story fails. A play function that throws still ends in a
 * STORY_FINISHED whose status is "success" (Storybook 10), with no error display: only this
 * event (and a console error) says so.
 */
const STORY_ERRORS = ['playFunctionThrewException', 'storyThrewException', 'storyErrored'] as const;

interface StoryChannel {
  on(event: 'storyFinished', listener: (payload: StoryFinished) => void): void;
  on(event: 'docsRendered', listener: (docsId: string) => void): void;
  on(event: (typeof STORY_ERRORS)[number], listener: (error: { message?: string } | undefined) => void): void;
  emit(event: string, payload: unknown): void;
}
type StoryWindow = {
  __kyStoryFinished?: StoryFinished;
  /** The id of the docs page last rendered. */
  __kyDocsRendered?: string;
  /** What the story shown threw: its play function, its render or its loaders. */
  __kyStoryErrors?: string[];
  __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel;
};

// One tab a worker, and one preview document in it: the first story loads iframe.html, every
// later one is shown as the Storybook UI shows it, by asking the preview's channel for it
// (`setCurrentStory`), which unmounts the last story and renders the next with a fresh context
// (preview.tsx gives widget stories fresh stores each time). A document a story cost the preview
// bundle's start-up for each of the ~300 stories, most of this spec's time; a browser context a
// story, a renderer process and every script compiled anew besides. Storage is reset below. The
// docs pages are shown in the same tab (`viewMode: 'docs'`): 0.2-1.6 s each against 7.6 s in a
// tab of their own.
let server: Awaited<ReturnType<typeof startStaticServer>>;
let tab: Page;
let previewLoaded = false;
/** The toolbar's locale the tab's preview shows stories in. */
let shownLocale = 'en';
test.beforeAll(async ({ browser }) => {
  server = await startStaticServer(dir);
  const context = await browser.newContext();
  // Before any of the preview's scripts: catch its channel as Storybook publishes it and keep the
  // last STORY_FINISHED event (story id, status, each addon's report), the docs page last rendered,
  // and what the story threw.
  await context.addInitScript((events) => {
    let channel: StoryChannel | undefined;
    Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: StoryChannel) {
        channel = value;
        value.on('storyFinished', (payload) => {
          (window as StoryWindow).__kyStoryFinished = payload;
        });
        value.on('docsRendered', (docsId) => {
          (window as StoryWindow).__kyDocsRendered = docsId;
        });
        for (const event of events) {
          value.on(event, (error) => {
            const storyWindow = window as StoryWindow;
            (storyWindow.__kyStoryErrors ??= []).push(`${event}: ${error?.message ?? String(error)}`);
          });
        }
      },
    });
  }, STORY_ERRORS);
  tab = await context.newPage();
});
test.afterAll(async () => {
  await tab?.context().close();
  await server?.stop();
});

/** Shows a story or a docs page in the worker's tab, in `locale`, from fresh storage. */
async function show(page: Page, id: string, viewMode: 'story' | 'docs', locale: string): Promise<void> {
  if (previewLoaded) {
    await page.evaluate(
      ({ id, viewMode, locale, newLocale }) => {
        // What a fresh context would have: no storage (the widget keeps its session and the age
        // gate's answer there), and no verdict of the last story.
        localStorage.clear();
        sessionStorage.clear();
        const storyWindow = window as StoryWindow;
        const channel = storyWindow.__STORYBOOK_ADDONS_CHANNEL__;
        if (newLocale) channel?.emit('updateGlobals', { globals: { locale } });
        storyWindow.__kyStoryFinished = undefined;
        storyWindow.__kyDocsRendered = undefined;
        storyWindow.__kyStoryErrors = [];
        channel?.emit('setCurrentStory', { storyId: id, viewMode });
      },
      { id, viewMode, locale, newLocale: locale !== shownLocale },
    );
  } else {
    await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=${viewMode}&globals=locale:${locale}`);
    previewLoaded = true;
  }
  shownLocale = locale;
}

/**
 * Shows a story in the worker's tab and resolves with Storybook's verdict once it has finished,
 * and what the story threw meanwhile.
 */
async function showStory(page: Page, storyId: string, locale: string): Promise<StoryFinished & { thrown: string[] }> {
  await show(page, storyId, 'story', locale);
  // Sent when the story has finished: after its play function, after its animations, and after
  // addon-a11y's axe run over the story (preview.tsx sets a11y `test: 'error'`, so a violation
  // makes the status "error"). Reading it instead of running axe a second time halves the time.
  // Only what the test reads comes back: a report holds axe's whole result (every rule that passed,
  // with its nodes' HTML: ~73 KB a story), which the test runner spent seconds of CPU validating.
  const finished = await page.waitForFunction(
    (id) => {
      const payload = (window as StoryWindow).__kyStoryFinished;
      if (payload?.storyId !== id) return undefined;
      return {
        storyId: payload.storyId,
        status: payload.status,
        reporters: payload.reporters.map(({ type, result }) => ({
          type,
          result: { violations: result.violations?.map((violation) => ({ id: violation.id, help: violation.help })), error: result.error },
        })),
      };
    },
    storyId,
    { timeout: 15_000 },
  );
  const thrown = await page.evaluate(() => (window as StoryWindow).__kyStoryErrors ?? []);
  return { ...((await finished.jsonValue()) as StoryFinished), thrown };
}

/** Shows a docs page in the worker's tab and resolves once Storybook has rendered it. */
async function showDocs(page: Page, docsId: string, locale: string): Promise<void> {
  await show(page, docsId, 'docs', locale);
  await page.waitForFunction((id) => (window as StoryWindow).__kyDocsRendered === id, docsId, { timeout: 30_000 });
}

test('Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// Each story once. One that plays (clicks, types) plays in de-CH, the longest texts, in which
// its play function must find its controls as in any locale (a story pinned to a locale keeps
// its own); the others render in English. The plays come last: the tab changes locale once.
const plays = (story: IndexEntry) => story.tags?.includes('play-fn') === true;
for (const story of [...stories].sort((a, b) => Number(plays(a)) - Number(plays(b)))) {
  const locale = plays(story) ? 'de-CH' : 'en';
  test(`story ${story.title} / ${story.name} renders cleanly in ${locale}`, async () => {
    const page = tab;
    const { errors, stop } = watchErrors(page);
    try {
      const { status, reporters, thrown } = await showStory(page, story.id, locale);
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
      await expect.poll(renderedText, { message: 'the story rendered some text', timeout: 15_000 }).not.toBe('');
      await expect(page.locator('.sb-show-errordisplay')).toHaveCount(0);
      const a11y = reporters.find((report) => report.type === 'a11y');
      expect(a11y, 'addon-a11y reported on the story').toBeDefined();
      expect((a11y?.result.violations ?? []).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      expect(a11y?.result.error).toBeUndefined();
      expect(thrown, 'the story threw nothing (its play function included)').toEqual([]);
      expect(status).toBe('success');
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });
}

// A component's Docs page (its description and props from its types, then every story of it, in
// the toolbar's locale): each shows all its stories without a console error.
for (const docs of docsPages) {
  test(`docs page ${docs.title} shows every story of it`, async () => {
    const page = tab;
    const { errors, stop } = watchErrors(page);
    try {
      await showDocs(page, docs.id, 'de-CH');
      // Every story once (the first also as the page's primary preview), each with content.
      const count = stories.filter((story) => story.title === docs.title).length;
      await expect.poll(() => page.locator('.docs-story').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
      await expect(page.locator('.docs-story').filter({ hasText: /\S/ })).toHaveCount(await page.locator('.docs-story').count());
      await expect(page.locator('.sbdocs-title')).toHaveText(docs.title.split('/').at(-1) ?? '');
      await expect(page.locator('.sb-show-errordisplay')).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });
}
