import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `POST /wps/promotion/code`: redeems a bonus code (already normalised and checked against the
 * contract's pattern by the form); answers the reward like a claim.
 */
export const redeemBonusCode = (code: string) => apiCall(routes.redeemBonusCode, { body: { code } });

export function useRedeemBonusCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemBonusCode,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
