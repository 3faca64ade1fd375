import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorResponsibleGamingRoutes as routes,
  type rgCloseReviewRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall } from '@/shared/api/ops-call';
import { RG_KEY } from '../lib/rg-key';

export type CloseReviewBody = z.input<typeof rgCloseReviewRequest>;

/** Closes an open review with a note of what was done (`playerStatus`); answers the review as closed. */
export const closeRgReview = (body: CloseReviewBody) => opsCall(routes.rgCloseReview, { body });

/**
 * Closes a review, then reads the review list and the player's detail again: a review already
 * closed by someone else is refused (`rg.review.not.found`) and the list shows it as it is now.
 */
export const useRgCloseReview = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeRgReview,
    onSettled: () =>
      client.invalidateQueries({
        queryKey: RG_KEY,
        predicate: (q) => q.queryKey[2] === 'reviews' || q.queryKey[2] === 'player',
      }),
  });
};
