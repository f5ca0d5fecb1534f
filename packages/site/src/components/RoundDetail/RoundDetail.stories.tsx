import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { deCH } from '../../i18n/de-CH.ts';
import { en } from '../../i18n/en.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Messages } from '../../i18n/messages.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { roundData } from '../../test/fixtures.ts';
import '../../app/global.css';
import '../TransactionsTable/TransactionsTable.css';
import './RoundDetail.css';
import { RoundDetail } from './RoundDetail.tsx';

/** The toolbar's locale tag → the site's locale and its messages. */
const LOCALES: Record<string, [Locale, Messages]> = {
  en: ['en', en],
  'zh-TW': ['zh-tw', zhTW],
  'zh-CN': ['zh-cn', zhCN],
  'de-CH': ['de-ch', deCH],
};

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
  title: 'Site/RoundDetail',
  component: RoundDetail,
  decorators: [withSite],
  args: {
    target: { round: 'dice-7f3a9c21', game: 'original-dice' },
    games: new Map([['original-dice', 'Dice']]),
    onClose: fn(),
    load: () => Promise.resolve(roundData),
  },
} satisfies Meta<typeof RoundDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled dice round: every field, its bet and win, the choices and outcome, its proof. */
export const Settled: Story = {};

/** A third party's round that sent nothing with its movements. */
export const WithoutProof: Story = {
  args: {
    load: () => Promise.resolve({ ...roundData, transactions: roundData.transactions.map((tx) => ({ ...tx, meta: {} })) }),
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
};

export const NotFound: Story = {
  args: { load: () => Promise.reject(Object.assign(new Error('not found'), { code: 'not_found' })) },
};

export const Failed: Story = {
  args: { load: () => Promise.reject(new Error('HTTP 500')) },
};
