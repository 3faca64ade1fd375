import type { ReactNode } from 'react';
import './form.css';

/** A form-level message (a failed call, a success note), announced to screen readers. */
export function FormAlert({
  children,
  tone = 'error',
  testId,
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
  testId?: string;
}) {
  if (!children) return null;
  return (
    <p
      className={`form-alert form-alert-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
