import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/affiliate?code&domain`: the invitation code belongs to an agent of this site. */
export const checkAffiliateCode = (code: string) =>
  apiCall(routes.affiliateCheck, { query: { code, domain: location.host } });

export const affiliateCheckQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'affiliateCheck', code],
    queryFn: () => checkAffiliateCode(code),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useAffiliateCheck = (code: string | null) =>
  useQuery({ ...affiliateCheckQueryOptions(code ?? ''), enabled: code !== null });
