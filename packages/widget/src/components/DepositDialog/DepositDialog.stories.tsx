import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { translator, type PlainMessageKey } from '../../i18n';
import { errorReply, expectOpenDialog, inStage, PLAYER, StoryWallet, toLocale, widget } from '../../stories/stage';

/**
 * The deposit dialog of a logged-in player, open over the bar. Its form state is its own, so the
 * states after typing or pressing Confirm are reached by a play function, as a player would.
 * Selectors use part names and field names, so they work in every locale.
 */
const meta = {
  title: 'Widget/DepositDialog',
  parameters: { layout: 'fullscreen', ...widget({ session: PLAYER }) },
  render: () => <StoryWallet depositOpen />,
  // The choices, the first one chosen; Cancel and Confirm fill their row.
  play: async () => {
    const dialog = await expectOpenDialog('deposit-dialog');
    await expect(dialog.querySelector('input[type="radio"]')).toBeChecked();
    await expect(linesOfActions(dialog)).toEqual(linesOfActions(dialog).map(() => 'fills the row'));
  },
} satisfies Meta;

/**
 * Each line of the dialog's actions, whether its buttons span the row from edge to edge: side by
 * side, or one under the other where a longer locale (de-CH) wraps them, never at ragged widths.
 */
function linesOfActions(dialog: Element): string[] {
  const row = dialog.querySelector('[part~="actions"]');
  if (!row) throw new Error('the dialog has no actions');
  const edges = row.getBoundingClientRect();
  const lines = new Map<number, DOMRect[]>();
  for (const button of row.children) {
    const box = button.getBoundingClientRect();
    lines.set(Math.round(box.top), [...(lines.get(Math.round(box.top)) ?? []), box]);
  }
  return [...lines.values()].map((boxes) => {
    const left = Math.min(...boxes.map((box) => box.left));
    const right = Math.max(...boxes.map((box) => box.right));
    return Math.abs(left - edges.left) < 1 && Math.abs(right - edges.right) < 1 ? 'fills the row' : `${left}-${right} of ${edges.left}-${edges.right}`;
  });
}

export default meta;
type Story = StoryObj<typeof meta>;

const custom = () => inStage<HTMLInputElement>('[part~="deposit-dialog"] input[name="custom"]');
const confirm = () => inStage<HTMLButtonElement>('[part~="deposit-dialog"] [part~="submit-button"]');

/**
 * Enters an amount. user-event's `type` and `clear` do not reach an input inside the stage's shadow
 * root (`clear` reports it "could not be focused"; `type` leaves it empty), so the input gets its
 * value and `input` event directly, which is what React's onChange listens to. Clicks work.
 */
async function typeAmount(text: string) {
  const input = await custom();
  input.focus();
  fireEvent.input(input, { target: { value: text } });
}

/**
 * A play function: types each of `typed` in turn as the custom amount and confirms; the field is
 * marked invalid with `key`'s message in the story's locale.
 */
function refusesAmount(key: PlainMessageKey, ...typed: string[]): Story['play'] {
  return async ({ globals }) => {
    for (const text of typed) await typeAmount(text);
    await userEvent.click(await confirm());
    const error = await inStage('[part~="deposit-dialog"] [part~="error"]');
    await expect(error.textContent).toBe(translator(toLocale(globals.locale))(key));
    await expect(await custom()).toHaveAttribute('aria-invalid', 'true');
  };
}

export const Choices: Story = { name: 'Choices (first one chosen)' };

export const OtherChoices: Story = {
  name: 'Choices, configured amounts',
  parameters: widget({ session: PLAYER, config: { depositAmounts: [20, 50, 100, 250, 1000, 10_000] } }),
};

export const CustomAmount: Story = {
  name: 'Custom amount',
  play: async () => {
    await typeAmount('250.50');
    // Typing an amount unchooses the radios.
    const dialog = await inStage('[part~="deposit-dialog"]');
    await expect(dialog.querySelector('input[type="radio"]:checked')).toBeNull();
  },
};

export const InvalidDecimals: Story = {
  name: 'Invalid amount (too many decimals)',
  play: async () => {
    await typeAmount('12.345');
    await userEvent.click(await confirm());
    await inStage('[part~="deposit-dialog"] [part~="error"]');
  },
};

export const InvalidText: Story = {
  name: 'Invalid amount (not a number)',
  play: async () => {
    await typeAmount('1,000');
    await userEvent.click(await confirm());
    await inStage('[part~="deposit-dialog"] [part~="error"]');
  },
};

export const InvalidEmpty: Story = {
  name: 'Invalid amount (empty)',
  // Typing unchooses the radios; emptying the field then leaves no amount at all.
  play: refusesAmount('amount_required', '5', ''),
};

export const InvalidZero: Story = {
  name: 'Invalid amount (zero)',
  // A minus sign is not a number to the field ("-5" is amount_invalid): 0 is what reaches amount_positive.
  play: refusesAmount('amount_positive', '0'),
};

export const InvalidWholeUnits: Story = {
  name: 'Invalid amount (decimals in a currency without them, JPY)',
  parameters: widget({ session: { ...PLAYER, currency: 'jpy', balance: 150_000 } }),
  play: refusesAmount('amount_whole', '12.5'),
};

export const Pending: Story = {
  name: 'Pending (request held)',
  parameters: widget({ session: PLAYER, api: { deposit: 'hang' } }),
  play: async () => {
    const button = await confirm();
    await userEvent.click(button);
    await expect(button.getAttribute('aria-busy')).toBe('true');
  },
};

export const ErrorTooLarge: Story = {
  name: 'Error (amount_too_large alert)',
  parameters: widget({ session: PLAYER, api: { deposit: errorReply(400, 'amount_too_large') } }),
  play: async () => {
    await userEvent.click(await confirm());
    await expectOpenDialog('alert');
  },
};

export const ErrorTooSmall: Story = {
  name: 'Error (amount_too_small alert)',
  parameters: widget({ session: PLAYER, api: { deposit: errorReply(400, 'amount_too_small') } }),
  // The minimum is the server's configuration: only its answer says an amount is below it.
  play: async ({ globals }) => {
    await userEvent.click(await confirm());
    const alert = await expectOpenDialog('alert');
    await expect(alert.querySelector('[part~="alert-message"]')?.textContent).toBe(
      translator(toLocale(globals.locale))('amount_too_small'),
    );
  },
};

export const ErrorNetwork: Story = {
  name: 'Error (network_error alert, after one retry)',
  parameters: widget({ session: PLAYER, api: { deposit: 'network-error' } }),
  play: ErrorTooLarge.play,
};

export const ChoicesDark: Story = { ...Choices, name: 'Choices (dark)', globals: { theme: 'dark' } };

export const InvalidDeCH: Story = { ...InvalidDecimals, name: 'Invalid amount (de-CH)', globals: { locale: 'de-CH' } };

export const InvalidWholeUnitsZhTW: Story = {
  ...InvalidWholeUnits,
  name: 'Invalid amount, currency without decimals (zh-TW)',
  globals: { locale: 'zh-TW' },
};

export const ChoicesZhTW: Story = { ...Choices, name: 'Choices (zh-TW)', globals: { locale: 'zh-TW' } };

export const ErrorZhCN: Story = { ...ErrorTooLarge, name: 'Error (zh-CN)', globals: { locale: 'zh-CN' } };
