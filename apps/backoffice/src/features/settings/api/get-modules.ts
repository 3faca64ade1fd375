import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The whitelabel switches, flat, parents first. */
export const useModules = () =>
  useQuery({ queryKey: settingsKey('modules'), queryFn: () => opsCall(operatorSiteRoutes.getModules) });
