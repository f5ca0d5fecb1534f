import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../app/global.css';
import './Footer.css';
import { Footer } from './Footer.tsx';
import { withSite } from '../../story-kit.tsx';

const meta = {
  title: 'Site/Footer',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: Footer,
  decorators: [withSite],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site footer: its links, the responsible-gaming line with the 18+ badge, the copyright. */
export const Default: Story = {};
