import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall, type BodyOf } from '@/shared/api/client';

export type PaymentPasswordBody = BodyOf<typeof routes.paymentPassword>;

/** `POST /wps/member/paymentPassword` (encrypted): set or change the withdrawal password. */
export const setPaymentPassword = (body: PaymentPasswordBody) => apiCall(routes.paymentPassword, { body });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
  });
}
