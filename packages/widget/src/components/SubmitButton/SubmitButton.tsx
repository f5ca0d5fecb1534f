import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** The form's request is under way: a second press sends nothing (the form's submit ignores it). */
  pending: boolean;
  children: ReactNode;
}

/**
 * A dialog form's primary button. While pending it is `aria-disabled` and `aria-busy`, not
 * disabled: a disabled button drops the keyboard focus out of the modal. Operators style that
 * state by its extra part name, `::part(submit-button busy)` (::part() takes no attribute selector).
 */
export function SubmitButton({ pending, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      part={pending ? 'button submit-button busy' : 'button submit-button'}
      className="btn btn-primary"
      aria-disabled={pending}
      aria-busy={pending}
    >
      {children}
    </button>
  );
}
