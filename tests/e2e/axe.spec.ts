import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The checker every accessibility test relies on: it must see what axe sees, in shadow roots too.
const lobby = `<!doctype html><html lang="en"><head><title>Lobby</title></head><body><main>
<h1>Lobby</h1><button id="light"></button>
<div id="host"></div><dialog open><button id="inside"></button></dialog></main>
<script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<input id="unlabelled">';</script>
</body></html>`;

test('reports every violation, in open shadow roots too, and only in the part asked for', async ({ page: tab }) => {
  await tab.setContent(lobby);
  const all = await axeViolations(tab);
  expect(all.map((violation) => violation.id).sort()).toEqual(['button-name', 'label']);
  expect(all.find((violation) => violation.id === 'button-name')?.nodes).toEqual([
    expect.stringMatching(/^#light: /),
    expect.stringMatching(/^#inside: /),
  ]);
  expect(all.find((violation) => violation.id === 'label')?.nodes).toEqual([expect.stringMatching(/^#host >>> #unlabelled: /)]);

  // Run again in the same document (axe injected once), on the dialog alone and by tags.
  const inDialog = await axeViolations(tab, { include: 'dialog', tags: WCAG_AA });
  expect(inDialog.map((violation) => [violation.id, violation.nodes.length])).toEqual([['button-name', 1]]);

  // A new document gets axe again.
  await tab.setContent(lobby.replace('<button id="light"></button>', '<button id="light">Play</button>'));
  expect((await axeViolations(tab)).find((violation) => violation.id === 'button-name')?.nodes).toHaveLength(1);
});

test('judges the page at rest: a transition under way is waited for, an endless animation is not', async ({ page: tab }) => {
  await tab.setContent(`<!doctype html><html lang="en"><head><title>Spin</title><style>
#play { color: #fff; background: #1a1a1a; transition: background-color 3s linear; }
#play.idle { background: #ddd; }
.spinner { display: inline-block; animation: turn 1s linear infinite; }
@keyframes turn { to { transform: rotate(1turn); } }
</style></head><body><main><h1>Spin</h1><button id="play">Play</button><span class="spinner">*</span></main></body></html>`);
  // White on light grey once the button comes to rest (contrast 1.4): judged then, not while it is
  // still dark (a hover's colour change on a button enabled again after a round was judged midway).
  await tab.evaluate(() => document.getElementById('play')?.classList.add('idle'));
  const contrast = (await axeViolations(tab, { tags: WCAG_AA })).find((violation) => violation.id === 'color-contrast');
  expect(contrast?.nodes).toEqual([expect.stringMatching(/^#play: /)]);

  // The same in a shadow root (the widget's dialogs), whose animations the document does not list.
  await tab.evaluate(() => {
    const root = document.querySelector('main')?.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    if (!root) return;
    root.innerHTML = '<style>b { color: #fff; background: #1a1a1a; transition: background-color 3s linear; } b.idle { background: #ddd; }</style><b>Deposit</b>';
    root.querySelector('b')?.getBoundingClientRect();
    root.querySelector('b')?.classList.add('idle');
  });
  const inShadow = (await axeViolations(tab, { tags: WCAG_AA })).find((violation) => violation.id === 'color-contrast');
  expect(inShadow?.nodes).toEqual([expect.stringMatching(/^#play: /), expect.stringMatching(/>>> b: /)]);
});

test('runs axe’s experimental rules unless told not to: a name without the visible text (WCAG 2.5.3)', async ({ page: tab }) => {
  await tab.setContent(`<!doctype html><html lang="en"><head><title>Lobby</title></head><body><main>
<h1>Lobby</h1><button aria-label="Close">Cancel</button></main></body></html>`);
  expect(await axeViolations(tab, { tags: WCAG_AA, experimental: false })).toEqual([]);
  expect((await axeViolations(tab, { tags: WCAG_AA })).map((violation) => violation.id)).toEqual(['label-content-name-mismatch']);
  const withExperimental = async (tags?: string[]) =>
    (await axeViolations(tab, { tags, experimental: true })).map((violation) => violation.id);
  expect(await withExperimental(WCAG_AA)).toEqual(['label-content-name-mismatch']);
  expect(await withExperimental()).toEqual(['label-content-name-mismatch']);
  // Only those of the tags asked for (this one is WCAG 2.1 A).
  expect(await withExperimental(['wcag2aa'])).toEqual([]);
});
