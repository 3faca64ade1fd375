import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.addBanner>['body'];

/** Uploads a banner image to a group (configure). */
export const addBanner = (body: Body) => opsCall(operatorSiteRoutes.addBanner, { body });
