import { useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { getOutbox } from '#src/offline/outbox-app.ts';
import { RestoringQueryClientProvider } from '#src/offline/restore-provider.tsx';
import { persistOptions } from './query-client.ts';
import { appStore } from '#src/state/store.ts';
import { AppFrame } from './app-frame.tsx';
import { regionTurnsEnded } from '#src/components/hydration-region.tsx';
import { splash } from './app.css.ts';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  companyId: string;
  /**
   * The document holds the server's rendering of this screen: the router
   * hydrates it from the dehydrated data at once instead of waiting for the
   * persisted cache, whose restore then only adds what is newer.
   */
  hydrate?: boolean;
  /** After the first commit (with `hydrate`: once the server's HTML is hydrated). */
  onMounted?: () => void;
}

/**
 * Loaders run only once the persisted cache is restored, so an offline start
 * finds its data (convention 5). The restore is one IndexedDB read.
 */
function RouterWhenRestored({ router }: { router: AppRouter }) {
  const isRestoring = useIsRestoring();
  if (isRestoring) return <p role="status" className={splash}>Chargement…</p>;
  return <RouterProvider router={router} />;
}

export function App({ queryClient, router, companyId, hydrate = false, onMounted }: AppProps) {
  return (
    <AppFrame
      store={appStore}
      onMounted={onMounted}
      withQueries={(app) => (
        <RestoringQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions(companyId)}
          // A server page's regions hydrate first: the restore's end renders every query's screen again.
          endAfter={hydrate ? regionTurnsEnded() : undefined}
          // After the restore: paused mutations resume and the outbox starts sending what waits.
          onSuccess={() => {
            performance.mark('boot:restored');
            void queryClient.resumePausedMutations();
            getOutbox().start();
          }}
        >
          {app}
        </RestoringQueryClientProvider>
      )}
    >
      {hydrate ? <RouterClient router={router} /> : <RouterWhenRestored router={router} />}
    </AppFrame>
  );
}
