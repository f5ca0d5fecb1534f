import type { Meta, StoryObj } from '@storybook/react-vite';
import { admin, adminStory, fail, ok } from '../story-kit.tsx';
import { auditLog } from '../story-fixtures.ts';
import { Audit } from './Audit.tsx';

/** The audit log: who did what to which target, before → after; newest first, 50 a page. */
const meta = {
  title: 'Back office/Screens/Audit',
  component: Audit,
  ...adminStory,
  parameters: { ...adminStory.parameters, ...admin({ api: { auditLog: ok(auditLog()) } }) },
} satisfies Meta<typeof Audit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};

export const Pages: Story = { name: 'Entries over several pages', parameters: admin({ api: { auditLog: ok(auditLog(130)) } }) };

export const Empty: Story = { parameters: admin({ api: { auditLog: ok({ rows: [], total: 0 }) } }) };

export const Loading: Story = { parameters: admin({ api: { auditLog: 'hang' } }) };

export const Failed: Story = { name: 'Error', parameters: admin({ api: { auditLog: fail(500, 'internal_error') } }) };

export const EntriesZhTW: Story = { name: 'Entries (zh-TW)', globals: { locale: 'zh-TW' } };

export const EntriesZhCN: Story = { name: 'Entries (zh-CN)', globals: { locale: 'zh-CN' } };

export const EntriesDeCH: Story = { name: 'Entries (de-CH)', globals: { locale: 'de-CH' } };
