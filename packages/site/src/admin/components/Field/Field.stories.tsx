import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminStory } from '../../story-kit.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { Field } from './Field.tsx';

/** A label beside its control (never wrapping it), with an optional hint the control points to. */
const meta = {
  title: 'Back office/Components/Field',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  ...adminStory,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  name: 'Text input',
  render: function Render() {
    const { t } = useI18n();
    return (
      <Field label={t('account.accountName')}>
        <input defaultValue="player-anna" />
      </Field>
    );
  },
};

export const WithHint: Story = {
  name: 'With a hint',
  render: function Render() {
    const { t } = useI18n();
    return (
      <Field label={t('account.password')} hint={t('account.passwordHint')}>
        <input type="password" autoComplete="new-password" />
      </Field>
    );
  },
};

export const Select: Story = {
  render: function Render() {
    const { t } = useI18n();
    return (
      <Field label={t('accounts.role')}>
        <select defaultValue="operator">
          <option value="">{t('accounts.any')}</option>
          <option value="operator">{t('role.operator')}</option>
          <option value="player">{t('role.player')}</option>
        </select>
      </Field>
    );
  },
};

/** A value the server refused: the control is marked invalid and described by the message. */
export const WithServerError: Story = {
  name: 'With a server error',
  render: function Render() {
    const { t } = useI18n();
    return (
      <Field label={t('account.accountName')} error={t('error.account_exists')}>
        <input defaultValue="player-anna" />
      </Field>
    );
  },
};

export const WithHintZhCN: Story = { ...WithHint, name: 'With a hint (zh-CN)', globals: { locale: 'zh-CN' } };
