import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall, type ResponseOf } from '@/shared/api/client';

/** A new secret and its `otpauth://` URI for the authenticator app's QR scan. */
export type TotpSetup = ResponseOf<typeof routes.totpSetup>;

/** `POST /wps/member/totp/setup`: a new secret, waiting for a code that proves the binding. */
export const setupTotp = () => apiCall(routes.totpSetup, { body: {} });

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
