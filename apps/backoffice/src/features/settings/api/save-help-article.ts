import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.saveHelpArticle>['body'];

/** Creates (no id) or edits a help article (configure). */
export const saveHelpArticle = (body: Body) => opsCall(operatorSiteRoutes.saveHelpArticle, { body });
