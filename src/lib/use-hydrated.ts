import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true right after (and at
 * once in a page rendered in the browser). It answers for the component
 * that asks: one inside a region hydrated later (components/
 * hydration-region.tsx) reads false while that region hydrates, after the
 * rest of the page went live. The persisted cache may be restored, and a
 * personal query answered, before a component is hydrated: one whose server
 * render had no such data must not show it before, or the HTML would not
 * match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
