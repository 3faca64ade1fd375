import type { z } from 'zod';
import { operatorRoutes, type createOperatorRequest } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

/** Creates an operator account with a role (admin; audited). */
export const createOperator = (body: z.input<typeof createOperatorRequest>) =>
  opsCall(operatorRoutes.createOperator, { body });
