import { useSyncExternalStore } from 'react';

/** One list per query, shared by every component that asks (subscribe must stay the same function). */
const lists = new Map<string, { list: MediaQueryList | null; subscribe: (onChange: () => void) => () => void }>();

function entryOf(query: string) {
  let entry = lists.get(query);
  if (!entry) {
    const list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
    entry = {
      list,
      subscribe: (onChange) => {
        list?.addEventListener('change', onChange);
        return () => list?.removeEventListener('change', onChange);
      },
    };
    lists.set(query, entry);
  }
  return entry;
}

/**
 * Whether the screen matches a media query, kept up to date as it changes.
 * The server cannot see the screen: it renders with `onServer`, and so does
 * the hydration; a browser without matchMedia is taken to match `fallback`.
 */
export function useMediaQuery(query: string, { onServer, fallback }: { onServer: boolean; fallback: boolean }): boolean {
  const { list, subscribe } = entryOf(query);
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? fallback,
    () => onServer,
  );
}
