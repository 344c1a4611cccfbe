/**
 * The app's one outbox sync (offline/outbox-sync.ts) wired to the real HTTP
 * client, IndexedDB, the cross-tab lock and channel. Every cart and wishlist
 * mutation key runs through its `submit` (registered in mutation-defaults.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http.ts';
import { databaseExists, databaseFoundAtStart, loadDatabase } from '#src/db/load-database.ts';
import { tokenStore } from '#src/lib/auth-token.ts';
import { getConfig } from '#src/lib/config.ts';
import { getSessionId } from '#src/lib/session.ts';
import { isOnline } from './online.ts';
import { CHANNEL_NAME, OUTBOX_SYNC_TAG } from './outbox-cross-tab.ts';
import { keepWorkerAuth } from './outbox.ts';
import { outboxJournal } from './outbox-journal.ts';
import { createOutboxSync, type OutboxSync } from './outbox-sync.ts';

/** A short, stable fingerprint of the token (FNV-1a): entries must not hold the token itself. */
function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

let guestSession: string | null = null;

/**
 * The guest's session id, read once per task: a catalogue page asks for the
 * owner from every card as it hydrates (usePendingChanges), and each read of
 * the session parses, validates and rewrites its stored record (spec section
 * 4's auto-refresh). Within one task the answer cannot differ.
 */
function guestSessionId(): string {
  if (guestSession === null) {
    guestSession = getSessionId();
    queueMicrotask(() => {
      guestSession = null;
    });
  }
  return guestSession;
}

/** Whose changes the outbox records now: the signed-in customer, else the guest's session. */
export function currentOwner(): string {
  const token = tokenStore.customerToken();
  return token ? `customer:${fingerprint(token)}` : `session:${guestSessionId()}`;
}

let instance: OutboxSync | null = null;

export function getOutbox(): OutboxSync {
  if (!instance) throw new Error('The outbox is created with the QueryClient');
  return instance;
}

/**
 * Keeps who the changes are sent as for the service worker, then asks the
 * browser for a background sync (where it has Background Sync: Chromium).
 */
async function requestBackgroundSync(): Promise<void> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return;
  const registration = (await container.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  if (!registration?.sync) return;
  const token = tokenStore.customerToken();
  const config = getConfig();
  const kept = await keepWorkerAuth(await loadDatabase(), {
    owner: currentOwner(),
    sessionId: getSessionId(),
    token,
    apiUrl: new URL(config.apiUrl || '/', location.href).href.replace(/\/$/, ''),
    companyId: config.companyId ?? null,
  });
  // Nothing of that shopper waits any more (signed out meanwhile): nothing to sync.
  if (kept) await registration.sync.register(OUTBOX_SYNC_TAG);
}

export function createAppOutbox(queryClient: QueryClient, options: { makeRoom?: () => Promise<void> } = {}): OutboxSync {
  instance = createOutboxSync({
    makeRoom: options.makeRoom,
    backgroundSync: requestBackgroundSync,
    db: loadDatabase,
    hasDatabase: databaseExists,
    hadDatabaseAtStart: databaseFoundAtStart,
    journal: outboxJournal,
    http,
    queryClient,
    owner: currentOwner,
    isOnline,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
    channel: typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : null,
  });
  return instance;
}
