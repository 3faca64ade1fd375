import { useTranslation } from 'react-i18next';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { ContactUsButton } from './contact-us-button';
import './status-pages.css';

/** Status 2 (spec §1): the visitor's country is not served; shows what we saw. */
export function RegionPage({
  status,
  rankLevel,
}: {
  status: SystemStatusResponse;
  rankLevel: number | null;
}) {
  const { t } = useTranslation();
  const { ip, country } = status.location;
  return (
    <main className="status-page" data-testid="region-page">
      <div className="status-card">
        <h1>{t('status.regionTitle')}</h1>
        <p className="status-subtitle">{t('status.regionSubtitle')}</p>
        <dl className="status-facts">
          <div>
            <dt>{t('status.ipAddress')}</dt>
            <dd data-testid="location-ip">{ip}</dd>
          </div>
          <div>
            <dt>{t('status.country')}</dt>
            <dd data-testid="location-country">{country ?? t('status.countryUnknown')}</dd>
          </div>
        </dl>
        <ContactUsButton rankLevel={rankLevel} />
      </div>
    </main>
  );
}
