import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { MobileNumber } from '../lib/mobile';
import { getHumanProof } from './human-challenge';

/** `POST /wps/verification/sms/register`: sends the sign-up code (after human verification). */
export const sendRegisterSmsCode = async (mobile: MobileNumber) =>
  apiCall(routes.registerSmsCode, { body: { ...mobile, humanProof: await getHumanProof() } });

export const useSendRegisterSmsCode = () => useMutation({ mutationFn: sendRegisterSmsCode });
