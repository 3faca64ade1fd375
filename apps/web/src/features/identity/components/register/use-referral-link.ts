import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuthConfig } from '../../model/auth-config';

/**
 * A visitor landing with a player's invitation link (`?ref=CODE` on any page) gets the register
 * modal with the code filled in, once per visit; a member is not bothered (./referral-link.ts).
 * The steps load only when the address has such a code.
 */
export function useReferralLink() {
  const code = new URLSearchParams(useLocation().search).get('ref')?.trim();
  const { whitelabel } = useAuthConfig();
  useEffect(() => {
    if (code)
      void import('./referral-link').then(({ openRegisterFromReferralLink }) =>
        openRegisterFromReferralLink(code, whitelabel),
      );
  }, [code, whitelabel]);
}
