import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a phone's bottom bar (the product page's buy bar, the cart's
 * checkout bar) should show, from where `ref`'s element is:
 * - 'scrolled-past': once it has scrolled above the screen (a page opened at
 *   its top, with the element below, shows no bar);
 * - 'out-of-view': whenever it is off the screen, above or below.
 * Marks the document meanwhile, so the page's end and the toasts make room
 * for the bar (product-actions.css.ts).
 */
export function useBottomBar(ref: RefObject<HTMLElement | null>, when: 'scrolled-past' | 'out-of-view'): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setShow(!entry.isIntersecting && (when === 'out-of-view' || entry.boundingClientRect.bottom <= 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, when]);
  useEffect(() => {
    if (!show) return;
    document.documentElement.dataset.buyBar = '';
    return () => {
      delete document.documentElement.dataset.buyBar;
    };
  }, [show]);
  return show;
}
