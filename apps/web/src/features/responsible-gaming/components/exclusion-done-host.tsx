import { lazy, Suspense } from 'react';
import { useExclusionDone } from '../model/exclusion-done-store';

// The dialog loads only when a break has started: the host stays a few bytes in every page.
const ExclusionDoneDialog = lazy(() => import('./exclusion-done-dialog'));

/**
 * Where a started time-out or self-exclusion is confirmed. Mounted by src/app beside the identity
 * dialogs, above the member centre, which closes with the logout that the break brings.
 */
export function ExclusionDoneHost() {
  const done = useExclusionDone((s) => s.done);
  const close = useExclusionDone((s) => s.close);
  if (!done) return null;
  return (
    <Suspense fallback={null}>
      <ExclusionDoneDialog view={done} onClose={close} />
    </Suspense>
  );
}
