import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemStatus } from '@bet/contracts/constants';
import { errorCodeOf } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useSystemStatus } from '../api/system-status';
import { MaintenancePage } from './maintenance-page';
import { RegionPage } from './region-page';
import './status-pages.css';

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
  if (data.status === SystemStatus.maintenance)
    return <MaintenancePage maintenanceTime={data.maintenanceTime} rankLevel={rankLevel} />;
  if (data.status === SystemStatus.regionRestricted)
    return <RegionPage status={data} rankLevel={rankLevel} />;
  return <>{children}</>;
}
