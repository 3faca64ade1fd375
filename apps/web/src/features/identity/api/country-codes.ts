import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/system/countryCodes`: the dialing codes a player may pick, with their flags. */
export const getCountryCodes = () => apiCall(routes.countryCodes);

export const countryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'countryCodes'], queryFn: getCountryCodes, staleTime: 60 * 60_000 });

export const useCountryCodes = () => useQuery(countryCodesQueryOptions());
