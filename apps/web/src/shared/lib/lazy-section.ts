import { lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@bet/contracts/constants';
import { ApiError } from '@/shared/api/api-error';

/** Fails with `page.load.timeout` (translated by the route error page) instead of spinning forever. */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, 'page.load.timeout')), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A lazily loaded part of the page (a route section, a frame part, the QR encoder); a chunk that has not arrived after 120 s (spec §9) fails.
 * `preload()` starts the download early (main.tsx: the landing page's section, before the first
 * render), and a section already loaded renders at once, without a round of Suspense.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazySection<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  type Module = { default: P };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= withTimeout(load()).then((module) => (loaded = module)));
  // React reads a thenable that calls back synchronously as already resolved.
  const settled = (module: Module) =>
    ({ then: (resolve: (value: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
