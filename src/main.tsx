import '#src/styles/global.css.ts';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from '#src/components/config-error-screen.tsx';
import { appAuthDeps } from '#src/features/auth/auth-deps.ts';
import { runStartupCheck } from '#src/features/auth/auth-service.ts';
import { loadConfig } from '#src/lib/config.ts';
import { registerServiceWorker, requestPersistentStorage } from '#src/lib/pwa.ts';
import { createQueryClient, loadDatabase } from '#src/lib/query-client.ts';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';

async function boot(container: HTMLElement): Promise<void> {
  // Warm the IndexedDB layer while /config.json is on its way: the cache
  // restore that follows needs it.
  void loadDatabase().catch(() => undefined);
  // The company and the API come from /config.json, before anything renders.
  const { config, error } = await loadConfig();
  const root = createRoot(container);
  if (error) {
    root.render(<ConfigErrorScreen message={error} />);
    return;
  }
  // Spec section 4: the start-up check runs once; isLoading is true until it ends.
  void runStartupCheck(appAuthDeps);
  // A page served offline by the service worker starts offline: TanStack
  // Query would otherwise assume online until the first 'offline' event.
  onlineManager.setOnline(navigator.onLine);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} companyId={config.companyId} />
    </StrictMode>,
  );
  registerServiceWorker();
  void requestPersistentStorage();
}

const container = document.getElementById('root');
if (container) void boot(container);
