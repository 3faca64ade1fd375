import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { MobileNumber } from '../lib/mobile';

/** `POST /wps/verification/sms/forgot`: the reset code; `expirationTime` is when it expires (epoch ms). */
export const sendForgotSmsCode = (mobile: MobileNumber) => apiCall(routes.forgotSmsCode, { body: mobile });

export const useSendForgotSmsCode = () => useMutation({ mutationFn: sendForgotSmsCode });
