import { useQuery } from '@tanstack/react-query';
import { drawResponse } from '@bet/contracts/lottery/draws';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { lotteryCall } from './lottery-client';

/** `GET /hv/lottery/draw` (public): one draw with its commitment and, once drawn, its seed. */
export const getDraw = (game: string, issue: string, signal?: AbortSignal) =>
  lotteryCall(LOTTERY_API.draw, { query: { game, issue }, schema: drawResponse, signal });

export const useDraw = (game: string, issue: string) =>
  useQuery({
    queryKey: ['lottery', 'draw', game, issue],
    queryFn: ({ signal }) => getDraw(game, issue, signal),
    enabled: Boolean(game && issue),
  });
