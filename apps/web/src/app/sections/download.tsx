import { AppDownload } from '@/features/download/components/app-download';
import { useSiteInfo } from '@/features/system/api/system-status';
import { InfoPage } from './info-page';

/** /download (exempt from the guard) and /down: the merchant's apps. */
export default function DownloadSection({ routeName }: { routeName: 'download' | 'down' }) {
  const { resources } = useSiteInfo();
  return (
    <InfoPage routeName={routeName}>
      <AppDownload resources={resources} />
    </InfoPage>
  );
}
