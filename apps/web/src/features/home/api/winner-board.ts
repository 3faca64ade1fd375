import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/promotion/winners`: the merchant's biggest wins of the last days, names masked. */
export const getWinnerBoard = (count: number) => apiCall(routes.winnerBoard, { query: { count } });

export const winnerBoardQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['home', 'winners', count],
    queryFn: () => getWinnerBoard(count),
    staleTime: 30_000,
  });

export const useWinnerBoard = (count: number) => useQuery(winnerBoardQueryOptions(count));
