import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.orderBanners>['body'];

/** Puts a group's banners in a new order (configure). */
export const orderBanners = (body: Body) => opsCall(operatorSiteRoutes.orderBanners, { body });
