import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { gamesKey } from '../lib/games-key';

/** Every vendor with its switches and order. */
export const useVendors = () =>
  useQuery({ queryKey: gamesKey('vendors'), queryFn: () => opsCall(operatorSiteRoutes.listVendors) });
