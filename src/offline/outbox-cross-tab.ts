/**
 * The cross-tab part of the outbox. Guarantees:
 * - one drainer at a time across all tabs of the origin: a drain pass runs
 *   under an exclusive Web Lock (without navigator.locks, one tab's passes
 *   still never overlap: see drain in outbox-drain-loop.ts);
 * - the other tabs follow through a BroadcastChannel: a change settled by
 *   another tab settles the action waiting on it here, and fresh server data
 *   is refetched; a closed channel loses nothing (a tab catches up on its
 *   next read).
 */
import type { OutboxEntry } from '#src/db/outbox-types.ts';
import { RefusedChange, type RefusalEvent } from './outbox-request.ts';

export const LOCK_NAME = 'storefront-outbox';
export const CHANNEL_NAME = 'storefront-outbox';
/** The Background Sync tag under which the service worker drains the outbox (offline/outbox-worker.ts). */
export const OUTBOX_SYNC_TAG = 'storefront-outbox';

export type OutboxMessage =
  | { type: 'enqueued' }
  | { type: 'settled'; key: string; outcome: 'applied' | 'queued' | 'refused'; message?: string; status?: number }
  | { type: 'server-changed'; what: ('cart' | 'wishlist')[] }
  | { type: 'refused'; event: RefusalEvent }
  /** The service worker kept refusals (offline/outbox-worker.ts): a tab of their owner announces them. */
  | { type: 'refusals-kept' };

export type OutboxChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;
export type OutboxLocks = Pick<LockManager, 'request'>;

export interface CrossTab {
  post(message: OutboxMessage): void;
  /** Runs fn while this tab is the origin's only drainer. */
  withLock(fn: () => Promise<void>): Promise<void>;
  /** Listens to the other tabs; returns the unsubscribe. */
  listen(handler: (message: OutboxMessage) => void): () => void;
}

export function createCrossTab(channel: OutboxChannel | null | undefined, locks: OutboxLocks | null | undefined): CrossTab {
  return {
    post(message) {
      try {
        channel?.postMessage(message);
      } catch {
        // A closed channel: other tabs will catch up on their next read.
      }
    },
    async withLock(fn) {
      if (locks) await locks.request(LOCK_NAME, { mode: 'exclusive' }, fn);
      else await fn();
    },
    listen(handler) {
      const onMessage = (event: MessageEvent<OutboxMessage>) => handler(event.data);
      channel?.addEventListener('message', onMessage as EventListener);
      return () => channel?.removeEventListener('message', onMessage as EventListener);
    },
  };
}

/** What this tab does about the others' changes. */
export interface OtherTabFollower {
  settle(key: string, outcome: 'applied' | 'queued' | 'refused', error?: RefusedChange): void;
  invalidate(what: 'cart' | 'wishlist'): void;
  emitRefused(event: RefusalEvent): void;
  announceRefusals(): void;
}

/** Another tab settled a change this tab waits on, or changed the server's data. */
export function followOtherTab(message: OutboxMessage, follower: OtherTabFollower): void {
  switch (message.type) {
    case 'enqueued':
      break;
    case 'settled':
      if (message.outcome === 'refused') {
        const refusal = new RefusedChange({ key: message.key } as OutboxEntry, message.message ?? 'Refusé', message.status ?? 400);
        follower.settle(message.key, 'refused', refusal);
      } else follower.settle(message.key, message.outcome);
      break;
    case 'server-changed':
      for (const what of message.what) follower.invalidate(what);
      break;
    case 'refused':
      follower.emitRefused(message.event);
      break;
    case 'refusals-kept':
      follower.announceRefusals();
      break;
  }
}
