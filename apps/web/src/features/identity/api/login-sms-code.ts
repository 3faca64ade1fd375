import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { MobileNumber } from '../lib/mobile';
import { getHumanProof } from './human-challenge';

/** `POST /wps/verification/sms/noLogin`: sends the login code (after human verification). */
export const sendLoginSmsCode = async (mobile: MobileNumber) =>
  apiCall(routes.loginSmsCode, { body: { ...mobile, humanProof: await getHumanProof() } });

export const useSendLoginSmsCode = () => useMutation({ mutationFn: sendLoginSmsCode });
