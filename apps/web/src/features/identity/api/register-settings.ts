import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/system/setting/register`: field rules, the age to confirm and the sign-up bonus. */
export const getRegisterSettings = () => apiCall(routes.registerSettings);

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'registerSettings'],
    queryFn: getRegisterSettings,
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
