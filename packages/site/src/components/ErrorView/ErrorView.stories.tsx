import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { CATALOGUES, siteLocale } from '../../i18n/testing.ts';
import '../../app/global.css';
import './ErrorView.css';
import { ErrorView } from './ErrorView.tsx';

/** The site's page furniture the component needs: a router and the interface language. */
const withSite: Decorator = (Story, context) => {
  const locale = siteLocale(context.globals.locale);
  return (
    <MemoryRouter>
      <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
        <Story />
      </I18nProvider>
    </MemoryRouter>
  );
};

const meta = {
  title: 'Site/ErrorView',
  component: ErrorView,
  decorators: [withSite],
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
