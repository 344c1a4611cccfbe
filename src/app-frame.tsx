/**
 * What both entries render around the router, in the same shape: the crash
 * boundary, the jotai store, the query provider, and the slot of what only
 * the browser shows (toasts). React's useId derives its ids from the tree's
 * shape, so the server's page and the browser's first render must have the
 * same elements at the same places, or every label and field id differs.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '#src/components/app-error-boundary.tsx';
import { patientImport } from '#src/offline/patient-import.ts';
import { StoreProvider, type AppStore } from '#src/state/store.ts';

// Toasts only follow a shopper's action: Sonner is not part of the first paint.
// The toaster renders outside the router, where a failed download would
// reach the crash screen: one download for the preload and the render,
// which waits out a lost connection (patient-import.ts).
let toasterModule: Promise<typeof import('#src/components/toaster.tsx')> | undefined;
const loadToaster = () => (toasterModule ??= patientImport(() => import('#src/components/toaster.tsx')));
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Starts downloading the toaster at boot, beside the page's own code: a
 * shopper who goes offline right after the page loaded still gets the toast
 * of what they do next.
 */
export function preloadToaster(): void {
  void loadToaster().catch(() => undefined);
}

export interface AppFrameProps {
  store: AppStore;
  /** Wraps the app in its QueryClient provider (persisted in the browser, plain on the server). */
  withQueries: (app: ReactNode) => ReactNode;
  /** The router (RouterServer, RouterClient or RouterProvider). */
  children: ReactNode;
  /** After the first commit, in the browser. */
  onMounted?: () => void;
}

export function AppFrame({ store, withQueries, children, onMounted }: AppFrameProps) {
  return (
    <AppErrorBoundary>
      <StoreProvider store={store}>
        {withQueries(
          <>
            {children}
            <BrowserOnly onMounted={onMounted}>
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            </BrowserOnly>
          </>,
        )}
      </StoreProvider>
    </AppErrorBoundary>
  );
}

/** Nothing on the server and at hydration; its children after the first commit. */
function BrowserOnly({ children, onMounted }: { children: ReactNode; onMounted?: () => void }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    onMounted?.();
  }, []);
  return mounted ? <div>{children}</div> : null;
}
