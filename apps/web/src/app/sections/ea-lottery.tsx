import { RegionLotteryPage, SEA_GAMES } from '@/features/lottery/components/region-page';
import './lottery-launch';

/** /seaLottery: the South-East-Asia 4D and 6D lotteries (header-only layout, spec §2). */
export default function EaLotterySection() {
  return <RegionLotteryPage routeName="seaLottery" games={SEA_GAMES} />;
}
