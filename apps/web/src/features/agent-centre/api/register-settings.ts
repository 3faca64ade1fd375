import { useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `GET /wps/system/setting/register`: the merchant's field rules, for the downline form. Same
 * cache entry as the register modal's (features may not import each other; the key is shared).
 */
export const useDownlineRegisterSettings = () =>
  useQuery({
    queryKey: ['auth', 'registerSettings'],
    queryFn: () => apiCall(routes.registerSettings),
    staleTime: 5 * 60_000,
  });
