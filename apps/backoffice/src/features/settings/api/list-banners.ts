import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** Every banner of every group, in order. */
export const useBanners = () =>
  useQuery({ queryKey: settingsKey('banners'), queryFn: () => opsCall(operatorSiteRoutes.listBanners) });
