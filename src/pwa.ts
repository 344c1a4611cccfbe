/**
 * The service worker's life in the page (workbox-window). Guarantees:
 * - a new version is announced (updateReadyAtom) and takes over only when the
 *   shopper asks for it (lib/app-update.ts applyUpdate), never by itself;
 * - the page reloads only after that request, once the new worker controls it;
 * - the app asks the browser to keep its storage (cart, queued changes) when
 *   it runs low on space;
 * - registration waits for the page's load event: installing the worker
 *   precaches every route chunk, which must not compete with the first
 *   screen's own downloads (workbox-window itself loads then too). A server
 *   page's load event comes before its code: entry-client.tsx calls this
 *   once the page is hydrated and idle.
 */
import type { Workbox } from 'workbox-window';
import { setUpdateTakeOver } from '#src/lib/app-update.ts';
import { appStore, updateReadyAtom } from '#src/state/store.ts';

let workbox: Workbox | null = null;
let accepted = false;

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  let Workbox: typeof import('workbox-window').Workbox;
  try {
    ({ Workbox } = await import('workbox-window'));
  } catch (error) {
    console.error('service worker registration failed', error);
    return;
  }
  workbox = new Workbox('/sw.js', { scope: '/' });
  const registered = workbox;
  setUpdateTakeOver(() => {
    accepted = true;
    registered.messageSkipWaiting();
  });
  // Also fired when a worker was already waiting from an earlier visit or another tab.
  workbox.addEventListener('waiting', () => appStore.set(updateReadyAtom, true));
  workbox.addEventListener('controlling', () => {
    if (accepted) window.location.reload();
  });
  void workbox.register().catch((error: unknown) => console.error('service worker registration failed', error));
  // Look for a new version when the shopper comes back to the tab, at most every 30 minutes.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > 30 * 60 * 1000) {
      lastCheck = Date.now();
      void workbox?.update();
    }
  });
}

/** Asks the browser not to evict the cart and queued changes under storage pressure (no prompt in Chromium). */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
