import { GameCategoryPage } from '@/features/games/components/game-category-page';

export default function FishSection() {
  return <GameCategoryPage routeName="fish" />;
}
