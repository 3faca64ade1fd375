import { GameCategoryPage } from '@/features/games/components/game-category-page';

export default function LiveSection() {
  return <GameCategoryPage routeName="live" />;
}
