import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `POST /wps/verification/sms/bankCard`: a code to the member's own mobile number, to remove a
 * bank card. The code lives `expiredMinutes`; the send button waits as long.
 */
export const sendBankCardSmsCode = () => apiCall(routes.bankCardSmsCode, { body: {} });

export function useSendBankCardSmsCode() {
  return useMutation({ mutationFn: sendBankCardSmsCode });
}
