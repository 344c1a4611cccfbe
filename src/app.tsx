import { useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppErrorBoundary } from '#src/components/app-error-boundary.tsx';
import { getOutbox } from '#src/lib/outbox-app.ts';
import { persistOptions } from '#src/lib/query-client.ts';
import { appStore, StoreProvider } from '#src/state/store.ts';
import { splash } from './app.css.ts';
import type { AppRouter } from './router.tsx';

// Toasts only follow a shopper's action: Sonner loads after the first paint.
const Toaster = lazy(() => import('#src/components/toaster.tsx').then((m) => ({ default: m.Toaster })));

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  companyId: string;
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

export function App({ queryClient, router, companyId }: AppProps) {
  return (
    <AppErrorBoundary>
      <StoreProvider store={appStore}>
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions(companyId)}
          // After the restore: paused mutations resume and the outbox starts sending what waits.
          onSuccess={() => {
            performance.mark('boot:restored');
            void queryClient.resumePausedMutations();
            getOutbox().start();
          }}
        >
          <RouterWhenRestored router={router} />
          <div data-snapshot="omit">
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </div>
        </PersistQueryClientProvider>
      </StoreProvider>
    </AppErrorBoundary>
  );
}
