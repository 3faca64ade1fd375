import type { CustomerServiceEntry, CustomerServiceResponse } from '@bet/contracts/system/customer-service';
import { CS_WEB_PATH_TYPE, SUPPORT_WINDOW, VIP_RANK_LEVEL_ABOVE } from '@bet/contracts/constants';

/** VIP service for members ranked above 4, live chat for everyone else (spec §4). */
export function pickCustomerService<E extends CustomerServiceEntry>(
  entries: readonly E[],
  rankLevel: number | null = null,
): E | undefined {
  const vip = rankLevel !== null && rankLevel > VIP_RANK_LEVEL_ABOVE;
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

/** The support window's same-origin page while the address is asked for: one status line. */
function showConnecting(popup: Window, text: string) {
  const doc = popup.document;
  doc.documentElement.lang = document.documentElement.lang;
  doc.title = text;
  const scheme = doc.createElement('meta');
  scheme.name = 'color-scheme';
  scheme.content = 'light dark';
  doc.head.append(scheme);
  const line = doc.createElement('p');
  line.setAttribute('role', 'status');
  line.textContent = text;
  line.style.cssText = 'margin:auto;padding:24px;font:16px/1.5 system-ui,sans-serif;text-align:center';
  doc.body.style.cssText = 'margin:0;min-height:100vh;display:flex';
  doc.body.replaceChildren(line);
}

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
  const { width, height } = SUPPORT_WINDOW;
  const popup = window.open('', 'cs', `width=${width},height=${height}`);
  if (!popup) return 'blocked';
  try {
    // The chat's page gets no handle on the site. A window of this name still open on the chat
    // (another origin) cannot be written to: it is only sent to the address again.
    popup.opener = null;
    showConnecting(popup, texts.connecting);
  } catch {
    // Another origin's window: left as it is until the address is known.
  }
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
