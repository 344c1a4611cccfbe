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
 */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query?.matches ?? true,
    () => true,
  );
}
