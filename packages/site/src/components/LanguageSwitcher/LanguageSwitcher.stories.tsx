import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/global.css';
import './language-menu.css';
import './LanguageSwitcher.css';
import { LOCALE_SHORT, LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LOCALES, LOCALE_NAME } from '../../i18n/locale.ts';
import { storyI18n } from '../story-fixtures.ts';
import { withSite } from '../../story-kit.tsx';

/**
 * The header's language menu, at the right end of a row as in the header (its list opens below,
 * aligned to the right), with room below for the open list.
 */
const meta = {
  title: 'Site/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
    withSite,
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the globe and the current language (its short code on a desktop row, its name in the mobile menu). */
export const Closed: Story = {};

/** Open: the four languages, each in its own language, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(t('nav.languageCurrent', { short: LOCALE_SHORT[locale], language: LOCALE_NAME[locale] })));
    for (const option of LOCALES) {
      const link = canvas.getByRole('link', { name: LOCALE_NAME[option] });
      await expect(link).toBeVisible();
      if (option === locale) await expect(link).toHaveAttribute('aria-current', 'true');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};
