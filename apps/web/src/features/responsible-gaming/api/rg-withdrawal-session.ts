import { useMutation } from '@tanstack/react-query';
import type { WithdrawalSessionRequest } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `POST /wps/rg/withdrawal-session`: the one-time code of a login refused for a time-out or
 * self-exclusion becomes a session that may only see its balance, bring game wallets back and
 * withdraw. Answers its token, the player and the exclusion still in force.
 */
export const startWithdrawalSession = (body: WithdrawalSessionRequest) =>
  apiCall(routes.rgWithdrawalSession, { body });

// Not retried: the code works once, a second try would only be refused.
export const useRgWithdrawalSession = () => useMutation({ mutationFn: startWithdrawalSession });
