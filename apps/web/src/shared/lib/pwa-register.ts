/**
 * Registers the lite app's service worker (public/sw.js) once the page has loaded, in production
 * builds only (`import.meta.env.PROD`: not in Vite's dev server, not in unit tests). The worker's
 * URL carries this build's name (the hash in this chunk's file name), so every build installs a
 * new worker with fresh caches and the old ones are dropped when it takes over.
 */
export function buildVersion(moduleUrl: string): string {
  const file = new URL(moduleUrl).pathname.split('/').pop() ?? '';
  return file.replace(/\.js$/, '') || 'dev';
}

export function registerServiceWorker(moduleUrl: string = import.meta.url): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(buildVersion(moduleUrl))}`, { scope: '/' })
      .catch(() => undefined); // no worker: the site works as before, only without the offline shell
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
