import { GameCategoryPage } from '@/features/games/components/game-category-page';

export default function EaLotterySection() {
  return <GameCategoryPage routeName="seaLottery" />;
}
