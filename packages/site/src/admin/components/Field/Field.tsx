import { cloneElement, useId, type ReactElement } from 'react';

/**
 * A label and its control side by side (not nested), so the control's accessible name is the
 * label alone, never the label plus the options of a wrapped <select>.
 */
export function Field({
  label,
  hint,
  className,
  children,
}: {
  label: string;
  hint?: string;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={className ? `bo-field ${className}` : 'bo-field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint ? <small id={hintId}>{hint}</small> : null}
    </div>
  );
}
