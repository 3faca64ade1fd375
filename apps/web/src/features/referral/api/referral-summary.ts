import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** Every referral query starts with this. */
export const REFERRAL_KEY = ['referral'] as const;

/**
 * `GET /wps/referral/summary`: the player's referral code, how many friends signed up with it
 * (and deposited, are active), the rewards paid, the merchant's reward tiers and the latest
 * friends (masked by the server).
 */
export const getReferralSummary = () => apiCall(routes.referralSummary);

// The token is in the key: another player on the same browser never sees the previous one's friends.
export const referralSummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'summary', token],
    queryFn: getReferralSummary,
    // Rewards are paid by the server's scheduler: a minute old is recent enough.
    staleTime: 60_000,
  });

/** The player's referral summary; asks nothing without a session (a visitor has no friends here). */
export function useReferralSummary() {
  const token = useSession((s) => s.token);
  return useQuery({ ...referralSummaryQueryOptions(token ?? ''), enabled: Boolean(token) });
}
