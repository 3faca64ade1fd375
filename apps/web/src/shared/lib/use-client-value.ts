import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (a cookie, storage). While a server-rendered page hydrates it is
 * `serverValue`, what the server drew, so the markup matches (decision 0043); right after, and in
 * every render on the browser alone, it is `read()`. `read` must answer equal values for one state.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * False while a server-drawn page hydrates (and on the server), true once React runs the page: a
 * form's submit button waits for it, so nothing is sent natively, as a GET with the password in
 * the address, before the page's own handler is there.
 */
export const useHydrated = (): boolean => useClientValue(() => true, false);
