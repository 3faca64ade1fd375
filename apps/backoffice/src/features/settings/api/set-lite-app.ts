import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteAppRoutes } from '@bet/contracts/operator/operator-site-app';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteAppRoutes.setLiteApp>['body'];

/** Sets the lite app's colours (configure). */
export const setLiteApp = (body: Body) => opsCall(operatorSiteAppRoutes.setLiteApp, { body });
