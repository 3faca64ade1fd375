import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'good' | 'bad' | 'warn' | 'info';

/** A short status word in a coloured pill (a state, a role, a flag). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
