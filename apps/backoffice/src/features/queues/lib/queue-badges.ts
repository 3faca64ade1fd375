import { useQueueCounts } from '../api/queue-counts';

/** The menu's live counts: how many items wait in each queue (undefined while unknown). */
export const useDepositsBadge = () => useQueueCounts().data?.deposits.pending;
export const useWithdrawalsBadge = () => useQueueCounts().data?.withdrawals.pending;
export const useVendorTransfersBadge = () => useQueueCounts().data?.vendorTransfers.pending;
