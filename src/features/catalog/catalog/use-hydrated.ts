import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true right after (and at
 * once in a page rendered in the browser). The persisted cache may be
 * restored in the middle of a hydration (entry-client.tsx hydrates without
 * waiting for it): a component whose server render had no data must not
 * show restored data before it is hydrated, or the HTML would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
