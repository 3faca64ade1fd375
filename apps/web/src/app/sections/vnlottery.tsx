import { GameCategoryPage } from '@/features/games/components/game-category-page';

export default function VnlotterySection() {
  return <GameCategoryPage routeName="vnlottery" />;
}
