import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminApiError } from '../../api.ts';
import { adminStory } from '../../story-kit.tsx';
import { ErrorText } from './ErrorText.tsx';

/** A failure as a sentence in the staff member's language, announced as it appears. */
const meta = {
  title: 'Back office/Components/ErrorText',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: ErrorText,
  ...adminStory,
} satisfies Meta<typeof ErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KnownCode: Story = {
  name: 'A code the server sent (account_exists)',
  args: { error: new AdminApiError('account_exists', 'another account already has this name', 409) },
};

export const Throttled: Story = {
  name: 'Too many attempts',
  args: { error: new AdminApiError('too_many_attempts', 'too many failed sign-ins; try again later', 429) },
};

export const Network: Story = { name: 'No connection', args: { error: new AdminApiError('network_error', 'Failed to fetch') } };

export const Unknown: Story = { name: 'Anything else', args: { error: new Error('boom') } };

export const KnownCodeZhTW: Story = { ...KnownCode, name: 'A code the server sent (zh-TW)', globals: { locale: 'zh-TW' } };

export const NetworkDeCH: Story = { ...Network, name: 'No connection (de-CH)', globals: { locale: 'de-CH' } };
