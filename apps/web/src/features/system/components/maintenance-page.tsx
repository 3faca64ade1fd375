import { useTranslation } from 'react-i18next';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { ContactUsButton } from './contact-us-button';
import './status-pages.css';

type MaintenanceTime = SystemStatusResponse['maintenanceTime'];

/** Status 1 (spec §1): the whole site is closed for maintenance. */
export function MaintenancePage({
  maintenanceTime,
  rankLevel,
}: {
  maintenanceTime: MaintenanceTime;
  rankLevel: number | null;
}) {
  const { t, i18n } = useTranslation();
  const format = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language === 'ty' ? 'fil' : undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(ms);
  return (
    <main className="status-page" data-testid="maintenance-page">
      <div className="status-card">
        <h1>{t('status.maintenanceTitle')}</h1>
        <p className="status-subtitle">{t('status.maintenanceSubtitle')}</p>
        {maintenanceTime && (maintenanceTime.startTime !== null || maintenanceTime.endTime !== null) ? (
          <dl className="status-facts">
            {maintenanceTime.startTime !== null ? (
              <div>
                <dt>{t('status.maintenanceStart')}</dt>
                <dd>{format(maintenanceTime.startTime)}</dd>
              </div>
            ) : null}
            {maintenanceTime.endTime !== null ? (
              <div>
                <dt>{t('status.maintenanceEnd')}</dt>
                <dd>{format(maintenanceTime.endTime)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <ContactUsButton rankLevel={rankLevel} />
      </div>
    </main>
  );
}
