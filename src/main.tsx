import '#src/styles/global.css.ts';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from '#src/components/config-error-screen.tsx';
import { appAuthDeps } from '#src/features/auth/auth-deps.ts';
import { resumeSession, runStartupCheck } from '#src/features/auth/auth-service.ts';
import { appContainer, keepBootSnapshots, revealApp } from '#src/lib/boot-snapshot.ts';
import { loadConfig } from '#src/lib/config.ts';
import { registerServiceWorker, requestPersistentStorage } from '#src/lib/pwa.ts';
import { createQueryClient, loadDatabase, mergeLateRestores } from '#src/lib/query-client.ts';
import { warmPriceFormatters } from '#src/utils/format-price.ts';
import { App } from './app.tsx';
import { createAppRouter, preloadRouteChunks } from './router.tsx';

async function boot(container: HTMLElement): Promise<void> {
  // Boot milestones, read by `npm run bench:offline` (and visible in DevTools).
  performance.mark('boot:start');
  // Warm the IndexedDB layer while /config.json is on its way: the cache
  // restore that follows needs it.
  void loadDatabase().catch(() => undefined);
  // The company and the API come from /config.json, before anything renders.
  const { config, error } = await loadConfig();
  const root = createRoot(container);
  if (error) {
    root.render(<ConfigErrorScreen message={error} />);
    revealApp();
    return;
  }
  // Spec section 4: the start-up check runs once; isLoading is true until it ends.
  void runStartupCheck(appAuthDeps);
  // A page served offline by the service worker starts offline: TanStack
  // Query would otherwise assume online until the first 'offline' event.
  onlineManager.setOnline(navigator.onLine);
  // A shopper who started offline is signed in without a profile: it loads
  // when the connection returns, without a reload.
  onlineManager.subscribe((online) => {
    if (online) void resumeSession(appAuthDeps);
  });
  const queryClient = createQueryClient();
  mergeLateRestores(queryClient, config.companyId);
  const router = createAppRouter(queryClient);
  // The screen's code loads while the persisted cache is being restored
  // (the router renders only after it): no waterfall of chunk after restore.
  preloadRouteChunks(router, window.location.pathname);
  keepBootSnapshots(router, queryClient);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} companyId={config.companyId} />
    </StrictMode>,
  );
  // While the persisted cache is read from IndexedDB the main thread is idle.
  setTimeout(warmPriceFormatters, 0);
  registerServiceWorker();
  void requestPersistentStorage();
}

// With a snapshot of this screen from the service worker on show, the app
// renders off-document until its router has settled (src/lib/boot-snapshot.ts).
const container = appContainer();
if (container) void boot(container);
