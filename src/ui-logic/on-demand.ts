import { useCallback, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

/**
 * Code loaded when first needed (secondary UI: menus, drawers, the toaster).
 * Unlike React.lazy, a failed download (offline before the service worker
 * took the page) throws nowhere: nothing renders, and the next request
 * tries again. A component loaded once is there at once for every later mount.
 */
export interface OnDemand<P> {
  /**
   * Spread on the control that opens this code: before the page is live, a
   * tap on it fetches this code first (the page's loader, server/src/plugins/
   * external/ssr/app-loader.ts), so what the tap opens does not wait behind the rest.
   */
  trigger: { [CODE_ATTR]?: string };
  /** Starts the download (hover, focus); safe to call often. */
  preload: () => Promise<ComponentType<P> | null>;
  /**
   * The component, or null until it has loaded; `request` loads it; `show`
   * loads it, then commits it with `update` (the state that opens it) at
   * once, in a synchronous render of their own: an update at the default
   * priority would wait for, and render with, the regions React is
   * hydrating meanwhile (hundreds of milliseconds on a phone: a tap held
   * before the page was live is replayed while they are). Both resolve false
   * when the download failed.
   */
  useComponent: () => {
    Component: ComponentType<P> | null;
    request: () => Promise<boolean>;
    show: (update: () => void) => Promise<boolean>;
  };
}

/** The attribute a control carries to name the code it opens (its module's file name, which is its chunk's name in the build's manifest). */
export const CODE_ATTR = 'data-code';

/** `code`: the file name of the module `load` imports, without its extension (tests/build/on-demand-names.test.ts checks it). */
export function onDemand<P>(load: () => Promise<ComponentType<P>>, code?: string): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P> | null> | null = null;
  const preload = () => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (component) => (loaded = component),
      () => {
        pending = null;
        return null;
      },
    );
    return pending;
  };
  return {
    trigger: code ? { [CODE_ATTR]: code } : {},
    preload,
    useComponent() {
      const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
      // Resolves true once the component is there, false when the download failed.
      const request = useCallback(
        () =>
          preload().then((component) => {
            if (component) setComponent(() => component);
            return component !== null;
          }),
        [],
      );
      const show = useCallback(
        (update: () => void) =>
          preload().then((component) => {
            if (!component) return false;
            flushSync(() => {
              setComponent(() => component);
              update();
            });
            return true;
          }),
        [],
      );
      return { Component, request, show };
    },
  };
}

/**
 * The button that opens a dialog whose code comes on demand (a drawer): the
 * dialog's open state, the button's ref (focus returns to it on closing) and
 * the props the button spreads after its own: the dialog relation for
 * assistive technologies, the code's name for a tap before the page is live,
 * the download started on hover and focus, and the dialog opened once its
 * code is there (at once after the first time; offline without it, nothing
 * happens).
 */
export function useOnDemandDialog<P>(code: OnDemand<P>, dialogId: string) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and focus return.
  const { Component, show } = code.useComponent();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void code.preload();
  const triggerProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? dialogId : undefined,
    'data-state': open ? 'open' : 'closed',
    ...code.trigger,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => void show(() => setOpen(true)),
  };
  return { open, setOpen, triggerRef, Component, triggerProps };
}
