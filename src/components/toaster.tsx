import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The toast host. Sonner (about 9 KB gzip) is not part of a first visit: its
 * toaster mounts at the shopper's first interaction (toasts follow an action)
 * or when code asks for it (requestToaster, e.g. a queued change refused
 * while the shopper reads). Sonner shows a toast published before its
 * toaster subscribed, so nothing is lost in between.
 */
const SonnerToaster = lazy(() => import('./sonner-toaster.tsx').then((m) => ({ default: m.ConfiguredSonnerToaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster now (idempotent); call it before showing a toast no interaction led to. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function Toaster() {
  const [show, setShow] = useState(wanted);
  useEffect(() => {
    if (show) return;
    const on = () => setShow(true);
    listeners.add(on);
    for (const type of INTERACTIONS) window.addEventListener(type, requestToaster, { capture: true, passive: true });
    if (wanted) on();
    return () => {
      listeners.delete(on);
      for (const type of INTERACTIONS) window.removeEventListener(type, requestToaster, { capture: true });
    };
  }, [show]);
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
