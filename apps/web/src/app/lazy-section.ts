import { lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@bet/contracts/constants';
import { ApiError } from '@/shared/api/api-error';

/**
 * A lazily loaded route section. A chunk that has not arrived after 120 s (spec §9) fails with
 * `page.load.timeout`, which the route error page translates, instead of spinning forever.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazySection<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new ApiError(0, 'page.load.timeout')), CHUNK_TIMEOUT_MS),
      ),
    ]),
  );
}
