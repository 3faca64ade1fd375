import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorResponsibleGamingRoutes as routes,
  type rgReviewsQuery,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall, type OpsResponse } from '@/shared/api/ops-call';
import { rgKey } from '../lib/rg-key';

export type RgReviewsQuery = z.input<typeof rgReviewsQuery>;
export type RgReview = OpsResponse<typeof routes.rgReviews>['list'][number];

export const listRgReviews = (query: RgReviewsQuery) => opsCall(routes.rgReviews, { query });

/** One page of the review list: the players a marker of harm flagged, open or reviewed. */
export const useRgReviews = (query: RgReviewsQuery) =>
  useQuery({
    queryKey: rgKey('reviews', query),
    queryFn: ({ signal }) => opsCall(routes.rgReviews, { query, signal }),
    placeholderData: keepPreviousData,
  });
