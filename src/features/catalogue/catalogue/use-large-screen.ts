import { media } from '#src/styles/theme.css.ts';
import { useMediaQuery } from '#src/ui-logic/use-media-query.ts';

/**
 * True on screens where the catalogue shows its filter sidebar (the `lg`
 * breakpoint). Small screens then never build the sidebar's DOM (hidden, it
 * still cost some 400 nodes); they reach the filters through the drawer.
 *
 * The server cannot see the screen, and renders for the small one: a phone
 * hydrates exactly what it got, while a large screen fills the sidebar right
 * after hydration (the column is there from the start, see catalogue-page.tsx).
 * The other way round, every phone got the sidebar's HTML, hydrated it, and
 * then removed it in a synchronous render of the page right after hydration,
 * which React forces when a store's snapshot differs from the server's.
 */
export function useLargeScreen(): boolean {
  return useMediaQuery(media.lg, { onServer: false, fallback: true });
}
