import { GameCategoryPage } from '@/features/games/components/game-category-page';

export default function ElottSection() {
  return <GameCategoryPage routeName="elott" />;
}
