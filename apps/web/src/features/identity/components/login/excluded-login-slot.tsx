import { lazy, Suspense } from 'react';
import { withdrawalCodeOf } from '@/shared/lib/withdrawal-link';

const ExcludedLoginActions = lazy(() =>
  import('./excluded-login-actions').then((m) => ({ default: m.ExcludedLoginActions })),
);

/**
 * Where a login refused for a time-out or self-exclusion offers the withdrawal page and the
 * request to return: loaded only then (its own chunk), as nearly every login never needs it.
 */
export function ExcludedLoginSlot({ failure }: { failure: unknown }) {
  if (!withdrawalCodeOf(failure)) return null;
  return (
    <Suspense fallback={null}>
      <ExcludedLoginActions failure={failure} />
    </Suspense>
  );
}
