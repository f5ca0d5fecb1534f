import { useCallback, useEffect, useState } from 'react';
import { AdminApiError } from './api.ts';
import { useErrorText } from './components/ErrorText/ErrorText.tsx';

/** Server error codes that are about one field, and that field's name. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  account_exists: 'account_name',
  unsupported_currency: 'currency',
  current_password_wrong: 'current_password',
};

/**
 * The name of the field a server's refusal is about, if it names one: a code that is one field's
 * (`account_exists`: the account name), or an `invalid_request` whose message names the field
 * (`invalid email: …` from the protocol's schemas, `invalid password` for a secret one, `operator
 * must name an existing operator …` from the server's check of an account's links). Null for a
 * refusal of the whole form.
 */
export function serverFieldOf(error: unknown): string | null {
  if (!(error instanceof AdminApiError)) return null;
  const field = FIELD_OF_CODE[error.code];
  if (field) return field;
  if (error.code !== 'invalid_request') return null;
  const named = /^invalid (\w+)(?:[.:]|$)/.exec(error.message) ?? /^(\w+) must /.exec(error.message);
  return named?.[1] ?? null;
}

/** The control of `form` named `name` that can take focus, if there is one. */
function controlOf(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const control = form?.elements.namedItem(name);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) return null;
  return control.disabled ? null : control;
}

interface Failure {
  error: unknown;
  /** The field it is about (its control has focus), or null: the whole form's. */
  field: string | null;
  form: HTMLFormElement | null;
}

/**
 * A form's failed submit, as the player site's contact form shows it: a refusal of one of
 * `fields` (those whose Field shows `fieldError`) marks that field (aria-invalid, aria-describedby
 * at the message) and moves focus to it, where a screen reader reads the message; any other
 * refusal, or one of a field the form does not have or that is disabled, is the form's alert
 * (`formError`).
 */
export function useFormFailure(fields: readonly string[]): {
  /** Records a failed submit of `form` (null clears it). */
  fail: (error: unknown, form: HTMLFormElement | null) => void;
  /** The message for the field named `name`, when the failure is that field's. */
  fieldError: (name: string) => string | null;
  /** A failure that is no field's: for the form's ErrorText. */
  formError: unknown;
  /** The field named `name` was edited: its error goes. */
  edited: (name: string) => void;
} {
  const text = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);

  // After the render that marks the field, so that what reads it on focus reads the message too.
  useEffect(() => {
    if (failure?.field) controlOf(failure.form, failure.field)?.focus();
  }, [failure]);

  const fail = useCallback(
    (error: unknown, form: HTMLFormElement | null) => {
      if (error === null || error === undefined) {
        setFailure(null);
        return;
      }
      const field = serverFieldOf(error);
      setFailure({ error, form, field: field && fields.includes(field) && controlOf(form, field) ? field : null });
    },
    [fields],
  );
  const edited = useCallback((name: string) => setFailure((current) => (current?.field === name ? null : current)), []);

  return {
    fail,
    fieldError: (name) => (failure?.field === name ? text(failure.error) : null),
    formError: failure && !failure.field ? failure.error : null,
    edited,
  };
}
