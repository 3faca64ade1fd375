import { queryOptions, useQuery } from '@tanstack/react-query';
import { nextDrawsResponse } from '@bet/contracts/lottery/draws';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { lotteryCall } from './lottery-client';

export const NEXT_DRAWS_KEY = ['lottery', 'next'] as const;

/** `GET /hv/lottery/next` (public): the next open draw of every game, and the server's clock. */
export const getNextDraws = (signal?: AbortSignal) =>
  lotteryCall(LOTTERY_API.next, { schema: nextDrawsResponse, signal });

export const nextDrawsQueryOptions = () =>
  queryOptions({
    queryKey: NEXT_DRAWS_KEY,
    queryFn: async ({ signal }) => {
      const answer = await getNextDraws(signal);
      // The countdowns run on the server's clock: the offset is taken when the answer arrives.
      return { ...answer, clockOffset: answer.serverTime - Date.now() };
    },
    // The stream refreshes it as draws open and close; the interval covers a lost stream, and
    // asks again soon while nothing is open yet (a vendor that has just started scheduling).
    refetchInterval: (query) => (query.state.data && query.state.data.draws.length === 0 ? 5_000 : 60_000),
    staleTime: 10_000,
  });

export const useNextDraws = () => useQuery(nextDrawsQueryOptions());
