import { useCallback } from 'react';
import type { AdminI18n } from './i18n/i18n.tsx';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field with a `pattern` holds, by its name. */
const PATTERN_KEYS = {
  account_name: 'form.pattern.accountName',
  phone_number: 'form.pattern.phone',
  currency: 'form.pattern.currency',
  totp: 'form.pattern.code',
  code: 'form.pattern.code',
} as const;

function isField(target: EventTarget | null): target is FormField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Why the browser refuses a field's value, in the back office's language; '' when it takes it. */
export function validityMessage(field: FormField, t: AdminI18n['t']): string {
  const { valueMissing, typeMismatch, patternMismatch, tooShort } = field.validity;
  if (valueMissing) return t('form.required');
  if (typeMismatch) return t('form.email');
  if (patternMismatch) return t(PATTERN_KEYS[field.name as keyof typeof PATTERN_KEYS] ?? 'form.pattern');
  if (tooShort && field instanceof HTMLInputElement) return t('form.tooShort', { count: field.minLength });
  return '';
}

/**
 * A ref for a <form> that the browser validates: when a field is found invalid, the message the
 * browser shows is the back office's (in its language) instead of the browser's own, until the
 * field is edited. `invalid` does not bubble, so it is caught on its way down.
 */
export function useValidityMessages(t: AdminI18n['t']): (form: HTMLFormElement | null) => (() => void) | undefined {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return undefined;
      const explain = ({ target }: Event) => {
        if (!isField(target)) return;
        target.setCustomValidity('');
        target.setCustomValidity(validityMessage(target, t));
      };
      const clear = ({ target }: Event) => {
        if (isField(target)) target.setCustomValidity('');
      };
      form.addEventListener('invalid', explain, true);
      form.addEventListener('input', clear);
      form.addEventListener('change', clear);
      return () => {
        form.removeEventListener('invalid', explain, true);
        form.removeEventListener('input', clear);
        form.removeEventListener('change', clear);
      };
    },
    [t],
  );
}
