import { useLocation } from 'react-router';
import { useAffiliateCheck } from '../../api/affiliate-check';
import { rememberedReferralCode } from './referral-link';

export type AffiliateState = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * Codes the registration link carries: `?affiliateCode=` or `?code=` (checked against the
 * server on open) and `?ref=` (a player's referral code; the one this visit came with when the
 * address has lost it since). The reset link's `?code=` is no affiliate code.
 */
export function useAffiliateFromUrl() {
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const codeParam =
    params.get('affiliateCode') ?? (pathname.startsWith('/resetPassword') ? null : params.get('code'));
  const code = codeParam?.trim() || null;
  const referralCode = params.get('ref')?.trim() || rememberedReferralCode();
  const check = useAffiliateCheck(code);
  const state: AffiliateState = !code
    ? 'none'
    : check.isSuccess
      ? 'valid'
      : check.isError
        ? 'invalid'
        : 'checking';
  return { code, referralCode, state };
}
