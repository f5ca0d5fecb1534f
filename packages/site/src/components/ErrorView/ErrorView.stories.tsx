import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ErrorView } from './ErrorView.tsx';

const meta = {
  title: 'Site/ErrorView',
  component: ErrorView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    statusCode: 404,
    title: 'Page Not Found',
    message: 'Page not found: /no/such/page',
    description: 'The page you are looking for does not exist or has moved.',
  },
};

export const InternalServerError: Story = {
  args: {
    statusCode: 500,
    title: 'Internal Server Error',
    message: 'Something went wrong while showing this page.',
    description: 'Please try again in a moment. If it keeps happening, contact us.',
  },
};
