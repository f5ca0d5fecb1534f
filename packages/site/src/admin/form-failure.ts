import { useCallback, useEffect, useState } from 'react';
import { AdminApiError } from './api.ts';
import { useErrorText } from './components/ErrorText/ErrorText.tsx';

/** Server error codes that are about one field, and that field's names in the forms that send it. */
const FIELDS_OF_CODE: Readonly<Record<string, readonly string[]>> = {
  account_exists: ['account_name'],
  unsupported_currency: ['currency'],
  current_password_wrong: ['current_password'],
  // An authenticator's code: the sign-in's, or the Security screen's (each of its forms has one).
  totp_invalid: ['totp', 'code'],
};

/**
 * The names the field a server's refusal is about may have, if it is one field's: a code that is
 * one field's (`account_exists`: the account name), or an `invalid_request` whose message names the
 * field (`invalid email: …` from the protocol's schemas, `invalid password` for a secret one,
 * `operator must name an existing operator …` from the server's check of an account's links).
 * None for a refusal of the whole form.
 */
export function serverFieldsOf(error: unknown): readonly string[] {
  if (!(error instanceof AdminApiError)) return [];
  const fields = FIELDS_OF_CODE[error.code];
  if (fields) return fields;
  if (error.code !== 'invalid_request') return [];
  const named = /^invalid (\w+)(?:[.:]|$)/.exec(error.message) ?? /^(\w+) must /.exec(error.message);
  return named?.[1] ? [named[1]] : [];
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
      const field = serverFieldsOf(error).find((name) => fields.includes(name) && controlOf(form, name)) ?? null;
      setFailure({ error, form, field });
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
