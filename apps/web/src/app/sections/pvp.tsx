import { GameCategoryPage } from '@/features/games/components/game-category-page';

export default function PvpSection() {
  return <GameCategoryPage routeName="pvp" />;
}
