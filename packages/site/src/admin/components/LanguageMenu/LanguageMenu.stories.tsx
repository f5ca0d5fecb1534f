import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOCALES, LOCALE_NAME } from '../../../i18n/locale.ts';
import { adminStory } from '../../story-kit.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

/**
 * The header's language menu: the language in force; open, the four languages as links to the
 * same screen, each in its own language. Nothing changes until one is followed.
 */
const meta = {
  title: 'Back office/Components/LanguageMenu',
  component: LanguageMenu,
  ...adminStory,
  args: { path: '/admin/accounts' },
  decorators: [
    ...adminStory.decorators,
    // At the right end of a row, as in the header (its list opens below, aligned to the right).
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('the menu has no summary');
    await userEvent.click(summary);
    for (const option of LOCALES) await expect(canvas.getByRole('link', { name: LOCALE_NAME[option] })).toBeVisible();
  },
};

export const OpenZhTW: Story = { ...Open, name: 'Open (zh-TW)', globals: { locale: 'zh-TW' } };
