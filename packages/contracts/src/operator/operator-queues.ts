import { z } from 'zod';
import { dateRange, pageOf, pageQuery } from '../wallet/amount.js';
import { queueSort, type idQuery, type operatorWithdrawalEntry } from './operator-money.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * The money queues of the back office (issue 13 item 5), beside the deposit and withdrawal calls
 * of operator-money.ts: one withdrawal with its warnings, the pending counts the menu shows, and
 * the vendor transfers left pending. Every role reads; admin and finance settle (audited).
 */
export const operatorQueueRoutes = {
  /** One withdrawal as the pay dialog shows it (fresh: the list may be minutes old). */
  withdrawalDetail: op<{ query: In<typeof idQuery>; response: Out<typeof operatorWithdrawalEntry> }>(
    'GET',
    '/ops/withdrawals/detail',
  ),
  /** How many items wait in each queue and since when (menu badges, dashboard). */
  queueCounts: op<{ response: Out<typeof queueCountsResponse> }>('GET', '/ops/queues/counts'),
  listVendorTransfers: op<{
    query: In<typeof vendorTransfersQuery>;
    response: Out<typeof vendorTransfersResponse>;
  }>('GET', '/ops/vendorTransfers'),
  /** Asks the vendor again about one pending transfer and settles it when the vendor answers. */
  settleVendorTransfer: op<{
    body: In<typeof settleVendorTransferRequest>;
    response: Out<typeof settleVendorTransferResponse>;
  }>('POST', '/ops/vendorTransfers/settle'),
} as const;

/**
 * The value of `operator.already.handled`: who decided the item first (an operator's username, a
 * system actor such as the gateway, or null when unknown), into which state, and when.
 */
export const alreadyHandled = z.object({
  by: z.string().nullable(),
  status: z.string(),
  at: z.number().nullable(),
});
export type AlreadyHandled = z.infer<typeof alreadyHandled>;

const queueCount = z.object({ pending: z.number(), oldestAt: z.number().nullable() });
export const queueCountsResponse = z.object({
  deposits: queueCount,
  withdrawals: queueCount,
  vendorTransfers: queueCount,
});
export type QueueCounts = z.infer<typeof queueCountsResponse>;

export const vendorTransferStatus = z.enum(['PENDING', 'DONE', 'FAILED']);
export const vendorTransfersQuery = pageQuery.and(dateRange).and(
  z.object({
    status: vendorTransferStatus.optional(),
    username: z.string().trim().max(64).optional(),
    sort: queueSort.optional(),
  }),
);

/** A transfer between a member's main wallet and a vendor wallet (IN: to the vendor). */
export const vendorTransferEntry = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  vendor: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: z.number(),
  status: vendorTransferStatus,
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type VendorTransferEntry = z.infer<typeof vendorTransferEntry>;
export const vendorTransfersResponse = pageOf(vendorTransferEntry);

export const settleVendorTransferRequest = z.object({
  id: z.number().int().positive(),
  /** The clerk's note for the audit log. */
  reason: z.string().trim().max(200).optional(),
});
/** PENDING: the vendor still did not answer (try again later); DONE or FAILED: settled. */
export const settleVendorTransferResponse = z.object({ id: z.number(), status: vendorTransferStatus });
