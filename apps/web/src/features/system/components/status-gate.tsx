import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemStatus } from '@bet/contracts/constants';
import { errorCodeOf } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useSystemStatus } from '../api/system-status';
import './status-pages.css';

// The closed pages (and their Contact Us) are rare: they load when the status asks for them, not
// with every page. MemberStatusGate shows them through the lazy RankedStatusGate anyway.
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionPage = lazy(() => import('./region-page').then((m) => ({ default: m.RegionPage })));

/**
 * Reads the system status before anything else (spec §1): maintenance wins over region
 * restriction, and only a normal status shows the site. `rankLevel` (the logged-in member's,
 * null for a visitor) picks the customer service line of the closed pages.
 */
export function StatusGate({ children, rankLevel }: { children: ReactNode; rankLevel: number | null }) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isFetching } = useSystemStatus();

  if (isPending) return <Spinner fullPage />;
  if (error || !data) {
    return (
      <main className="status-page" data-testid="status-error">
        <div className="status-card">
          <h1>{t('status.loadFailedTitle')}</h1>
          <p className="status-subtitle" role="alert">
            {t(`error.${errorCodeOf(error)}`, { defaultValue: t('error.system.error') })}
          </p>
          <Button onClick={() => void refetch()} disabled={isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      </main>
    );
  }
  if (data.status === SystemStatus.maintenance || data.status === SystemStatus.regionRestricted) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        {data.status === SystemStatus.maintenance ? (
          <MaintenancePage maintenanceTime={data.maintenanceTime} rankLevel={rankLevel} />
        ) : (
          <RegionPage status={data} rankLevel={rankLevel} />
        )}
      </Suspense>
    );
  }
  return <>{children}</>;
}
