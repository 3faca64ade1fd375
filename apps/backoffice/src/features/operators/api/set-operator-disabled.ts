import type { z } from 'zod';
import {
  operatorAccountRoutes,
  type setOperatorDisabledRequest,
} from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';

/** Disables (ending their sessions) or enables an operator, with a reason. */
export const setOperatorDisabled = (body: z.input<typeof setOperatorDisabledRequest>) =>
  opsCall(operatorAccountRoutes.setOperatorDisabled, { body });
