import { useSyncExternalStore } from 'react';

/** Chrome's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install the lite app (`beforeinstallprompt`), and it is kept for a click. */
  canPrompt: boolean;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();
const set = (next: InstallState) => {
  state = next;
  for (const listener of listeners) listener();
};

const standalone = () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

/**
 * Keeps the browser's install offer for the download page's button (the event fires early, before
 * that page is open), and notices an installation. Called once at start-up.
 */
export function listenForInstallPrompt(): void {
  if (standalone()) set({ canPrompt: false, installed: true });
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own button asks, on the download page
    deferred = event as BeforeInstallPromptEvent;
    set({ ...state, canPrompt: true });
  });
  addEventListener('appinstalled', () => {
    deferred = null;
    set({ canPrompt: false, installed: true });
  });
}

/** Shows the browser's install dialog; answers whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null; // a prompt can be shown once
  await event.prompt();
  const { outcome } = await event.userChoice;
  set({ canPrompt: false, installed: outcome === 'accepted' || state.installed });
  return outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, () => state);
}

/** For tests: as after start-up, with or without an offer. */
export function resetInstallStateForTests(offer: BeforeInstallPromptEvent | null = null): void {
  deferred = offer;
  state = { canPrompt: offer !== null, installed: false };
  for (const listener of listeners) listener();
}
