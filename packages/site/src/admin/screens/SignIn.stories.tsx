import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { admin, adminStory, fail, ok, until, untilRefused } from '../story-kit.tsx';
import { session, staff } from '../story-fixtures.ts';
import { SignIn } from './SignIn.tsx';

/** Name and password, then the authenticator code when the account has two-factor sign-in. */
const meta = {
  title: 'Back office/Screens/SignIn',
  component: SignIn,
  ...adminStory,
  args: { onSignedIn: fn() },
  parameters: { ...adminStory.parameters, ...admin({ api: { login: ok(session(staff('admin'))) } }) },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills in the form and submits it. */
async function signIn(canvasElement: HTMLElement, name = 'admin', password = 'wrong-password') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox'), name);
  await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement, password);
  await userEvent.click(canvas.getByRole('button'));
}

export const Empty: Story = {};

export const EmptyZhTW: Story = { name: 'Empty (zh-TW)', globals: { locale: 'zh-TW' } };

export const EmptyZhCN: Story = { name: 'Empty (zh-CN)', globals: { locale: 'zh-CN' } };

export const EmptyDeCH: Story = { name: 'Empty (de-CH)', globals: { locale: 'de-CH' } };

export const WrongPassword: Story = {
  name: 'Wrong name or password',
  parameters: admin({ api: { login: fail(401, 'login_failed') } }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await until(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

export const Throttled: Story = {
  name: 'Too many attempts',
  parameters: admin({ api: { login: fail(429, 'too_many_attempts') } }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await until(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

export const Pending: Story = {
  name: 'Signing in',
  parameters: admin({ api: { login: 'hang' } }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await until(() => expect(within(canvasElement).getByRole('button')).toBeDisabled());
  },
};

export const CodeNeeded: Story = {
  name: 'Two-factor code asked',
  parameters: admin({ api: { login: fail(401, 'totp_required') } }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'op-north', 'password-123');
    await until(() => expect(within(canvasElement).getByRole('status')).toBeVisible());
  },
};

export const CodeWrong: Story = {
  name: 'Two-factor code wrong',
  parameters: admin({
    api: { login: (_url, body) => ((body as { totp?: string }).totp ? fail(401, 'totp_invalid') : fail(401, 'totp_required')) },
  }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'op-north', 'password-123');
    const code = await until(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input[name="totp"]');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    await userEvent.type(code, '123456');
    await userEvent.click(within(canvasElement).getByRole('button'));
    // The code's refusal: said under the code field, which has the focus to type it again.
    await untilRefused(code);
  },
};
