import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.deleteHelpArticle>['body'];

/** Deletes a help article (configure). */
export const deleteHelpArticle = (body: Body) => opsCall(operatorSiteRoutes.deleteHelpArticle, { body });
