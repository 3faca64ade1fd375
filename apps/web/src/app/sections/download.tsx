import { DownloadPage } from '@/features/download/components/download-page';
import { useSiteInfo } from '@/features/system/api/system-status';
import { InfoPage } from './info-page';

/** /download (exempt from the guard) and /down: the merchant's apps and the lite app. */
export default function DownloadSection({ routeName }: { routeName: 'download' | 'down' }) {
  const { resources } = useSiteInfo();
  return (
    <InfoPage routeName={routeName}>
      <DownloadPage resources={resources} />
    </InfoPage>
  );
}
