import { useCallback } from 'react';

/** A field the browser validates. */
export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Why the browser refuses a field's value, in the page's language; '' to leave the browser's own. */
export type ExplainInvalid = (field: FormField) => string;

function isField(target: EventTarget | null): target is FormField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * A ref for a <form> that the browser validates: when a field is found invalid (on submit, or
 * reportValidity), the message the browser shows is `explain`'s instead of the browser's own,
 * which speaks the browser's language, until the field is edited. It is asked at that moment, so
 * it also sees what no change event reports (a date field typed half-way: `badInput`). `invalid`
 * does not bubble, so it is caught on its way down. Used by the site and the back office.
 */
export function useValidityMessages(explain: ExplainInvalid): (form: HTMLFormElement | null) => (() => void) | undefined {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return undefined;
      const onInvalid = ({ target }: Event) => {
        if (!isField(target)) return;
        // Cleared first, so that `explain` reads the browser's own findings (validity).
        target.setCustomValidity('');
        target.setCustomValidity(explain(target));
      };
      const clear = ({ target }: Event) => {
        if (isField(target)) target.setCustomValidity('');
      };
      form.addEventListener('invalid', onInvalid, true);
      form.addEventListener('input', clear);
      form.addEventListener('change', clear);
      return () => {
        form.removeEventListener('invalid', onInvalid, true);
        form.removeEventListener('input', clear);
        form.removeEventListener('change', clear);
      };
    },
    [explain],
  );
}
