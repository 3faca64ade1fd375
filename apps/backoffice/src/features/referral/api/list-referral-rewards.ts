import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorReferralRoutes as routes,
  type referralRewardsQuery,
} from '@bet/contracts/operator/operator-referral';
import { opsCall } from '@/shared/api/ops-call';
import { REFERRAL_KEY } from '../lib/referral-key';

export type RewardsQuery = z.input<typeof referralRewardsQuery>;

export const listReferralRewards = (query: RewardsQuery) => opsCall(routes.listReferralRewards, { query });

/** One page of the referral rewards, newest first, with the URL's filters (every status by default). */
export const useReferralRewards = (query: RewardsQuery) =>
  useQuery({
    queryKey: [...REFERRAL_KEY, 'rewards', query],
    queryFn: ({ signal }) => opsCall(routes.listReferralRewards, { query, signal }),
    placeholderData: keepPreviousData,
  });
