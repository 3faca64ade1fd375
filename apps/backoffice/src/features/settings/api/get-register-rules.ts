import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** Each registration field: shown, required. */
export const useRegisterRules = () =>
  useQuery({
    queryKey: settingsKey('registerRules'),
    queryFn: () => opsCall(operatorSiteRoutes.getRegisterRules),
  });
