import { useQuery } from '@tanstack/react-query';
import { operatorReferralRoutes as routes } from '@bet/contracts/operator/operator-referral';
import { opsCall } from '@/shared/api/ops-call';
import { REFERRAL_KEY } from '../lib/referral-key';

/** The merchant's referral tiers: what a friend's deposits and bets must reach, and the reward. */
export const useReferralTiers = () =>
  useQuery({
    queryKey: [...REFERRAL_KEY, 'tiers'],
    queryFn: ({ signal }) => opsCall(routes.getReferralTiers, { signal }),
  });
