/**
 * When the toaster (toaster.tsx) mounts. Toasts follow a shopper's action,
 * so the first interaction asks for it; code that shows a toast no
 * interaction led to asks itself (requestToaster). A module of its own,
 * small and in the entry: callers do not pull the toaster into their chunk,
 * and the interactions are heard from boot, before the toaster's code has
 * arrived. A tap made in between (a fast shopper, a busy phone) still counts:
 * its toast shows once the toaster is there (Sonner replays the toasts
 * published before its toaster subscribed).
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster now, or as soon as it is there; idempotent. */
export function requestToaster(): void {
  wanted = true;
  for (const listener of listeners) listener();
}

/** True once something asked for the toaster. */
export function toasterWanted(): boolean {
  return wanted;
}

/** The toaster listens here; returns the unsubscribe. */
export function onToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The interactions that ask for the toaster ('online': the outbox's notices follow). */
const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'online'] as const;

/**
 * From boot (entry-client.tsx) until the toaster is there: each interaction
 * asks for it, so a download that failed (offline) is tried again at the next.
 */
export function requestToasterOnFirstInteraction(): void {
  for (const type of TRIGGERS) window.addEventListener(type, requestToaster, { capture: true, passive: true });
}

/** The toaster has mounted: interactions need not ask any more. */
export function toasterMounted(): void {
  for (const type of TRIGGERS) window.removeEventListener(type, requestToaster, { capture: true });
}
