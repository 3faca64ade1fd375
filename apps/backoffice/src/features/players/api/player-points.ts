import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorPointsRoutes as routes,
  type playerPointsQuery,
} from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

export type PlayerPointsQuery = z.input<typeof playerPointsQuery>;
export const PLAYER_POINTS_KEY = ['ops', 'players', 'points'] as const;

export const playerPoints = (query: PlayerPointsQuery) => opsCall(routes.playerPoints, { query });

/** The player's points balance and their points ledger, a page at a time (one type or all). */
export const usePlayerPoints = (query: PlayerPointsQuery) =>
  useQuery({
    queryKey: [...PLAYER_POINTS_KEY, query],
    queryFn: ({ signal }) => opsCall(routes.playerPoints, { query, signal }),
    placeholderData: keepPreviousData,
  });
