import { RegionLotteryPage, VN_REGIONS } from '@/features/lottery/components/region-page';
import './lottery-launch';

/** /vnlottery: the Vietnamese lottery's three regions (header-only layout, spec §2). */
export default function VnlotterySection() {
  return <RegionLotteryPage routeName="vnlottery" games={VN_REGIONS} />;
}
