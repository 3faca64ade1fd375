import type { CallOf } from '@bet/contracts/routes';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSportsRoutes.importSportsEvents>['body'];

/** Imports fixtures from CSV text: every line valid, or nothing is created and the lines' errors come back (configure). */
export const importSportsEvents = (body: Body) => opsCall(operatorSportsRoutes.importSportsEvents, { body });
