import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { adminStory } from '../../story-kit.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { Field } from '../Field/Field.tsx';
import { CodeInput } from './CodeInput.tsx';

/** A 6-digit authenticator code, beside its label, as sign-in and the Security screen show it. */
const meta = {
  title: 'Back office/Components/CodeInput',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  ...adminStory,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: function Render() {
    const { t } = useI18n();
    const [code, setCode] = useState('');
    return (
      <Field label={t('signIn.totp')}>
        <CodeInput name="totp" value={code} onChange={setCode} />
      </Field>
    );
  },
};
