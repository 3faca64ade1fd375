import { useQuery } from '@tanstack/react-query';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The maintenance window. */
export const useMaintenance = () =>
  useQuery({ queryKey: settingsKey('maintenance'), queryFn: () => opsCall(operatorRoutes.getMaintenance) });
