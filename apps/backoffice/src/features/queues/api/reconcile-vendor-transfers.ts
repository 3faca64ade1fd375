import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** Settles every pending vendor transfer now (the reconciliation job's run); answers the counts. */
export const reconcileVendorTransfers = () => opsCall(routes.reconcileVendorTransfers);
