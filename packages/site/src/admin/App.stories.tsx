import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StaffRole } from '@ky-wallet/protocol';
import { App } from './App.tsx';
import { admin, adminStory, fail, ok, until, type AdminStoryParameters } from './story-kit.tsx';
import type { AdminI18n } from './i18n/i18n.tsx';
import { LIVE_EVENTS, accountList, auditLog, contacts, dashboard, session, staff } from './story-fixtures.ts';

/** Everything a signed-in staff member's screens ask for, for `me`. */
function signedIn(role: StaffRole, path = '/admin', overrides: Parameters<typeof staff>[1] = {}): AdminStoryParameters {
  return {
    path,
    api: {
      me: ok(session(staff(role, overrides))),
      dashboard: ok(dashboard()),
      listAccounts: ok(accountList()),
      auditLog: ok(auditLog()),
      listContacts: ok(contacts()),
      logout: ok({}),
    },
    live: { events: LIVE_EVENTS, online: 45 },
  };
}

/** The back office as a whole: the staff session, the header and navigation (per role), a screen. */
const meta = {
  title: 'Back office/App',
  component: App,
  ...adminStory,
  parameters: { ...adminStory.parameters, ...admin(signedIn('admin')) },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  name: 'Admin: every screen in the navigation',
  // Signed in: the dashboard, not the sign-in form (the app asks `me` only where the cookie the
  // server sets beside a session is; the story kit sets it for a story that answers `me`).
  play: async ({ canvasElement, loaded }) => {
    const name = (loaded.adminI18n as AdminI18n).t('dashboard.title');
    await until(() => expect(within(canvasElement).getByRole('heading', { level: 1, name })).toBeVisible());
  },
};

export const Alliance: Story = { name: 'Alliance / platform: no audit log, no inbox', parameters: admin(signedIn('alliance')) };

export const Operator: Story = { name: 'Operator', parameters: admin(signedIn('operator')) };

export const AccountManager: Story = { name: 'Account manager: no inbox', parameters: admin(signedIn('account_manager')) };

export const User: Story = { name: 'User', parameters: admin(signedIn('user')) };

export const EnrolmentRequired: Story = {
  name: 'Two-factor sign-in required: only Security',
  parameters: admin(signedIn('operator', '/admin', { totp_required: true, totp_enrolment_required: true })),
};

export const Accounts: Story = { name: 'Admin on Accounts (/admin2)', parameters: admin(signedIn('admin', '/admin2')) };

export const NotFound: Story = { name: 'A path that is no screen', parameters: admin(signedIn('admin', '/admin/nothing-here')) };

export const SignedOut: Story = { name: 'Signed out: the sign-in form', parameters: admin({ path: '/admin', api: { me: fail(401, 'unauthorized') } }) };

export const Loading: Story = { parameters: admin({ path: '/admin', api: { me: 'hang' } }) };

export const ServerDown: Story = {
  name: 'Server unreachable: the sign-in form with the error',
  parameters: admin({ path: '/admin', api: { me: 'network-error' } }),
};

export const AdminZhTW: Story = { name: 'Admin (zh-TW)', globals: { locale: 'zh-TW' } };

export const AdminZhCN: Story = { name: 'Admin (zh-CN)', globals: { locale: 'zh-CN' } };

export const AdminDeCH: Story = { name: 'Admin (de-CH)', globals: { locale: 'de-CH' } };
