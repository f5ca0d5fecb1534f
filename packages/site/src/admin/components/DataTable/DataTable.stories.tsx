import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { adminStory } from '../../story-kit.tsx';
import { ACCOUNTS } from '../../story-fixtures.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { DataTable, Pager } from './DataTable.tsx';

/** The back office's table with its CSV button, and the pager under long lists. */
const meta = {
  title: 'Back office/Components/DataTable',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  ...adminStory,
  args: { rows: ACCOUNTS.length, empty: false },
  argTypes: { rows: { control: { type: 'range', min: 0, max: ACCOUNTS.length } } },
  render: function Render({ rows, empty }: { rows: number; empty: boolean }) {
    const { t, money } = useI18n();
    return (
      <DataTable
        caption={t('accounts.title')}
        fileName="accounts"
        rows={ACCOUNTS.slice(0, rows)}
        rowKey={(row) => row.id}
        {...(empty ? { empty: t('dashboard.noMovements') } : {})}
        columns={[
          { label: t('account.id'), numeric: true, render: (row) => row.id, csv: (row) => row.id },
          { label: t('account.accountName'), render: (row) => row.account_name, csv: (row) => row.account_name },
          { label: t('account.role'), render: (row) => t(`role.${row.role}`), csv: (row) => row.role },
          {
            label: t('account.balance'),
            numeric: true,
            render: (row) => (row.currency === null || row.balance === null ? '' : money(row.balance, row.currency)),
            csv: (row) => row.balance ?? '',
          },
        ]}
      />
    );
  },
} satisfies Meta<{ rows: number; empty: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = { name: 'With rows' };

export const Empty: Story = { args: { rows: 0 } };

export const EmptyWithItsOwnText: Story = { name: 'Empty, with its own text', args: { rows: 0, empty: true } };

export const WithRowsZhTW: Story = { name: 'With rows (zh-TW)', globals: { locale: 'zh-TW' } };

export const WithRowsDeCH: Story = { name: 'With rows (de-CH)', globals: { locale: 'de-CH' } };

/** Previous and next under a list of more than one page. */
export const PagerMiddle: StoryObj<typeof Pager> = {
  name: 'Pager, page 2 of 3',
  render: (args) => <Pager {...args} />,
  args: { page: 2, pageSize: 50, total: 120, onPage: fn() },
};

export const PagerFirst: StoryObj<typeof Pager> = {
  name: 'Pager, page 1 of 3 (previous disabled)',
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pager {...args} page={page} onPage={setPage} />;
  },
  args: { page: 1, pageSize: 50, total: 120, onPage: fn() },
};
