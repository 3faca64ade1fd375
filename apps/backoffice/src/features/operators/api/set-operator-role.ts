import type { z } from 'zod';
import {
  operatorAccountRoutes,
  type setOperatorRoleRequest,
} from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';

/** Changes an operator's role with a reason (their sessions end). */
export const setOperatorRole = (body: z.input<typeof setOperatorRoleRequest>) =>
  opsCall(operatorAccountRoutes.setOperatorRole, { body });
