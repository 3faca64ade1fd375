import { operatorRoutes } from '@bet/contracts/operator/operator';
import type { z } from 'zod';
import type { operatorLoginRequest } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

export const login = (body: z.input<typeof operatorLoginRequest>) => opsCall(operatorRoutes.login, { body });
