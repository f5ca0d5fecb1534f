import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../app/global.css';
import './Pager.css';
import { Pager } from './Pager.tsx';
import { withSite } from '../../story-kit.tsx';

// A list of one page shows no pager at all (Pager renders nothing): it has no story.
const meta = {
  title: 'Site/Pager',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: Pager,
  decorators: [withSite],
  args: { page: 1, pages: 5 },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of five pages: no previous link, a next link. */
export const FirstPage: Story = {};

/** A page in the middle: previous and next links. */
export const MiddlePage: Story = { args: { page: 3 } };

/** The last page: a previous link, no next link. */
export const LastPage: Story = { args: { page: 5 } };
