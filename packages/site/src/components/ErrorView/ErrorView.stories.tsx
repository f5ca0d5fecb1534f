import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../app/global.css';
import './ErrorView.css';
import { ErrorView, NotFoundView, ServerErrorView } from './ErrorView.tsx';
import { withSite } from '../../story-kit.tsx';

const meta = {
  title: 'Site/ErrorView',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: ErrorView,
  decorators: [withSite],
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page's view, in the toolbar's language (the path as the visitor typed it). */
export const NotFound: Story = {
  args: { statusCode: 404, title: '', message: '', description: '' },
  render: () => <NotFoundView path="/no/such/page" />,
};

/** The 500 page's view, in the toolbar's language. */
export const InternalServerError: Story = {
  args: { statusCode: 500, title: '', message: '', description: '' },
  render: () => <ServerErrorView />,
};
