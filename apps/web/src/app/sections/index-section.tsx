import { useSiteInfo } from '@/features/system/api/system-status';
import { HomeContent } from '@/features/home/components/home-content';

export default function IndexSection() {
  const { merchant, banners } = useSiteInfo();
  return <HomeContent siteName={merchant.name} banners={banners} />;
}
