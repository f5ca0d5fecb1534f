import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
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

let server: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  server = await startStaticServer(dir);
});
test.afterAll(async () => {
  await server.stop();
});

test('Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders cleanly`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
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
    await expect.poll(renderedText).not.toBe('');
    await expect(page.locator('.sb-show-errordisplay')).toHaveCount(0);
    // Let effects (dialogs opening, async states) settle before judging.
    await page.waitForTimeout(150);
    const axe = await new AxeBuilder({ page }).include('#storybook-root').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
