import { hideOthers } from 'aria-hidden';
import { Dialog } from 'radix-ui';
import { useComposedRefs } from 'radix-ui/internal';
import { useEffect, useRef, type ComponentProps, type ReactNode, type Ref, type RefObject } from 'react';
import { SubscribeDuringRestore } from '#src/offline/restore-provider.tsx';

/**
 * A modal dialog that opens without restyling the whole page.
 *
 * Radix's modal Dialog changes `<body>` when it opens: `pointer-events: none`
 * (its dismissable layer), then a custom property and a `<style>` element (its
 * scroll lock). Each is inherited by, or matched against, every element of the
 * page, so each costs a whole-page style recalculation: 74–156 ms at CPU ×4 on
 * /products, in the same frame as the dialog (docs/benchmarks.md, stop 64;
 * `inert` on the page costs the same). These parts keep the modal's behaviour
 * with changes that restyle nothing else:
 * - the Root is a non-modal Radix Dialog (no change to `<body>`);
 * - `ModalOverlay` covers the page and takes its taps: a tap on it closes the
 *   dialog (on click, so the tap does not reach the page beneath);
 * - the rest of the page is hidden from assistive technologies (`aria-hidden`,
 *   as Radix's modal does) and the dialog says it is modal (`aria-modal`);
 * - focus stays inside: Tab loops (Radix's focus scope), and focus that lands
 *   outside (from the browser's own controls) is brought back;
 * - the page does not scroll behind: `overflow: hidden` on `<html>`, whose
 *   scrollbar keeps its room so nothing shifts.
 */
export function ModalRoot(props: Omit<ComponentProps<typeof Dialog.Root>, 'modal'>) {
  return <Dialog.Root {...props} modal={false} />;
}

/** The backdrop: put it in the dialog's Portal, before the content. */
export function ModalOverlay({ className, ref }: { className: string; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={className} aria-hidden="true" data-modal-overlay="" />;
}

type ContentProps = ComponentProps<typeof Dialog.Content>;

/** The dialog itself: Radix's Content, made modal by the rules above. */
export function ModalContent({ ref, onFocusOutside, ...props }: ContentProps) {
  const node = useRef<HTMLDivElement>(null);
  const refs = useComposedRefs(ref, node);

  useEffect(() => {
    const content = node.current;
    if (!content) return undefined;
    const showOthers = hideOthers(content);
    const unlock = lockPageScroll();
    return () => {
      showOthers();
      unlock();
    };
  }, []);

  return (
    <Dialog.Content
      {...props}
      ref={refs}
      aria-modal="true"
      onFocusOutside={(event) => {
        onFocusOutside?.(event);
        // A modal is not dismissed by focus leaving it: focus comes back.
        event.preventDefault();
        node.current?.focus();
      }}
    />
  );
}

let locks = 0;
let restore: (() => void) | null = null;

/**
 * Stops the page from scrolling behind a dialog; the returned function lets it
 * scroll again (once every dialog that locked it has let go).
 */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (locks === 0) {
    const { overflow, scrollbarGutter } = html.style;
    // A classic scrollbar takes room: keep it, or the page would shift sideways.
    const hasScrollbar = window.innerWidth > html.clientWidth;
    html.style.overflow = 'hidden';
    if (hasScrollbar) html.style.scrollbarGutter = 'stable';
    restore = () => {
      html.style.overflow = overflow;
      html.style.scrollbarGutter = scrollbarGutter;
    };
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      restore?.();
      restore = null;
    }
  };
}

export interface DrawerFrameProps {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened it: focus goes back there when it closes (it is no Radix trigger). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayClassName: string;
  className: string;
  children: ReactNode;
}

/**
 * The frame of a drawer a tap opens once its code has loaded (on-demand, the
 * filters and the menu): a page modal whose queries subscribe at once, even
 * while the persisted cache is still being restored (SubscribeDuringRestore:
 * nothing in it was rendered by the server).
 */
export function DrawerFrame({ id, open, setOpen, triggerRef, overlayClassName, className, children }: DrawerFrameProps) {
  return (
    <SubscribeDuringRestore>
      <ModalRoot open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <ModalOverlay className={overlayClassName} />
          <ModalContent
            id={id}
            className={className}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          >
            {children}
          </ModalContent>
        </Dialog.Portal>
      </ModalRoot>
    </SubscribeDuringRestore>
  );
}
