import { useQuery } from '@tanstack/react-query';
import { operatorSiteAppRoutes } from '@bet/contracts/operator/operator-site-app';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The lite app's colours and the join-us page. */
export const useSiteApp = () =>
  useQuery({ queryKey: settingsKey('siteApp'), queryFn: () => opsCall(operatorSiteAppRoutes.getSiteApp) });
