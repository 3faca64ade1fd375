import { useSearchParams } from 'react-router';
import { CategoryPage } from './game-pages';
import { useSession } from '@/shared/session/session-store';

/**
 * Slots and e-games: /rng (its vendor tab from `?page=<vendor>`, else the vendor the slots hub
 * remembered in `gameVendor`), /bgs, /bingo.
 */
export default function EgameSection({ routeName }: { routeName: 'rng' | 'bgs' | 'bingo' }) {
  const [params, setParams] = useSearchParams();
  const remembered = useSession((s) => s.gameVendor);
  if (routeName !== 'rng') return <CategoryPage routeName={routeName} />;
  return (
    <CategoryPage
      routeName="rng"
      selectedVendor={params.get('page') ?? remembered}
      onVendorChange={(vassalage) => {
        useSession.getState().update({ gameVendor: vassalage });
        setParams({ page: vassalage }, { replace: true });
      }}
    />
  );
}
