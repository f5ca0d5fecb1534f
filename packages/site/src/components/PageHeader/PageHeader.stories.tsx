import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../app/global.css';
import { PageHeader } from './PageHeader.tsx';
import { storyI18n } from '../story-fixtures.ts';
import { withSite } from '../../story-kit.tsx';

// (PageHeader's styles, `.page-header`, are in global.css.)
const meta = {
  title: 'Site/PageHeader',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: PageHeader,
  decorators: [withSite],
  args: { title: '' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's heading with its lead paragraph, as the games list has them, in the toolbar's language. */
export const WithLead: Story = {
  render: (_args, { globals }) => {
    const { t } = storyI18n(globals);
    return <PageHeader title={t('games.title')} lead={t('games.lead')} />;
  },
};

/** A heading alone, as the transaction history has it. */
export const WithoutLead: Story = {
  render: (_args, { globals }) => <PageHeader title={storyI18n(globals).t('history.title')} />,
};
