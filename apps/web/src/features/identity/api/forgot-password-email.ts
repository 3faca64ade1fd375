import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /wps/member/password/email`: mails a reset link; answers "sent" whether or not the account exists. */
export const forgotPasswordByEmail = (body: { username: string; email: string }) =>
  apiCall(routes.forgotPasswordEmail, { body });

export const useForgotPasswordByEmail = () => useMutation({ mutationFn: forgotPasswordByEmail });
