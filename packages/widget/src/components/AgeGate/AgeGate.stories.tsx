import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectOpenDialog, inStage, PLAYER, StoryWallet, widget } from '../../stories/stage';

/**
 * The age gate over an inert bar: the story's wallet asks for it (`ageGate: true`) with no earlier
 * confirmation. "Yes" closes it (and is remembered until the next story); "No, take me back" is
 * kept on the page by the story (it cancels `ky-age`), so the gate stays up, as it does while a
 * real page navigates away.
 */
const meta = {
  title: 'Widget/AgeGate',
  parameters: { layout: 'fullscreen', ...widget({ config: { ageGate: true } }) },
  render: () => <StoryWallet />,
  play: async () => {
    await expectOpenDialog('age-gate');
    await expect(await inStage('[part~="bar"]')).toHaveAttribute('inert');
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Open' };

export const OpenLoggedIn: Story = {
  name: 'Open, over a logged-in bar',
  parameters: widget({ config: { ageGate: true }, session: PLAYER }),
};

export const OpenDark: Story = { name: 'Open (dark)', globals: { theme: 'dark' } };

export const OpenZhTW: Story = { name: 'Open (zh-TW)', globals: { locale: 'zh-TW' } };

export const OpenZhCN: Story = { name: 'Open (zh-CN)', globals: { locale: 'zh-CN' } };

export const OpenDeCH: Story = { name: 'Open (de-CH)', globals: { locale: 'de-CH' } };
