import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveBankCardRequest } from '@bet/contracts/wallet/bank-card';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { WITHDRAW_SETTINGS_KEY } from './withdraw-settings';

/**
 * `DELETE /wps/member/bankCards`: proven by the payment password, an SMS code
 * (`bankCardSmsCode`) or a Google Authenticator code.
 */
export const removeBankCard = (body: RemoveBankCardRequest) => apiCall(routes.removeBankCard, { body });

export function useRemoveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_KEY }),
  });
}
