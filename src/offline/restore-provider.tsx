/**
 * The query client's provider that restores the persisted cache first:
 * TanStack's `PersistQueryClientProvider`, built from the same library
 * functions (`persistQueryClientRestore`, `persistQueryClientSubscribe`),
 * with one difference: the end of the restore is rendered in a transition.
 *
 * While `isRestoring` is true no query subscribes; when it turns false every
 * component with a query renders again, the whole screen on a catalogue page.
 * As a default-priority update that render was one task of 90 to 230 ms on a
 * phone-speed CPU (Chromium at CPU ×4) right after a server-rendered page was
 * hydrated, the largest long task left in its Total Blocking Time. In a
 * transition React renders it in slices that yield to the browser. On a
 * server page it also waits for the page's regions to hydrate (`endAfter`):
 * started while they do, it was restarted by each of them.
 * And one addition: once restored, the cache as it is is saved, not only its
 * later changes (a server page's data is there before anything changes).
 */
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientProviderProps,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export interface RestoringQueryClientProviderProps {
  client: QueryClient;
  persistOptions: PersistQueryClientProviderProps['persistOptions'];
  /** Once the restore has ended, whether anything was restored or not (not after a failed one). */
  onSuccess?: () => void;
  /**
   * The restore's end (every query subscribing, the whole screen rendering
   * again) waits for this too, RESTORE_END_MAX_WAIT_MS at most: a
   * server-rendered page's regions hydrating (components/hydration-region.tsx).
   */
  endAfter?: Promise<unknown>;
  children: ReactNode;
}

/** The longest the restore's end waits for `endAfter`. */
export const RESTORE_END_MAX_WAIT_MS = 3000;

export function RestoringQueryClientProvider({ client, persistOptions, onSuccess, endAfter, children }: RestoringQueryClientProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess, endAfter });
  useEffect(() => {
    latest.current = { persistOptions, onSuccess, endAfter };
  });
  const started = useRef(false);
  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!started.current) {
      started.current = true;
      persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess?.())
        // A restore that failed leaves the cache as it was: the screen loads from the network.
        .catch(() => undefined)
        .finally(async () => {
          const { endAfter: waitFor } = latest.current;
          if (waitFor) await Promise.race([waitFor.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RESTORE_END_MAX_WAIT_MS))]);
          startTransition(() => setIsRestoring(false));
        });
    }
    if (isRestoring) return undefined;
    const unsubscribe = persistQueryClientSubscribe(options);
    // What the cache already holds is saved once too, not only what changes
    // from now on: a server page's data came in with its HTML, before this
    // subscription, and a page that changes nothing afterwards would never
    // write it. On a first visit the persister keeps it until the device has
    // its database (offline/first-write.ts), so a shopper who landed here
    // finds it offline.
    void persistQueryClientSave(options).catch(() => undefined);
    return unsubscribe;
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/**
 * For what mounts after the page went live, such as a drawer a tap opens:
 * its queries subscribe at once, instead of waiting for the restore's end.
 * That end waits for the page's regions to hydrate (up to
 * RESTORE_END_MAX_WAIT_MS), and a query that does not subscribe neither
 * fetches nor shows what arrives: a 'Filtres' drawer opened right after the
 * page went live showed its categories' skeleton for 2 s more. Nothing here
 * was rendered by the server, so nothing can mismatch; if the restore then
 * brings an older copy, the newer one is kept.
 */
export function SubscribeDuringRestore({ children }: { children: ReactNode }) {
  return <IsRestoringProvider value={false}>{children}</IsRestoringProvider>;
}

