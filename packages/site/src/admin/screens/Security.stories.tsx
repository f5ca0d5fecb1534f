import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { admin, adminStory, fail, ok, until, untilRefused } from '../story-kit.tsx';
import { session, staff } from '../story-fixtures.ts';
import { Security } from './Security.tsx';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/KY%20Gaming:op-north?issuer=KY%20Gaming&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

/** Two-factor sign-in: off, on, required but not set up, and the set-up itself. */
const meta = {
  title: 'Back office/Screens/Security',
  component: Security,
  ...adminStory,
  args: { me: staff('operator'), onChanged: fn() },
  parameters: {
    ...adminStory.parameters,
    ...admin({ api: { totpSetup: ok(SETUP), totpConfirm: ok(session(staff('operator', { totp_enabled: true }))) } }),
  },
} satisfies Meta<typeof Security>;

export default meta;
type Story = StoryObj<typeof meta>;

const start = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
};

export const Off: Story = {};

export const On: Story = { name: 'On (a code of the current authenticator starts a new set-up)', args: { me: staff('admin', { totp_enabled: true }) } };

/** On: a code of the authenticator in force, then the new secret. */
const replace = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox'), '123456');
  await userEvent.click(canvas.getByRole('button'));
};

export const Replacing: Story = {
  name: 'On: replacing the authenticator',
  args: { me: staff('admin', { totp_enabled: true }) },
  play: async ({ canvasElement }) => {
    await replace(canvasElement);
    await until(() => expect(canvasElement.querySelector('input[readonly]')).not.toBeNull());
  },
};

export const ReplacingWrongCode: Story = {
  name: 'On: a wrong code of the current authenticator',
  args: { me: staff('admin', { totp_enabled: true }) },
  parameters: admin({ api: { totpSetup: fail(400, 'totp_invalid') } }),
  play: async ({ canvasElement }) => {
    await replace(canvasElement);
    await untilRefused(within(canvasElement).getByRole('textbox'));
  },
};

export const Required: Story = {
  name: 'Required, not set up (the only screen until it is)',
  args: { me: staff('operator', { totp_required: true, totp_enrolment_required: true }) },
};

export const SettingUp: Story = {
  name: 'Setting up: the secret and the code',
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await until(() => expect(canvasElement.querySelector('input[readonly]')).not.toBeNull());
  },
};

export const SettingUpDeCH: Story = { ...SettingUp, name: 'Setting up (de-CH)', globals: { locale: 'de-CH' } };

export const SettingUpZhTW: Story = { ...SettingUp, name: 'Setting up (zh-TW)', globals: { locale: 'zh-TW' } };

export const WrongCode: Story = {
  name: 'Setting up: a wrong code',
  parameters: admin({ api: { totpSetup: ok(SETUP), totpConfirm: fail(400, 'totp_invalid') } }),
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    const inputs = await until(() => {
      const found = canvasElement.querySelectorAll<HTMLInputElement>('input:not([readonly])');
      expect(found.length).toBe(1);
      return found;
    });
    await userEvent.type(inputs[0] as HTMLInputElement, '000000');
    await userEvent.click(within(canvasElement).getByRole('button'));
    await untilRefused(inputs[0] as HTMLInputElement);
  },
};

export const Done: Story = {
  name: 'Set up',
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    const input = await until(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input:not([readonly])');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    await userEvent.type(input, '123456');
    await userEvent.click(within(canvasElement).getByRole('button'));
    await until(() => expect(within(canvasElement).getByRole('status')).toBeVisible());
  },
};

export const SetupFails: Story = {
  name: 'Set-up fails',
  parameters: admin({ api: { totpSetup: fail(500, 'internal_error') } }),
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await until(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};
