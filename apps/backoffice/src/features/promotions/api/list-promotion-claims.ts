import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorPromotionRoutes as routes,
  type promotionClaimsQuery,
} from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';
import { PROMOTIONS_KEY } from './list-promotions';

export type ClaimsQuery = z.input<typeof promotionClaimsQuery>;

export const listPromotionClaims = (query: ClaimsQuery) => opsCall(routes.listPromotionClaims, { query });

/** One page of claims with the URL's filters (the flagged ones by default: the review queue). */
export const usePromotionClaims = (query: ClaimsQuery) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'claims', query],
    queryFn: ({ signal }) => opsCall(routes.listPromotionClaims, { query, signal }),
    placeholderData: keepPreviousData,
  });
