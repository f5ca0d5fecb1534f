import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import './LanguagePage.css';
import { LanguagePage } from './LanguagePage.tsx';
import { LOCALES, LOCALE_NAME, localePath } from '../../i18n/locale.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/language';

/** Each language's link, by its own name: where it leads, and whether it is marked as the page's language. */
async function expectChoices(canvasElement: HTMLElement, globals: Record<string, unknown>, to: string) {
  const { t, locale } = storyI18n(globals);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: t('language.title') })).toBeVisible();
  for (const option of LOCALES) {
    const current = option === locale;
    const link = canvas.getByRole('link', { name: current ? `${LOCALE_NAME[option]} ${t('language.current')}` : LOCALE_NAME[option] });
    await expect(link).toHaveAttribute('href', localePath(option, to));
    if (current) await expect(link).toHaveAttribute('aria-current', 'true');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

/** The language page (/language), the language switcher's page without script: the four languages, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Language',
  component: LanguagePage,
  ...pageRoute(PATH, undefined),
  parameters: { layout: 'fullscreen', page: { url: '/language?from=/games?type=slot' } satisfies PageParameters },
} satisfies Meta<typeof LanguagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a page (`?from=/games?type=slot`): each language leads back to that page in that language; the current one is marked. */
export const FromAPage: Story = {
  play: async ({ canvasElement, globals }) => expectChoices(canvasElement, globals, '/games?type=slot'),
};

/** `from` another site (`?from=//example.com`): not followed, each language leads to its home page. */
export const FromElsewhere: Story = {
  parameters: { page: { url: '/language?from=//example.com' } satisfies PageParameters },
  play: async ({ canvasElement, globals }) => expectChoices(canvasElement, globals, '/'),
};
