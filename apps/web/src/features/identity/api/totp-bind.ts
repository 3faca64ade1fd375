import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /wps/member/totp/bind` (encrypted): a code from the app binds Google Authenticator. */
export const bindTotp = (code: string) => apiCall(routes.totpBind, { body: { code } });

export function useBindTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
  });
}
