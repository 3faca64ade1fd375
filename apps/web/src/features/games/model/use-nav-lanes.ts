import { useQuery } from '@tanstack/react-query';
import type { CategoryLane } from '@/shared/lib/game-categories';
import { lanesQuery, NO_LANES } from '../api/vendor-lanes';

/** The navigation's lanes (home route): none while loading or when the call fails (Home and Promotions only). */
export function useNavLanes(): readonly CategoryLane[] {
  return useQuery(lanesQuery).data ?? NO_LANES;
}
