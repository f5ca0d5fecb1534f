import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import './PrivacyPage.css';
import { PrivacyPage } from './PrivacyPage.tsx';
import { privacy } from '../../content/privacy.ts';
import { formatDate } from '../../i18n/format.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/privacy_policy';

/** The privacy policy (/privacy_policy): its date, contents and five sections, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Privacy policy',
  component: PrivacyPage,
  ...pageRoute(PATH, undefined),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy: when it was last updated, a contents list whose links lead to each section's anchor, and the sections. */
export const Policy: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, locale, tag } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('privacy.title') })).toBeVisible();
    await expect(canvas.getByText(t('privacy.updated', { date: formatDate(privacy.updated, tag) }))).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: t('privacy.contents') });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      privacy.sections.map((section) => [section.heading[locale], `#${section.id}`]),
    );
    for (const section of privacy.sections) {
      const region = canvas.getByRole('region', { name: section.heading[locale] });
      await expect(region).toHaveAttribute('id', section.id);
      for (const paragraph of section.paragraphs[locale]) await expect(region).toHaveTextContent(paragraph);
    }
  },
};
