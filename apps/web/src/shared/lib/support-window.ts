import { SUPPORT_WINDOW } from '@bet/contracts/constants';

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
 * Opens the 440x750 support window (spec §4, §9) showing a "connecting" line; null when the
 * browser blocked it. Call it in the click handler, before anything is awaited (not even a
 * dynamic import), so pop-up blockers let it through. Kept apart from open-customer-service.ts
 * so Contact Us carries only this up front; the address rules load on the click.
 */
export function openSupportWindow(connecting: string): Window | null {
  const { width, height } = SUPPORT_WINDOW;
  const popup = window.open('', 'cs', `width=${width},height=${height}`);
  if (!popup) return null;
  try {
    // The chat's page gets no handle on the site. A window of this name still open on the chat
    // (another origin) cannot be written to: it is only sent to the address again.
    popup.opener = null;
    showConnecting(popup, connecting);
  } catch {
    // Another origin's window: left as it is until the address is known.
  }
  return popup;
}
