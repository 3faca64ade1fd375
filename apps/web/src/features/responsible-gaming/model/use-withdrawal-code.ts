import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PLATFORM_CODE } from '@bet/contracts/constants';
import { ApiError } from '@/shared/api/api-error';
import { WITHDRAWAL_PAGE } from '@/shared/lib/withdrawal-page';
import { getSession } from '@/shared/session/session-store';
import { useRgWithdrawalSession } from '../api/rg-withdrawal-session';
import { exclusionJson } from '../lib/withdrawal-exclusion';

/** The code itself was refused (unknown, used, expired, malformed): trying it again cannot help. */
const codeRefused = (error: unknown) =>
  error instanceof ApiError && (error.errorCode === 'rg.withdrawal.code.invalid' || error.status === 400);

/**
 * The withdrawal page's one-time code (`?code=`). It is exchanged when the player presses Continue,
 * never on render or in an effect: opening the link, a reload or React running effects twice uses
 * nothing up. Exchanged, it starts a withdrawal-only session; exchanged or refused, it leaves the
 * address (a reload then keeps the session). Any other failure keeps it, to try again.
 */
export function useWithdrawalCode() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exchange = useRgWithdrawalSession();
  // A second press before the button shows it is busy must not send the code twice.
  const sent = useRef<string | null>(null);
  const code = search.get('code');

  const start = async () => {
    if (code === null || sent.current === code) return;
    sent.current = code;
    try {
      const answer = await exchange.mutateAsync({ code });
      // Data cached for an earlier session must not show in this one.
      queryClient.removeQueries({ queryKey: ['member'] });
      getSession().login({
        token: answer.token,
        account: answer.userName,
        username: answer.userName,
        nickname: answer.userName,
        customerId: String(answer.id),
        platform: PLATFORM_CODE,
        withdrawalOnly: exclusionJson(answer.exclusion),
      });
    } catch (error) {
      if (!codeRefused(error)) {
        sent.current = null;
        return;
      }
    }
    await navigate(WITHDRAWAL_PAGE, { replace: true });
  };

  const refused = codeRefused(exchange.error);
  return {
    code,
    start,
    pending: exchange.isPending,
    /** The code cannot be used: the page says so and offers the way home. */
    refused,
    /** Another failure (network, busy): said above Continue, which tries again. */
    failure: refused ? null : exchange.error,
  };
}
