import type { VendorTransferService } from '../modules/wallet/vendor-transfer.service.js';
import type { JobDefinition } from './scheduler.js';

/** Settles PENDING transfers to and from game wallets (each at least 30 s old) every minute. */
export const vendorTransferReconcileJob = (transfers: VendorTransferService): JobDefinition => ({
  name: 'reconcile-vendor-transfers',
  everyMs: 60_000,
  run: () => transfers.reconcile(),
});
