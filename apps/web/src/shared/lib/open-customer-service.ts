import type { CustomerServiceEntry, CustomerServiceResponse } from '@bet/contracts/system/customer-service';
import { CS_WEB_PATH_TYPE } from '@bet/contracts/constants';
import { hasVipService } from '@bet/contracts/vip/vip-rules';
import { openSupportWindow } from './support-window';

/** VIP service for members ranked above 4, live chat for everyone else (spec §4). */
export function pickCustomerService<E extends CustomerServiceEntry>(
  entries: readonly E[],
  rankLevel: number | null = null,
): E | undefined {
  const vip = rankLevel !== null && hasVipService(rankLevel);
  return (
    (vip ? entries.find((e) => e.csType === 'VIP') : undefined) ??
    entries.find((e) => e.csType === 'LIVECHAT')
  );
}

/**
 * The web chat address (type 3) of the member's line, absolute from `base`; undefined when the
 * line has no type 3 entry or its path is not an http(s) address (a `javascript:` or `data:`
 * path is never opened).
 */
export function customerServiceAddress(
  pathList: CustomerServiceResponse['version']['pathList'],
  rankLevel: number | null,
  base: string,
): string | undefined {
  const entry = pickCustomerService(
    pathList.filter((e) => e.type === CS_WEB_PATH_TYPE && e.path.trim() !== ''),
    rankLevel,
  );
  if (!entry) return undefined;
  try {
    const url = new URL(entry.path.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** How opening customer service ended: the window is on its way, closed on failure, or blocked. */
export type CustomerServiceOutcome = 'opened' | 'failed' | 'blocked';

/**
 * Customer service (spec §4): opens the 440x750 support window at once — call it in the click
 * handler, before anything is awaited, so pop-up blockers let it through — showing a
 * "connecting" line, asks the server for the lines' addresses, and sends the window to the web
 * chat address (type 3) of the VIP line (rank above 4) or live chat. When the call fails or no
 * such address exists, the window is closed and the caller shows the error.
 */
export async function openCustomerService(
  rankLevel: number | null,
  texts: { connecting: string },
  /** Asks the server for the lines' addresses (the `customerService` call). */
  load: () => Promise<CustomerServiceResponse>,
): Promise<CustomerServiceOutcome> {
  const popup = openSupportWindow(texts.connecting);
  if (!popup) return 'blocked';
  return sendSupportWindow(popup, rankLevel, load);
}

/**
 * The second half of `openCustomerService`, for a window already opened by `openSupportWindow`
 * in the click: asks for the addresses and sends the window to the member's line, or closes it.
 */
export async function sendSupportWindow(
  popup: Window,
  rankLevel: number | null,
  load: () => Promise<CustomerServiceResponse>,
): Promise<Exclude<CustomerServiceOutcome, 'blocked'>> {
  let address: string | undefined;
  try {
    address = customerServiceAddress((await load()).version.pathList, rankLevel, window.location.href);
  } catch {
    address = undefined;
  }
  if (!address) {
    popup.close();
    return 'failed';
  }
  popup.location.replace(address);
  return 'opened';
}
