import type { ReactNode } from 'react';

/**
 * The progress panels' facts as label–value rows (joined at, reward, this period's cashback, an
 * application's details); `children` adds rows of its own shape (an application's comment).
 */
export function ProgressFacts({
  items,
  testId,
  children,
}: {
  items: [string, string][];
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <dl className="promo-progress" data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label} className="promo-progress-item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
