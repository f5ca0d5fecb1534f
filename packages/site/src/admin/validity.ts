import { mixesLookalikeScripts } from '@ky-wallet/protocol';
import { useCallback } from 'react';
import { useValidityMessages, type FormField } from '../app/validity.ts';
import type { AdminI18n } from './i18n/i18n.tsx';

/** What a field with a `pattern` holds, by its name. */
const PATTERN_KEYS = {
  account_name: 'form.pattern.accountName',
  phone_number: 'form.pattern.phone',
  currency: 'form.pattern.currency',
  totp: 'form.pattern.code',
  code: 'form.pattern.code',
} as const;

/** Why the browser refuses a field's value, in the back office's language; '' when it takes it. */
export function validityMessage(field: FormField, t: AdminI18n['t']): string {
  // No pattern can say it: the form finds it on submit (AccountForm), and the server refuses it too.
  if (field.name === 'account_name' && mixesLookalikeScripts(field.value)) return t('form.mixedScripts');
  const { valueMissing, typeMismatch, patternMismatch, tooShort } = field.validity;
  if (valueMissing) return t('form.required');
  if (typeMismatch) return t('form.email');
  if (patternMismatch) return t(PATTERN_KEYS[field.name as keyof typeof PATTERN_KEYS] ?? 'form.pattern');
  if (tooShort && field instanceof HTMLInputElement) return t('form.tooShort', { count: field.minLength });
  return '';
}

/** The shared form hook (app/validity.ts) with the back office's messages. */
export function useAdminValidityMessages(t: AdminI18n['t']): ReturnType<typeof useValidityMessages> {
  return useValidityMessages(useCallback((field: FormField) => validityMessage(field, t), [t]));
}
