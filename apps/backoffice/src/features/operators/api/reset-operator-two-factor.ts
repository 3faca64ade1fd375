import type { z } from 'zod';
import {
  operatorAccountRoutes,
  type resetOperatorTwoFactorRequest,
} from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';

/** Forgets an operator's authenticator with a reason: they enrol again at their next sign-in. */
export const resetOperatorTwoFactor = (body: z.input<typeof resetOperatorTwoFactorRequest>) =>
  opsCall(operatorAccountRoutes.resetOperatorTwoFactor, { body });
