import type { ReactNode } from 'react';
import './ui.css';

interface PageShellProps {
  /** `page-<routeName>` for the end-to-end tests. */
  testId: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The common frame of a content page: a heading, a short description, then the content. */
export function PageShell({ testId, title, description, children }: PageShellProps) {
  return (
    <section className="page-shell" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`} className="page-title">
        {title}
      </h1>
      {description ? <p className="page-description">{description}</p> : null}
      {children}
    </section>
  );
}

/** A friendly placeholder where content will appear (never a blank area). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
