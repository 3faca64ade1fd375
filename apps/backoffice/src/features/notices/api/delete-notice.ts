import { operatorNoticeRoutes as routes } from '@bet/contracts/operator/operator-notices';
import { opsCall } from '@/shared/api/ops-call';

export const deleteNotice = (id: number) => opsCall(routes.deleteNotice, { body: { id } });
