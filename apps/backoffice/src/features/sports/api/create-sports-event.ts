import type { CreateSportsEventRequest } from '@bet/contracts/operator/operator-sports';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import { opsCall } from '@/shared/api/ops-call';

/** Creates a football fixture in the Sports book, priced from its expected goals (configure). */
export const createSportsEvent = (body: CreateSportsEventRequest) =>
  opsCall(operatorSportsRoutes.createSportsEvent, { body });
