import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drawsResponse, type DrawsQuery } from '@bet/contracts/lottery/draws';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { lotteryCall } from './lottery-client';

/** `GET /hv/lottery/draws` (public): a game's draws, newest first, a page at a time. */
export const getDraws = (query: DrawsQuery, signal?: AbortSignal) =>
  lotteryCall(LOTTERY_API.draws, { query: { ...query }, schema: drawsResponse, signal });

export const DRAWS_KEY = ['lottery', 'draws'] as const;

export const drawsQueryOptions = (query: DrawsQuery) =>
  queryOptions({
    queryKey: [...DRAWS_KEY, query],
    queryFn: ({ signal }) => getDraws(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useDraws = (query: DrawsQuery) => useQuery(drawsQueryOptions(query));
