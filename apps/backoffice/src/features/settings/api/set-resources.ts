import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.setResources>['body'];

/** Replaces the resources and customer-service links (configure). */
export const setResources = (body: Body) => opsCall(operatorSiteRoutes.setResources, { body });
