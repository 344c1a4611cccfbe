import { useSyncExternalStore } from 'react';
import { media } from '#src/styles/theme.css.ts';

const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media.lg) : null;

function subscribe(onChange: () => void): () => void {
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True on screens where the catalog shows its filter sidebar (the `lg`
 * breakpoint). Small screens then never build the sidebar's DOM (hidden, it
 * still cost some 400 nodes); they reach the filters through the drawer.
 *
 * The server cannot see the screen, and renders for the small one: a phone
 * hydrates exactly what it got, while a large screen fills the sidebar right
 * after hydration (the column is there from the start, see catalog-page.tsx).
 * The other way round, every phone got the sidebar's HTML, hydrated it, and
 * then removed it in a synchronous render of the page right after hydration,
 * which React forces when a store's snapshot differs from the server's.
 */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query?.matches ?? true,
    () => false,
  );
}
