import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { admin, adminStory, fail, ok, until } from '../story-kit.tsx';
import { contacts } from '../story-fixtures.ts';
import { Inbox } from './Inbox.tsx';

/** The contact form's messages; "only people who consented" is the list marketing may use. */
const meta = {
  title: 'Back office/Screens/Inbox',
  component: Inbox,
  ...adminStory,
  parameters: { ...adminStory.parameters, ...admin({ api: { listContacts: ok(contacts()), handleContact: ok({}) } }) },
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {};

export const Pages: Story = { name: 'Messages over several pages', parameters: admin({ api: { listContacts: ok(contacts(75)) } }) };

export const Empty: Story = { parameters: admin({ api: { listContacts: ok({ rows: [], total: 0 }) } }) };

export const Loading: Story = { parameters: admin({ api: { listContacts: 'hang' } }) };

export const Failed: Story = { name: 'Error', parameters: admin({ api: { listContacts: fail(500, 'internal_error') } }) };

export const MarkingFails: Story = {
  name: 'Marking handled fails',
  parameters: admin({ api: { handleContact: fail(403, 'forbidden') } }),
  play: async ({ canvasElement }) => {
    const button = await until(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>('td button');
      expect(found).not.toBeNull();
      return found as HTMLButtonElement;
    });
    await userEvent.click(button);
    await until(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

export const MessagesZhTW: Story = { name: 'Messages (zh-TW)', globals: { locale: 'zh-TW' } };

export const MessagesZhCN: Story = { name: 'Messages (zh-CN)', globals: { locale: 'zh-CN' } };

export const MessagesDeCH: Story = { name: 'Messages (de-CH)', globals: { locale: 'de-CH' } };
