import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import '../../components/ErrorView/ErrorView.css';
import { Component as NotFoundPage } from './route.tsx';
import { localePath } from '../../i18n/locale.ts';
import { siteLocale } from '../../i18n/testing.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { SiteFrame } from '../../story-kit.tsx';

/** A path no route knows, unprefixed (the story opens it under the locale's prefix, as the site's `*` route catches it). */
const UNKNOWN = '/games copy/2019';

/**
 * `withSite` with the router at the unknown path in the toolbar's locale (`/de-ch/games copy/2019`):
 * the page reads the path it reports from the location. The page in the site's <main>.
 */
const atUnknownPath: Decorator = (Story, { globals }) => {
  const locale = siteLocale(globals.locale);
  return (
    <MemoryRouter key={locale} initialEntries={[localePath(locale, UNKNOWN)]}>
      <SiteFrame globals={globals}>
        <main>
          <Story />
        </main>
      </SiteFrame>
    </MemoryRouter>
  );
};

/** The 404 page (the `*` route of app/routes.tsx), in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Not found',
  component: NotFoundPage,
  decorators: [atUnknownPath],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: the status, the heading, the path as the visitor typed it (decoded) and the way home. */
export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, href } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('error.notFound.title') })).toBeVisible();
    await expect(canvas.getByText(t('error.status', { code: 404 }))).toBeInTheDocument();
    await expect(canvas.getByText(t('error.notFound.message', { path: href(UNKNOWN) }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('error.home') })).toHaveAttribute('href', href('/'));
  },
};
