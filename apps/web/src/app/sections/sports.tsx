import { GameCategoryPage } from '@/features/games/components/game-category-page';

/** /sports and /esports (e-sports vendors are split out of SPORTS, spec §3). */
export default function SportsSection({ routeName }: { routeName: 'sports' | 'esports' }) {
  return <GameCategoryPage routeName={routeName} />;
}
