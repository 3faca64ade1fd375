import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** Every deposit channel, on or off, with its limits. */
export const useDepositChannels = () =>
  useQuery({
    queryKey: settingsKey('depositChannels'),
    queryFn: () => opsCall(operatorSiteRoutes.listDepositChannels),
  });
