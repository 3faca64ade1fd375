import { useQuery } from '@tanstack/react-query';
import { vnNumbersResponse } from '@bet/contracts/lottery/draws';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { lotteryCall } from './lottery-client';

/** Spec §9: "VN numbers 100": every two-digit number. */
export const VN_NUMBERS_COUNT = 100;

/** `GET /hv/lottery/vn-numbers` (public): 00–99 with their hits and missing counts in recent draws. */
export const getVnNumbers = (game: string, draws: number, signal?: AbortSignal) =>
  lotteryCall(LOTTERY_API.vnNumbers, {
    query: { game, count: VN_NUMBERS_COUNT, draws },
    schema: vnNumbersResponse,
    signal,
  });

export const useVnNumbers = (game: string, draws: number) =>
  useQuery({
    queryKey: ['lottery', 'vnNumbers', game, draws],
    queryFn: ({ signal }) => getVnNumbers(game, draws, signal),
    staleTime: 30_000,
  });
