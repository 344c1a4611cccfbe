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
    // 'scrolled-past' watches the band above the screen (the viewport's top
    // edge up): the element is past once it lies wholly in it. A jump from
    // below the screen to above it (a fling, End, a link to the page's end)
    // crosses that threshold, where watching the screen itself would see no
    // change (not intersecting before, not intersecting after).
    const observer =
      when === 'scrolled-past'
        ? new IntersectionObserver(([entry]) => entry && setShow(entry.intersectionRatio >= 1), { rootMargin: '100000px 0px -100% 0px', threshold: 1 })
        : new IntersectionObserver(([entry]) => entry && setShow(!entry.isIntersecting));
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
