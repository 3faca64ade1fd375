import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

export interface TotpSetup {
  secret: string;
  /** `otpauth://` URI for the authenticator app's QR scan. */
  uri: string;
}

/** `POST /wps/member/totp/setup`: a new secret, waiting for a code that proves the binding. */
export const setupTotp = () => apiCall(routes.totpSetup, { body: {} });

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
