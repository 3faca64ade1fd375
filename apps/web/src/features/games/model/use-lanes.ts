import { useQuery } from '@tanstack/react-query';
import { lanesQuery, NO_LANES } from '../api/vendor-lanes';

/**
 * The lanes for the category pages and the records' filters; none while loading or when the call
 * fails. The navigation reads the same query through `useNavLanes`.
 */
export function useLanes() {
  const query = useQuery(lanesQuery);
  return {
    lanes: query.data ?? NO_LANES,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
