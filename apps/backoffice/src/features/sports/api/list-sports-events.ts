import { useQuery } from '@tanstack/react-query';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import type { CallOf } from '@bet/contracts/routes';
import { opsCall } from '@/shared/api/ops-call';
import { sportsKey } from '../lib/sports-key';

export type SportsEventsQuery = NonNullable<CallOf<typeof operatorSportsRoutes.listSportsEvents>['query']>;

/** In-play odds move: the list refreshes this often while it is shown (paused in a hidden tab). */
export const SPORTS_REFRESH_MS = 5_000;

export const listSportsEvents = (query: SportsEventsQuery) =>
  opsCall(operatorSportsRoutes.listSportsEvents, { query });

/** A book's fixtures, newest kick-off first: state, live score and minute, prices now, expected goals. */
export const useSportsEvents = (query: SportsEventsQuery) =>
  useQuery({
    queryKey: sportsKey('events', query),
    queryFn: () => listSportsEvents(query),
    refetchInterval: SPORTS_REFRESH_MS,
    // Paging keeps the rows on screen while the next page loads; another book's or state's rows
    // are never shown.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[3] as SportsEventsQuery | undefined;
      return before?.book === query.book && before?.status === query.status ? previous : undefined;
    },
  });
