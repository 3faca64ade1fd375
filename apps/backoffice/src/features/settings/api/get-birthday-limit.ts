import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The age confirmed at sign-up. */
export const useBirthdayLimit = () =>
  useQuery({
    queryKey: settingsKey('birthdayLimit'),
    queryFn: () => opsCall(operatorSiteRoutes.getBirthdayLimit),
  });
