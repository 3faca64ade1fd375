import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorQueueRoutes as routes,
  type vendorTransfersQuery,
} from '@bet/contracts/operator/operator-queues';
import { opsCall } from '@/shared/api/ops-call';

export type VendorTransfersQuery = z.input<typeof vendorTransfersQuery>;

export const listVendorTransfers = (query: VendorTransfersQuery) =>
  opsCall(routes.listVendorTransfers, { query });

/** Vendor transfers (pending first by default): one page with the URL's filters. */
export const useVendorTransfers = (query: VendorTransfersQuery) =>
  useQuery({
    queryKey: ['ops', 'queues', 'vendorTransfers', query],
    queryFn: ({ signal }) => opsCall(routes.listVendorTransfers, { query, signal }),
    placeholderData: keepPreviousData,
  });
