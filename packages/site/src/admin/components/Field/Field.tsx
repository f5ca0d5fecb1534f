import { cloneElement, useId, type ReactElement } from 'react';

/**
 * A label and its control side by side (not nested), so the control's accessible name is the
 * label alone, never the label plus the options of a wrapped <select>. An `error` (the server
 * refused this field's value) marks the control invalid and describes it, after its hint.
 */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `bo-field ${className}` : 'bo-field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {hint ? <small id={hintId}>{hint}</small> : null}
      {error ? (
        <p className="bo-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
