import { useQuery } from '@tanstack/react-query';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The countries refused. */
export const useRegionRestriction = () =>
  useQuery({
    queryKey: settingsKey('regionRestriction'),
    queryFn: () => opsCall(operatorRoutes.getRegionRestriction),
  });
