import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../app/global.css';
import './LoginPrompt.css';
import { LoginPrompt } from './LoginPrompt.tsx';
import { withSite } from '../../story-kit.tsx';

// Its Log in button asks the page's <ky-wallet> to open its login form; a story has none, so
// the button does nothing here (wallet.ts ignores a page without the element). No request is made.
const meta = {
  title: 'Site/LoginPrompt',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: LoginPrompt,
  decorators: [withSite],
  args: { state: { status: 'pending' } },
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the wallet's code loads (and in the prerendered HTML): a status line. */
export const Pending: Story = {};

/** The player is logged out: the prompt with its Log in button. */
export const LoggedOut: Story = {
  args: {
    state: { status: 'ready', session: { loggedIn: false, name: '', alliance: '', currency: '', balance: 0 } },
  },
};
