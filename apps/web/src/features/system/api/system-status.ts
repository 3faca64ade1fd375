import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { SERVED_DATA } from '@bet/contracts/system/served-data';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { apiCall } from '@/shared/api/client';
import { setPayloadPublicKey } from '@/shared/api/payload-key';
import { setCdns } from '@/shared/lib/cdn';
import { ServedAnswer, takeServedData } from '@/shared/lib/served-answer';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { changeLanguage } from '@/shared/i18n/i18n';
import { getSession } from '@/shared/session/session-store';

export type SiteInfo = SystemStatusResponse['info'];

/**
 * Takes in a permission response (spec §1, §3): remembers the merchant so every later call names
 * it, and leaves a language the merchant does not offer for its default one.
 */
async function adoptStatus(status: SystemStatusResponse): Promise<SystemStatusResponse> {
  const { merchant } = status.info;
  getSession().setMerchant(merchant.code);
  setPayloadPublicKey(status.info.payloadKey);
  setCdns(status.info.imageCDNs, status.info.launchGameCDNs);
  if (!merchant.languages.includes(getCurrentLanguage())) await changeLanguage(merchant.defaultLanguage);
  return status;
}

export async function getSystemStatus(): Promise<SystemStatusResponse> {
  return adoptStatus(await apiCall(routes.systemStatus, { query: { url: location.host } }));
}

const servedStatus = new ServedAnswer<SystemStatusResponse>();

/**
 * Adopts the status answer the served document carries (`#boot-status`, issue 11), unless this
 * browser already belongs to another merchant than the one a first visit gets. Call before the
 * first render. True when adopted: the document's other answers are then this merchant's too.
 */
export async function adoptInlinedStatus(): Promise<boolean> {
  const status = takeServedData<SystemStatusResponse>(SERVED_DATA.status);
  if (!status) return false;
  const known = getSession().merchantCode;
  if (known && known !== status.info.merchant.code) return false;
  await adoptServerStatus(status);
  return true;
}

/** Adopts a status the server already has: the document's (above) or the server render's own. */
export async function adoptServerStatus(status: SystemStatusResponse): Promise<void> {
  servedStatus.adopt(await adoptStatus(status));
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getSystemStatus,
    initialData: servedStatus.initialData,
    initialDataUpdatedAt: servedStatus.initialDataUpdatedAt,
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
