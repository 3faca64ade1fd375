import {
  operatorNoticeRoutes as routes,
  type SaveNoticeRequest,
} from '@bet/contracts/operator/operator-notices';
import { opsCall } from '@/shared/api/ops-call';

/** Creates (no id) or replaces a notice; the server cleans its HTML. */
export const saveNotice = (body: SaveNoticeRequest) => opsCall(routes.saveNotice, { body });
