import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminStory } from '../../story-kit.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { Field } from '../Field/Field.tsx';
import { Dialog } from './Dialog.tsx';

/** The back office's modal dialog: focus inside, Escape and "Close" close it. */
const meta = {
  title: 'Back office/Components/Dialog',
  ...adminStory,
  args: { onClose: fn() },
  render: function Render({ onClose }) {
    const { t } = useI18n();
    return (
      <Dialog title={t('account.setPassword')} onClose={onClose}>
        <form className="bo-form" onSubmit={(event) => event.preventDefault()}>
          <Field label={t('account.password')} hint={t('account.passwordHint')}>
            <input type="password" autoComplete="new-password" />
          </Field>
          <div className="bo-form__actions">
            <button type="submit" className="bo-button bo-button--primary">
              {t('account.setPassword')}
            </button>
          </div>
        </form>
      </Dialog>
    );
  },
} satisfies Meta<{ onClose: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenZhCN: Story = { name: 'Open (zh-CN)', globals: { locale: 'zh-CN' } };

export const OpenDeCH: Story = { name: 'Open (de-CH)', globals: { locale: 'de-CH' } };
