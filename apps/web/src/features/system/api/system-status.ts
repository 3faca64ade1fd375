import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { apiCall } from '@/shared/api/client';
import { setPayloadPublicKey } from '@/shared/api/payload-key';
import { setCdns } from '@/shared/lib/cdn';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { changeLanguage } from '@/shared/i18n/i18n';
import { getSession } from '@/shared/session/session-store';

export type SiteInfo = SystemStatusResponse['info'];

/**
 * The permission response (spec §1, §3). Remembers the merchant so every later call names it,
 * and leaves a language the merchant does not offer for its default one.
 */
export async function getSystemStatus(): Promise<SystemStatusResponse> {
  const status = await apiCall(routes.systemStatus, { query: { url: location.host } });
  const { merchant } = status.info;
  getSession().setMerchant(merchant.code);
  setPayloadPublicKey(status.info.payloadKey);
  setCdns(status.info.imageCDNs, status.info.launchGameCDNs);
  if (!merchant.languages.includes(getCurrentLanguage())) await changeLanguage(merchant.defaultLanguage);
  return status;
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getSystemStatus,
    // Read on start; the operator's changes show on the next visit or after five minutes.
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());

/** The site settings; only for components rendered after the status gate has loaded them. */
export function useSiteInfo(): SiteInfo {
  const { data } = useSystemStatus();
  if (!data) throw new Error('useSiteInfo used before the system status loaded');
  return data.info;
}
