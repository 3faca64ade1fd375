import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from '@bet/contracts/system/status';
import { EmptyState } from '@/shared/ui/page-shell';
import { QrCode } from '@/shared/ui/qr-code';
import './download.css';

const APP_TYPES = ['IOS', 'ANDROID', 'LITE'] as const;

/** The merchant's apps (iOS, Android, lite), each with a download link and a QR code. */
export function AppDownload({ resources }: { resources: readonly ResourceEntry[] }) {
  const { t } = useTranslation();
  const apps = APP_TYPES.flatMap((type) => resources.filter((r) => r.resourceType === type).slice(0, 1));
  if (apps.length === 0) return <EmptyState>{t('download.none')}</EmptyState>;
  return (
    <ul className="app-download">
      {apps.map((app) => {
        const name = t(`resource.${app.resourceType}`);
        return (
          <li key={app.resourceType} className="app-card">
            <h2>{name}</h2>
            <QrCode
              value={app.url}
              label={t('side.qrFor', { name })}
              testId={`download-qr-${app.resourceType}`}
            />
            <p>{t(`download.hint.${app.resourceType}`)}</p>
            <a className="btn btn-primary btn-md" href={app.url} target="_blank" rel="noopener noreferrer">
              {t('download.get', { name })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
