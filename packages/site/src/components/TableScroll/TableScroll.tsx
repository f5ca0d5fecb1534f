import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside this box. The box is focusable and
 * named, so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
