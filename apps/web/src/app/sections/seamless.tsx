import { GameCategoryPage } from '@/features/games/components/game-category-page';

/** /seamless: games that play from the main wallet; empty until the catalogue marks such vendors. */
export default function SeamlessSection() {
  return <GameCategoryPage routeName="seamless" />;
}
