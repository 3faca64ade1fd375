import {
  operatorPointsRoutes as routes,
  type SaveMallItemRequest,
} from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

/** Creates (no id) or replaces a mall item; its stock is set as the units left. */
export const saveMallItem = (body: SaveMallItemRequest) => opsCall(routes.saveMallItem, { body });
