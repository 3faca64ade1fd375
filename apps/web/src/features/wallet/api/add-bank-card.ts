import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBankCardRequest } from '@bet/contracts/wallet/bank-card';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { WITHDRAW_SETTINGS_KEY } from './withdraw-settings';

/** `POST /wps/member/bankCards` (encrypted): a card to withdraw to, confirmed by the payment password. */
export const addBankCard = (body: AddBankCardRequest) => apiCall(routes.addBankCard, { body });

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_KEY }),
  });
}
