import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The brand flags. */
export const useBrand = () =>
  useQuery({ queryKey: settingsKey('brand'), queryFn: () => opsCall(operatorSiteRoutes.getBrand) });
