import { useSearchParams } from 'react-router';
import { GameCategoryPage } from '@/features/games/components/game-category-page';

/** /lottery, optionally opened on a game (`?gameCode=...&playType=...`). */
export default function LotterySection() {
  const [params] = useSearchParams();
  return <GameCategoryPage routeName="lottery" selectedVendor={params.get('gameCode')} />;
}
