import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { translator } from '../../i18n';
import { expectOpenDialog, inStage, PLAYER, StoryWallet, toLocale, widget } from '../../stories/stage';

/**
 * The age gate over an inert bar: the story's wallet asks for it (`ageGate: true`) with no earlier
 * confirmation. "Yes" closes it (and is remembered until the next story); "No, take me back" is
 * kept on the page by the story (it cancels `ky-age`), so the gate stays up, as it does while a
 * real page navigates away. The Refused stories let the visitor go from a tab with no earlier
 * page, so the gate stays and says why (`age_refused`).
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

/**
 * Runs `act` as on a page that lets a refusing visitor go, opened in a new tab: the stage's cancel
 * of `ky-age` is disarmed (its listener still logs the event in the Actions panel) and the history
 * has no page to go back to (`back()` does nothing, in case). All is put back afterwards.
 */
async function onANewTabsFirstPage(act: () => Promise<void>) {
  const letGo = (event: Event) => Object.defineProperty(event, 'preventDefault', { value: () => undefined });
  window.addEventListener('ky-age', letGo, { capture: true });
  Object.defineProperty(history, 'length', { configurable: true, get: () => 1 });
  Object.defineProperty(history, 'back', { configurable: true, value: () => undefined });
  try {
    await act();
  } finally {
    window.removeEventListener('ky-age', letGo, { capture: true });
    Reflect.deleteProperty(history, 'length');
    Reflect.deleteProperty(history, 'back');
  }
}

export const Refused: Story = {
  name: 'Refused, nowhere to go back to',
  // No exit URL (the default) and no earlier page: the gate stays and says why.
  play: async ({ globals }) => {
    await meta.play();
    const exit = await inStage<HTMLButtonElement>('[part~="age-gate"] [part~="age-exit-button"]');
    await onANewTabsFirstPage(() => userEvent.click(exit));
    const refused = await inStage('[part~="age-gate"] [role="alert"]');
    await expect(refused.textContent).toBe(translator(toLocale(globals.locale))('age_refused'));
    // Still up, over the inert bar.
    await meta.play();
  },
};

export const OpenDark: Story = { name: 'Open (dark)', globals: { theme: 'dark' } };

export const OpenZhTW: Story = { name: 'Open (zh-TW)', globals: { locale: 'zh-TW' } };

export const OpenZhCN: Story = { name: 'Open (zh-CN)', globals: { locale: 'zh-CN' } };

export const OpenDeCH: Story = { name: 'Open (de-CH)', globals: { locale: 'de-CH' } };

export const RefusedZhCN: Story = { ...Refused, name: 'Refused, nowhere to go back to (zh-CN)', globals: { locale: 'zh-CN' } };
