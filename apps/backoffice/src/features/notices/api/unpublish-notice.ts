import { operatorNoticeRoutes as routes } from '@bet/contracts/operator/operator-notices';
import { opsCall } from '@/shared/api/ops-call';

/** Takes a notice off the site (it stays as a draft). */
export const unpublishNotice = (id: number) => opsCall(routes.unpublishNotice, { body: { id } });
