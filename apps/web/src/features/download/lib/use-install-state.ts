import { useSyncExternalStore } from 'react';
import { installState, type InstallOffer } from '@/shared/lib/pwa-install';

export interface InstallView {
  /** The browser offered to install the lite app, and the offer is kept for a click. */
  canPrompt: boolean;
  installed: boolean;
}

let view: InstallView = { canPrompt: false, installed: false };
const snapshot = () => {
  const next = { canPrompt: installState.offer !== null, installed: installState.installed };
  if (next.canPrompt !== view.canPrompt || next.installed !== view.installed) view = next;
  return view;
};
const subscribe = (listener: () => void) => {
  installState.listeners.add(listener);
  return () => installState.listeners.delete(listener);
};

/** What the server draws (decision 0043): no offer yet; the browser's own state right after hydration. */
const SERVER_VIEW: InstallView = { canPrompt: false, installed: false };

export const useInstallState = (): InstallView =>
  useSyncExternalStore(subscribe, snapshot, () => SERVER_VIEW);

/** Shows the browser's install dialog (an offer is shown once); answers whether it was accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = installState.offer;
  if (!offer) return false;
  installState.set(null, installState.installed);
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  installState.set(null, installState.installed || outcome === 'accepted');
  return outcome === 'accepted';
}

/** For tests: as after start-up, with or without an offer. */
export const resetInstallStateForTests = (offer: InstallOffer | null = null) =>
  installState.set(offer, false);
