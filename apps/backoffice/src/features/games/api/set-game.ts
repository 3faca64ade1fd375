import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setGame>['body'];

/** Switches a game on or off, or its hot badge (configure). */
export const setGame = (body: Body) => opsCall(operatorRoutes.setGame, { body });
