/**
 * The browser's offer to install the lite app (`beforeinstallprompt`, Chrome's; not in the DOM
 * typings), kept from start-up for the download page's button: the event fires early, before that
 * page is open. Small on purpose: it is in the first paint's bytes; the download page's hook
 * (features/download/lib/use-install-state.ts) reads it.
 */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installState = {
  offer: null as InstallOffer | null,
  /** Installed during this visit, or running as the installed app. */
  installed: false,
  listeners: new Set<() => void>(),
  set(offer: InstallOffer | null, installed: boolean) {
    this.offer = offer;
    this.installed = installed;
    this.listeners.forEach((listener) => listener());
  },
};

export function listenForInstallPrompt(): void {
  installState.installed = matchMedia('(display-mode: standalone)').matches;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own button asks, on the download page
    installState.set(event as InstallOffer, installState.installed);
  });
  addEventListener('appinstalled', () => installState.set(null, true));
}
