/**
 * Asks for the toaster (toaster.tsx) before showing a toast that no
 * interaction led to. A module of its own so that callers do not pull the
 * toaster into their chunk: app.tsx loads the toaster after the first paint.
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
