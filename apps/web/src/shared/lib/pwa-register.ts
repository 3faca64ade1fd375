/**
 * The lite app's service worker (public/sw.js), registered by main.tsx after load in production
 * builds only (not in Vite's dev server, not in unit tests). The worker's URL carries this build's
 * name (the hash in the entry chunk's file name), so every build installs a new worker with fresh
 * caches and the old ones are dropped when it takes over.
 */
export function buildVersion(moduleUrl: string): string {
  const file = new URL(moduleUrl).pathname.split('/').pop() ?? '';
  return file.replace(/\.js$/, '') || 'dev';
}

/** `entryUrl`: the entry chunk's `import.meta.url`. */
export function registerServiceWorker(entryUrl: string): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(`/sw.js?v=${encodeURIComponent(buildVersion(entryUrl))}`, { scope: '/' })
    .catch(() => undefined); // no worker: the site works as before, only without the offline shell
}
