import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { KyWalletElement, TAG_NAME } from '../define';
import { PLAYER, STORY_API, toLocale, toTheme, widget } from '../stories/stage';

// What `import '../define'` does, spelled out: the package's `sideEffects` lists only dist/
// files, so Vite drops a bare import of the source module and the tag would stay undefined.
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, KyWalletElement);

/** What custom-elements.json says of an attribute, an event or a part. */
interface Documented {
  name: string;
  description?: string;
}

/**
 * The element's docs come from custom-elements.json, which `npm run build` generates from its
 * JSDoc (a glob, so a Storybook started before the first build still runs, without them).
 */
interface Declaration {
  tagName?: string;
  description?: string;
  attributes?: Documented[];
  events?: Documented[];
  cssParts?: Documented[];
  cssProperties?: Documented[];
}
const manifests = import.meta.glob<{ modules: { declarations?: Declaration[] }[] }>('../../dist/custom-elements.json', {
  eager: true,
  import: 'default',
});
const declaration = Object.values(manifests)
  .flatMap((manifest) => manifest.modules.flatMap((module) => module.declarations ?? []))
  .find((candidate) => candidate.tagName === TAG_NAME);
const descriptionOf = (name: string, list: Documented[] = []) => list.find((item) => item.name === name)?.description;
const docsTable = (title: string, list: Documented[] = []) => {
  const rows = list.map((item) => `| \`${item.name}\` | ${item.description ?? ''} |`);
  return list.length === 0 ? '' : `\n\n**${title}**\n\n| name | |\n|---|---|\n${rows.join('\n')}`;
};

interface ElementStoryProps {
  ageGate?: boolean;
  depositAmounts?: string;
  style?: CSSProperties;
}

/**
 * `<ky-wallet>` itself, as an operator embeds it: its own shadow root and stylesheet, the toolbar's
 * locale and theme as its `locale` and `theme` attributes, and the story's fake server as
 * `api-base`. Every flow works: log in with any account, deposit, log out, the age gate.
 */
const meta = {
  title: 'Widget/ky-wallet',
  parameters: {
    layout: 'fullscreen',
    ...widget({ stage: false }),
    docs: {
      description: {
        component:
          (declaration?.description ?? '') +
          docsTable('Attributes', declaration?.attributes) +
          docsTable('Events', declaration?.events) +
          docsTable('CSS parts', declaration?.cssParts) +
          docsTable('CSS custom properties', declaration?.cssProperties),
      },
    },
  },
  args: { ageGate: false, depositAmounts: '100,500,1000,5000' },
  argTypes: {
    ageGate: { name: 'age-gate', control: 'boolean', description: descriptionOf('age-gate', declaration?.attributes) },
    depositAmounts: { name: 'deposit-amounts', control: 'text', description: descriptionOf('deposit-amounts', declaration?.attributes) },
  },
  render: ({ ageGate, depositAmounts, style }: ElementStoryProps, { globals }) => (
    <ky-wallet
      api-base={STORY_API}
      locale={toLocale(globals.locale)}
      theme={toTheme(globals.theme)}
      deposit-amounts={depositAmounts}
      age-gate={ageGate ? '' : 'false'}
      style={style}
    />
  ),
} satisfies Meta<ElementStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for `selector` in the element's shadow root. */
function inElement(canvasElement: HTMLElement, selector: string): Promise<Element> {
  return waitFor(() => {
    const found = canvasElement.querySelector(TAG_NAME)?.shadowRoot?.querySelector(selector);
    if (!found) throw new Error(`<${TAG_NAME}> shows no ${selector}`);
    return found;
  });
}

export const LoggedOut: Story = {
  name: 'Logged out',
  play: async ({ canvasElement }) => {
    await inElement(canvasElement, '[part~="login-button"]');
  },
};

export const LoggedIn: Story = {
  name: 'Logged in (a saved session)',
  parameters: widget({ stage: false, session: PLAYER }),
  play: async ({ canvasElement }) => {
    await expect(await inElement(canvasElement, '[part~="name"]')).toHaveTextContent(PLAYER.name);
  },
};

export const AgeGate: Story = {
  name: 'Age gate on',
  args: { ageGate: true },
  play: async ({ canvasElement }) => {
    await expect(await inElement(canvasElement, 'dialog[part~="age-gate"]')).toHaveAttribute('open');
    await expect(await inElement(canvasElement, '[part~="bar"]')).toHaveAttribute('inert');
  },
};

export const LoggedInDark: Story = {
  name: 'Logged in (dark, zh-TW)',
  parameters: widget({ stage: false, session: PLAYER }),
  globals: { theme: 'dark', locale: 'zh-TW' },
  play: LoggedIn.play,
};

export const CustomColours: Story = {
  name: 'Logged in, operator colours (--ky-color-*)',
  parameters: widget({ stage: false, session: PLAYER }),
  args: {
    style: {
      '--ky-color-primary': '#047857',
      '--ky-color-on-primary': '#ffffff',
      '--ky-radius': '0.75rem',
    } as CSSProperties,
  },
  play: LoggedIn.play,
};

/*
 * A page that sets one colour of a pair (surface and text, primary and on-primary) and not the
 * other: the other is black or white, whichever contrasts more, not the theme's. Without that,
 * the first showed the dark theme's near-white text on the page's near-white surface.
 */

export const DarkPageSurface: Story = {
  name: 'Dark, the page sets only a light surface (deposit open)',
  parameters: widget({ stage: false, session: PLAYER }),
  globals: { theme: 'dark' },
  args: { style: { '--ky-color-surface': '#fff7ed' } as CSSProperties },
  play: async ({ canvasElement }) => {
    await userEvent.click(await inElement(canvasElement, '[part~="deposit-button"]'));
    await expect(await inElement(canvasElement, 'dialog[part~="deposit-dialog"]')).toHaveAttribute('open');
  },
};

export const LightPageText: Story = {
  name: 'Light, the page sets only a light text',
  parameters: widget({ stage: false, session: PLAYER }),
  globals: { theme: 'light' },
  args: { style: { '--ky-color-text': '#f9fafb' } as CSSProperties },
  play: LoggedIn.play,
};

export const DarkPagePrimary: Story = {
  name: 'Dark, the page sets only a dark primary',
  parameters: widget({ stage: false, session: PLAYER }),
  globals: { theme: 'dark' },
  args: { style: { '--ky-color-primary': '#1d4ed8' } as CSSProperties },
  play: LoggedIn.play,
};
