import '#src/styles/global.css.ts';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConfigErrorScreen } from '#src/components/config-error-screen.tsx';
import { setHydrationScheduler, startRegionTurns } from '#src/components/hydration-region.tsx';
import { appAuthDeps } from '#src/features/auth/auth-deps.ts';
import { resumeSession, runStartupCheck } from '#src/features/auth/auth-service.ts';
import { sendHeldSignIn } from '#src/features/auth/held-sign-in.ts';
import { configFromPage, loadConfig } from '#src/lib/config.ts';
import { adoptPageNonce } from '#src/lib/style-nonce.ts';
import { yieldToBrowser } from '#src/lib/yield-to-browser.ts';
import { databaseExists, loadDatabase, loadDatabaseOnFirstInteraction } from '#src/db/load-database.ts';
import { registerServiceWorker, requestPersistentStorage } from './pwa.ts';
import { createQueryClient, mergeLateRestores } from './query-client.ts';
import { preloadToaster } from './app-frame.tsx';
import { requestToasterOnFirstInteraction } from '#src/ui-logic/toaster-request.ts';
import { App } from './app.tsx';
import { createAppRouter, preloadRouteChunks } from './router.tsx';

/**
 * The client entry. A page the server rendered (its dehydrated router data
 * is on `window.$_TSR`) is hydrated: the first render must be the server's,
 * so what only the browser knows (the signed-in shopper, the persisted cache,
 * the device's preferences) comes in after it. The static deployment's shell
 * (index.html, no server rendering) is rendered from scratch once the
 * persisted cache is restored.
 */
const serverRendered = typeof window !== 'undefined' && '$_TSR' in window;

/** Runs `task` when the browser is next idle (at most 2 s on), or in a task of its own where it has no idle callbacks (Safari). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}

async function boot(container: HTMLElement): Promise<void> {
  // Boot milestones, read by `npm run bench:offline` (and visible in DevTools).
  performance.mark('boot:start');
  // Before anything can open a dialog: its scroll lock's <style> needs the page's nonce.
  adoptPageNonce();
  // A tap before the toaster's code is there still gets its toast.
  requestToasterOnFirstInteraction();
  // Warm the IndexedDB layer while /config.json is on its way: the cache
  // restore that follows needs it. A first visit has nothing to restore: its
  // first interaction loads it, before a change needs it.
  void databaseExists()
    .then(async (exists) => {
      if (exists) await loadDatabase();
      else loadDatabaseOnFirstInteraction();
    })
    .catch(() => undefined);
  // The company and the API come from the server's page, else /config.json, before anything renders.
  const { config, error } = await loadConfig({ fromPage: configFromPage(document) });
  if (error) {
    createRoot(container).render(<ConfigErrorScreen message={error} />);
    // The page is replaced: nothing held can be done, and nothing stays busy.
    window.__earlyInput?.release();
    return;
  }
  // Spec section 4: the start-up check runs once; isLoading is true until it
  // ends. On a server-rendered page it starts once the page is hydrated.
  if (!serverRendered) void runStartupCheck(appAuthDeps);
  const onMounted = () => {
    // Boot milestone: the server's page is live (its links and buttons are the app's).
    if (!serverRendered) return;
    performance.mark('boot:hydrated');
    // What the shopper did before is replayed now, right after these effects:
    // from within them React would not hydrate a region for an event, and
    // queued first, before any update they cause could render a field
    // typed in back to its empty state.
    queueMicrotask(() => {
      window.__earlyInput?.release();
      // The regions hydrate one by one from now on, any the shopper acted in first.
      startRegionTurns();
    });
    void runStartupCheck(appAuthDeps);
    // The page's load event came before its code, so the worker would have
    // registered during the hydration, its install precaching every route
    // chunk on the same cores as the hydration's slices: it waits for the
    // hydrated page's first idle moment.
    whenIdle(registerServiceWorker);
  };
  // A page served offline by the service worker starts offline: TanStack
  // Query would otherwise assume online until the first 'offline' event.
  onlineManager.setOnline(navigator.onLine);
  // A shopper who started offline is signed in without a profile: it loads
  // when the connection returns, without a reload.
  onlineManager.subscribe((online) => {
    if (online) void resumeSession(appAuthDeps);
  });
  // The modules' evaluation, the router's creation and the hydration's start
  // together were one task of 70 to 110 ms at CPU x4: each gets its own.
  await yieldToBrowser();
  const queryClient = createQueryClient();
  // A sign-in sent before the page was live leaves now (the outbox is there), not after the hydration.
  if (serverRendered) sendHeldSignIn();
  mergeLateRestores(queryClient, config.companyId);
  const router = createAppRouter(queryClient, { hydrating: serverRendered });
  // The screen's code loads while the persisted cache is being restored
  // (the router renders only after it): no waterfall of chunk after restore.
  preloadRouteChunks(router, window.location.pathname);
  // Prices and ratings are written without Intl (utils/number-format.ts): no
  // ICU start-up task before the hydration, which used to be one here.
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        companyId={config.companyId}
        hydrate={serverRendered}
        onMounted={onMounted}
      />
    </StrictMode>
  );
  // Hydration in a transition is rendered in slices that yield to the
  // browser (5 ms each) instead of one long task: a tap during hydration is
  // answered, and the main thread is never blocked for long (TBT).
  if (serverRendered) {
    startTransition(() => {
      // React DOM's hydration root has it (selective hydration's entry), its types do not.
      const root = hydrateRoot(container, app) as ReturnType<typeof hydrateRoot> & { unstable_scheduleHydration?: (target: Node) => void };
      if (root.unstable_scheduleHydration) setHydrationScheduler((target) => root.unstable_scheduleHydration!(target));
    });
  } else {
    createRoot(container).render(app);
    registerServiceWorker();
  }
  // From boot, not once hydrated: a shopper who goes offline right after the
  // page still gets the toasts of what they do next. (A download the lost
  // connection cut waits for it to return, app-frame.tsx: the toaster renders
  // through React.lazy outside the router, where a failure is the crash screen.)
  preloadToaster();
  void requestPersistentStorage();
}

const container = document.getElementById('root');
if (container) void boot(container);
