import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorPointsRoutes as routes,
  type redemptionQueueQuery,
} from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';
import { POINTS_KEY } from '../lib/points-key';

export type RedemptionsQuery = z.input<typeof redemptionQueueQuery>;

export const listRedemptions = (query: RedemptionsQuery) => opsCall(routes.listRedemptions, { query });

/** One page of the redeem queue, newest first, with the URL's filters (in process by default). */
export const useRedemptions = (query: RedemptionsQuery) =>
  useQuery({
    queryKey: [...POINTS_KEY, 'redemptions', query],
    queryFn: ({ signal }) => opsCall(routes.listRedemptions, { query, signal }),
    placeholderData: keepPreviousData,
  });
