import { operatorQueueRoutes as routes } from '@bet/contracts/operator/operator-queues';
import { opsCall } from '@/shared/api/ops-call';

/** Asks the vendor again about one pending transfer; answers the state it is in now. */
export const settleVendorTransfer = (body: { id: number; reason?: string }) =>
  opsCall(routes.settleVendorTransfer, { body });
