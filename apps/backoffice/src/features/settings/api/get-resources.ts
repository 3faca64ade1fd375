import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** App and social links, customer-service links. */
export const useResources = () =>
  useQuery({ queryKey: settingsKey('resources'), queryFn: () => opsCall(operatorSiteRoutes.getResources) });
