import { operatorNoticeRoutes as routes } from '@bet/contracts/operator/operator-notices';
import { opsCall } from '@/shared/api/ops-call';

/** Publishes a notice: open pages of the site refetch at once. */
export const publishNotice = (id: number) => opsCall(routes.publishNotice, { body: { id } });
