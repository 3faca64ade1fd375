import { lazy, Suspense, type ReactNode } from 'react';
import { SystemStatus } from '@bet/contracts/constants';
import { useSystemStatus } from '@/features/system/api/system-status';
import { StatusGate } from '@/features/system/components/status-gate';
import { Spinner } from '@/shared/ui/spinner';

// The member info (for the rank) stays out of the home route's initial JS: only the
// maintenance and region pages need it here, and they are rare.
const RankedStatusGate = lazy(() =>
  import('./ranked-status-gate').then((m) => ({ default: m.RankedStatusGate })),
);

/**
 * The status gate; on the maintenance and region pages it is told the member's rank, so their
 * Contact Us opens the VIP line for VIP 5 and up (spec §4).
 */
export function MemberStatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus().data?.status;
  if (status === SystemStatus.maintenance || status === SystemStatus.regionRestricted) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <RankedStatusGate>{children}</RankedStatusGate>
      </Suspense>
    );
  }
  return <StatusGate rankLevel={null}>{children}</StatusGate>;
}
