import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { deCH } from '../../i18n/de-CH.ts';
import { en } from '../../i18n/en.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Messages } from '../../i18n/messages.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import '../../app/global.css';
import './ErrorView.css';
import { ErrorView } from './ErrorView.tsx';

/** The toolbar's locale tag → the site's locale and its messages. */
const LOCALES: Record<string, [Locale, Messages]> = {
  en: ['en', en],
  'zh-TW': ['zh-tw', zhTW],
  'zh-CN': ['zh-cn', zhCN],
  'de-CH': ['de-ch', deCH],
};

/** The site's page furniture the component needs: a router and the interface language. */
const withSite: Decorator = (Story, context) => {
  const [locale, messages] = LOCALES[String(context.globals.locale)] ?? ['en', en];
  return (
    <MemoryRouter>
      <I18nProvider locale={locale} messages={messages}>
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
