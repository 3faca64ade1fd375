import type { CallOf } from '@bet/contracts/routes';
import { operatorDocsRoutes } from '@bet/contracts/operator/operator-docs';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorDocsRoutes.setApiDocs>['body'];

/** Publishes or withdraws the API documentation at /docs (administer; audited). */
export const setApiDocs = (body: Body) => opsCall(operatorDocsRoutes.setApiDocs, { body });
