import { useEffect } from 'react';
import type { ToasterProps } from 'sonner';
// In the app's one stylesheet, trimmed to what this toaster shows: Sonner's module does not insert it (scripts/sonner-stylesheet.ts).
import 'virtual:sonner-styles.css';
import { media, vars } from '#src/styles/theme.css.ts';
import { onDemand } from '#src/ui-logic/on-demand.ts';
import { useMediaQuery } from '#src/ui-logic/use-media-query.ts';
import { toastAction } from './toaster.css.ts';
import { onToasterRequest, toasterMounted, toasterWanted } from '#src/ui-logic/toaster-request.ts';

/**
 * The toast host. Sonner (about 9 KB gzip) is not part of a first visit: its
 * toaster mounts at the shopper's first interaction (toasts follow an action),
 * heard from boot, or when code asks for it (toaster-request.ts, e.g. a
 * queued change refused while the shopper reads). Sonner shows a toast
 * published before its toaster subscribed, so nothing is lost in between.
 *
 * It loads `import('sonner')` itself, no wrapper chunk: where a screen's code
 * already loaded Sonner (its buttons import `toast`), the toaster needs no
 * request, offline included. A failed download is tried again at the next
 * interaction or when the connection returns.
 */
const sonner = onDemand<ToasterProps>(() => import('sonner').then((m) => m.Toaster));

/** On a phone, a toast's top edge: just below the sticky header, whose menu, search, cart and account stay in reach. */
const BELOW_THE_HEADER = { top: `calc(${vars.layout.headerHeight} + ${vars.space.sm})` };

export function Toaster() {
  const { Component: SonnerToaster, request } = sonner.useComponent();
  const phone = !useMediaQuery(media.sm, { onServer: false, fallback: true });
  useEffect(() => {
    if (SonnerToaster) return toasterMounted();
    const stop = onToasterRequest(() => void request());
    if (toasterWanted()) void request();
    return stop;
  }, [SonnerToaster, request]);
  // The one toast mechanism (decisions.md section 3): bottom-right, Alt+T moves
  // focus to the toasts, 4000 ms, one visible at a time; swipe-to-dismiss is Sonner's own.
  // On a phone a toast spans the screen's width: at the bottom it would cover
  // the button just tapped, the form's fields and the thumb's bars for 4 s,
  // so it shows at the top, below the sticky header: over the header it hid
  // the menu and the cart for 4 s, and a tap on them hit the toast (docs/decisions/022).
  return SonnerToaster ? (
    <SonnerToaster
      position={phone ? 'top-center' : 'bottom-right'}
      // Sonner's phone layout is below 600 px, ours below 640 px: both offsets.
      offset={phone ? BELOW_THE_HEADER : undefined}
      mobileOffset={BELOW_THE_HEADER}
      hotkey={['altKey', 'KeyT']}
      duration={4000}
      visibleToasts={1}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification', classNames: { actionButton: toastAction } }}
    />
  ) : null;
}
