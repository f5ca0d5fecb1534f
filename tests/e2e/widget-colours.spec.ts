import { expect, startHostPage, startWalletServer, test } from './fixtures.ts';

/*
 * Colours that go together: a page that sets one of a pair (surface and text, primary and
 * on-primary) and not the other must not get the theme's other, made for the theme's one. Each
 * wallet's colours are read as Chromium paints them, inside its shadow root, and held to WCAG AA.
 */

interface Case {
  theme: 'light' | 'dark';
  /** The page's custom properties on the element. */
  style: string;
  /**
   * A mid-tone surface, on which black or white text reaches 4.6:1 at best: nothing paler than the
   * text is readable there, so muted, danger and border (mixed from the text into the surface) are
   * the page's to set, and only the pairs are checked.
   */
  midTone?: true;
}

const CASES: Record<string, Case> = {
  'light, nothing set': { theme: 'light', style: '' },
  'dark, nothing set': { theme: 'dark', style: '' },
  // A light surface met the dark theme's near-white text (1.1:1).
  'dark, a light surface': { theme: 'dark', style: '--ky-color-surface: #fff7ed' },
  'light, a dark surface': { theme: 'light', style: '--ky-color-surface: #111827' },
  // Mid-greys and saturated colours near the turn from white to black.
  'light, a mid-grey surface': { theme: 'light', style: '--ky-color-surface: #767676', midTone: true },
  'dark, a mid-grey surface': { theme: 'dark', style: '--ky-color-surface: #777777', midTone: true },
  'dark, a green surface': { theme: 'dark', style: '--ky-color-surface: #2e9632', midTone: true },
  'light, a blue surface': { theme: 'light', style: '--ky-color-surface: #2775ff', midTone: true },
  'dark, a dark text': { theme: 'dark', style: '--ky-color-text: #1f2937' },
  'light, a light text': { theme: 'light', style: '--ky-color-text: #f9fafb' },
  'light, both set': { theme: 'light', style: '--ky-color-surface: #fff7ed; --ky-color-text: #7c2d12' },
  'dark, both set': { theme: 'dark', style: '--ky-color-surface: #0c0a09; --ky-color-text: #fde68a' },
  'light, a light primary': { theme: 'light', style: '--ky-color-primary: #93c5fd' },
  'dark, a dark primary': { theme: 'dark', style: '--ky-color-primary: #1d4ed8' },
  'light, a dark on-primary': { theme: 'light', style: '--ky-color-on-primary: #0b1220' },
  'dark, a light on-primary': { theme: 'dark', style: '--ky-color-on-primary: #ffffff' },
  'light, primary and on-primary set': { theme: 'light', style: '--ky-color-primary: #047857; --ky-color-on-primary: #ffffff' },
  'dark, primary and on-primary set': { theme: 'dark', style: '--ky-color-primary: #fbbf24; --ky-color-on-primary: #1c1917' },
};

/** [colour, the colour it sits on, the contrast it needs]: text 4.5:1, a border 3:1 (WCAG 1.4.11). */
const PAIRS: [string, string, number][] = [
  ['text', 'surface', 4.5],
  ['on-primary', 'primary', 4.5],
  ['muted', 'surface', 4.5],
  ['danger', 'surface', 4.5],
  ['border', 'surface', 3],
];

test('each pair of colours meets WCAG AA when the page sets one of it, or both, in either theme', async ({ page }) => {
  let walletUrl = '';
  const wallets = Object.entries(CASES)
    .map(([name, { theme, style }]) => `<ky-wallet data-case="${name}" theme="${theme}" style="${style}"></ky-wallet>`)
    .join('\n');
  const host = await startHostPage(
    () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Colours</title>
<script type="module" src="${walletUrl}/widget/ky-wallet.js"></script></head><body><main><h1>Colours</h1>${wallets}</main></body></html>`,
  );
  const wallet = await startWalletServer({ KY_ALLOWED_ORIGINS: host.url });
  walletUrl = wallet.url;
  try {
    await page.goto(host.url);
    await expect(page.locator('ky-wallet [part~="bar"]')).toHaveCount(Object.keys(CASES).length);

    const measured = await page.evaluate((pairs) => {
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!canvas) throw new Error('no 2D canvas');
      /** A computed colour (rgb(), color(srgb …), oklch(…)) as painted: 8-bit sRGB, clipped. */
      const painted = (colour: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (rgb: number[]) => {
        const [r = 0, g = 0, b = 0] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: number[], b: number[]) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (high + 0.05) / (low + 0.05);
      };
      return [...document.querySelectorAll('ky-wallet')].map((element) => {
        const root = element.shadowRoot?.querySelector('.root');
        if (!root) throw new Error('a wallet has no .root');
        // Each token as a colour, on a probe inside the shadow root: what the widget's rules paint.
        const probe = root.appendChild(document.createElement('span'));
        const token = (name: string) => {
          probe.style.color = `var(--k-${name})`;
          return getComputedStyle(probe).color;
        };
        const colours = Object.fromEntries(['text', 'surface', 'primary', 'on-primary', 'muted', 'danger', 'border'].map((name) => [name, token(name)]));
        probe.remove();
        // And as the widget paints them: the bar, and its primary Log in button.
        const bar = element.shadowRoot?.querySelector('[part~="bar"]') as Element;
        const login = element.shadowRoot?.querySelector('[part~="login-button"]') as Element;
        const painting = [
          [getComputedStyle(bar).color, getComputedStyle(bar).backgroundColor],
          [getComputedStyle(login).color, getComputedStyle(login).backgroundColor],
        ].map(([fore = '', back = '']) => Math.round(contrast(painted(fore), painted(back)) * 100) / 100);
        return {
          name: element.getAttribute('data-case') ?? '',
          colours,
          painting,
          ratios: pairs.map(([fore, back]) => Math.round(contrast(painted(colours[fore] ?? ''), painted(colours[back] ?? '')) * 100) / 100),
        };
      });
    }, PAIRS);

    // Every case's shortfalls at once: [case, pair, ratio, needed].
    const failing = measured.flatMap(({ name, ratios }) =>
      PAIRS.slice(0, CASES[name]?.midTone ? 2 : PAIRS.length).flatMap(([fore, back, needed], index) =>
        (ratios[index] ?? 0) < needed ? [[name, `${fore} on ${back}`, ratios[index], needed]] : [],
      ),
    );
    expect(failing).toEqual([]);
    // The bar (text on surface) and the Log in button (on-primary on primary) paint them so.
    for (const { name, painting, ratios } of measured) expect(painting, name).toEqual([ratios[0], ratios[1]]);
    // A page's colour is used as it is, both of a pair included.
    const byName = Object.fromEntries(measured.map((entry) => [entry.name, entry.colours]));
    expect(byName['dark, a light surface']?.surface).toBe('rgb(255, 247, 237)');
    expect(byName['light, both set']).toMatchObject({ surface: 'rgb(255, 247, 237)', text: 'rgb(124, 45, 18)' });
    expect(byName['dark, primary and on-primary set']).toMatchObject({ primary: 'rgb(251, 191, 36)', 'on-primary': 'rgb(28, 25, 23)' });
    // The theme's own where nothing is set.
    expect(byName['dark, nothing set']).toMatchObject({ surface: 'rgb(31, 41, 55)', text: 'rgb(249, 250, 251)' });
    expect(byName['light, nothing set']).toMatchObject({ primary: 'rgb(29, 78, 216)', 'on-primary': 'rgb(255, 255, 255)' });
  } finally {
    await wallet.stop();
    await host.stop();
  }
});
