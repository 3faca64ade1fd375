import { useSearchParams } from 'react-router';
import { GameCategoryPage } from '@/features/games/components/game-category-page';

/** Slots and e-games: /rng (with `?page=<vendor>` for the vendor tab), /bgs, /bingo. */
export default function EgameSection({ routeName }: { routeName: 'rng' | 'bgs' | 'bingo' }) {
  const [params] = useSearchParams();
  return (
    <GameCategoryPage
      routeName={routeName}
      selectedVendor={routeName === 'rng' ? params.get('page') : null}
    />
  );
}
