/**
 * Who waits on the outbox in this tab: the shoppers' actions waiting on their
 * changes, and the listeners told of refusals. Guarantees:
 * - an action ends once: applied, queued or refused (with its RefusedChange);
 * - a refusal is told once: by the action waiting on it if there is one,
 *   otherwise by the listeners (a refusal the service worker kept is
 *   announced by the next tab of its owner, then the data is refetched).
 */
import type { AppDatabase } from '#src/db/db.ts';
import { isCartChange } from '#src/db/outbox-types.ts';
import { takeRefusals } from './outbox.ts';
import type { RefusalEvent, RefusedChange } from './outbox-request.ts';

export type SubmitResult = { status: 'applied' } | { status: 'queued' };

export type Outcome = 'applied' | 'queued' | 'refused';

export interface WaitingActions {
  /** The outcome of the change `key`, once the drain settles it. */
  wait(key: string): Promise<SubmitResult>;
  has(key: string): boolean;
  /** Ends the action waiting on a change in this tab, if any. */
  settle(key: string, outcome: Outcome, error?: RefusedChange): void;
  settleAllQueued(): void;
  /** Whether the refusal of `key` was already told by its action (asked once per refusal). */
  takeReported(key: string): boolean;
}

export function createWaitingActions(): WaitingActions {
  const waiting = new Map<string, { resolve: (r: SubmitResult) => void; reject: (e: unknown) => void }>();
  /** Keys of changes refused while this tab waited on them: their actions told the shopper. */
  const reported = new Set<string>();

  function settle(key: string, outcome: Outcome, error?: RefusedChange) {
    const w = waiting.get(key);
    if (!w) return;
    waiting.delete(key);
    if (outcome === 'refused') {
      reported.add(key);
      w.reject(error);
    } else w.resolve({ status: outcome });
  }

  return {
    wait: (key) => new Promise<SubmitResult>((resolve, reject) => waiting.set(key, { resolve, reject })),
    has: (key) => waiting.has(key),
    settle,
    settleAllQueued() {
      for (const key of [...waiting.keys()]) settle(key, 'queued');
    },
    takeReported: (key) => reported.delete(key),
  };
}

export interface RefusalAnnouncerDeps {
  db: () => Promise<AppDatabase>;
  hasDatabase?: () => Promise<boolean>;
  owner: () => string;
  waiting: WaitingActions;
  refetch(what: 'cart' | 'wishlist'): void;
}

export interface RefusalAnnouncer {
  emit(event: RefusalEvent): void;
  /** The changes the service worker's server refused while no tab was open: announced here, once, then refetched. */
  announce(): Promise<void>;
  announceSoon(): void;
  /** Adds a listener; returns the unsubscribe. */
  listen(listener: (event: RefusalEvent) => void): () => void;
}

export function createRefusalAnnouncer(deps: RefusalAnnouncerDeps): RefusalAnnouncer {
  const listeners = new Set<(event: RefusalEvent) => void>();

  function emit(event: RefusalEvent) {
    for (const l of listeners) l(event);
  }

  async function announce(): Promise<void> {
    if (listeners.size === 0) return;
    if (deps.hasDatabase && !(await deps.hasDatabase())) return;
    const taken = await takeRefusals(await deps.db(), deps.owner());
    // A change this tab was waiting on was already reported by its action.
    const events = taken.filter(({ key }) => !deps.waiting.takeReported(key)).map(({ event }) => event);
    for (const event of events) emit(event);
    for (const what of new Set(events.map((event): 'cart' | 'wishlist' => (isCartChange(event.change) ? 'cart' : 'wishlist')))) deps.refetch(what);
  }

  function announceSoon() {
    announce().catch((error: unknown) => console.warn('outbox refusals not read', error));
  }

  return {
    emit,
    announce,
    announceSoon,
    listen(listener) {
      listeners.add(listener);
      // A refusal kept by the service worker waits for someone to tell.
      announceSoon();
      return () => listeners.delete(listener);
    },
  };
}
