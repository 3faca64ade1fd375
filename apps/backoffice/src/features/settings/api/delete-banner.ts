import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.deleteBanner>['body'];

/** Deletes a banner and its image (configure). */
export const deleteBanner = (body: Body) => opsCall(operatorSiteRoutes.deleteBanner, { body });
