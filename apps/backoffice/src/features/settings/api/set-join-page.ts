import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteAppRoutes } from '@bet/contracts/operator/operator-site-app';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteAppRoutes.setJoinPage>['body'];

/** Sets the join-us page: commission text per language, tiers, agent sign-up (configure). */
export const setJoinPage = (body: Body) => opsCall(operatorSiteAppRoutes.setJoinPage, { body });
