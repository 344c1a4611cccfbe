/**
 * The shopper's "update" action, without the service worker's code: the PWA
 * registration (pwa.ts, beside the entries) says how a waiting version takes
 * over; screens only ask for it.
 */
let takeOver: (() => void) | null = null;

/** Set by the registration once a worker exists. */
export function setUpdateTakeOver(fn: () => void): void {
  takeOver = fn;
}

/** The shopper accepted the new version: it takes over, then the page reloads. */
export function applyUpdate(): void {
  if (takeOver) takeOver();
  else window.location.reload();
}
