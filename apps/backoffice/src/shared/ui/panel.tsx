import type { ReactNode } from 'react';

/** A titled card of a page; `actions` sit at the right of the title. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={['panel', className].filter(Boolean).join(' ')} aria-label={title}>
      {(title || actions) && (
        <header className="panel-head">
          {title && <h2>{title}</h2>}
          {actions && <div className="panel-actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

/** The page's title row with its main actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="page-head">
      <h1>{title}</h1>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}
