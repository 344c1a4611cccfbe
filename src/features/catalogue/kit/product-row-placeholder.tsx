/**
 * The place a product row (product-row.tsx) holds before its cards come:
 * a title bar and cards of the grid's shape, hidden from assistive
 * technology. It tells `onNear` once it comes near the viewport, which is
 * when the row fetches its list, or its code (ProductRowOnDemand).
 * Light on purpose: the home page renders it without loading the cards,
 * their buttons or the toasts they raise.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OnDemand } from '#src/ui-logic/on-demand.ts';
import { Skeleton } from '#src/components/skeleton.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import * as s from './product-row.css.ts';
import { useNearViewport } from './use-near-viewport.ts';

export interface ProductRowFrame {
  /** How many cards the row shows (and its placeholder holds room for). */
  count: number;
  className?: string;
}

interface PlaceholderProps extends ProductRowFrame {
  onNear: () => void;
  /** How near the viewport is near (IntersectionObserver's rootMargin). */
  margin?: string;
}

export function ProductRowPlaceholder({ count, className, onNear, margin }: PlaceholderProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, margin);
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return (
    <section
      ref={ref}
      className={[s.row, className, near ? null : s.waiting].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-testid="product-row-placeholder"
    >
      <Skeleton width="14rem" className={s.titleSkeleton} />
      <ProductGridSkeleton count={count} columns={4} announce={false} />
    </section>
  );
}

/**
 * A row whose code (the row, its cards and their buttons) loads once its
 * placeholder is about to scroll in: 100 px ahead rather than the list's
 * 300, so that a first visit that stays on the first screen (on a phone the
 * home page's row starts about 1,140 px down) does not fetch it. A failed
 * download (offline before the service worker kept the code) takes the row
 * away, as a list that cannot be had does; the next visit tries again.
 */
const CODE_MARGIN = '100px 0px';

export function ProductRowOnDemand({ row, ...frame }: ProductRowFrame & { row: OnDemand<object> }) {
  const { Component, request } = row.useComponent();
  const [failed, setFailed] = useState(false);
  const onNear = useCallback(() => void request().then((loaded) => setFailed(!loaded)), [request]);
  if (Component) return <Component />;
  return failed ? null : <ProductRowPlaceholder {...frame} onNear={onNear} margin={CODE_MARGIN} />;
}
