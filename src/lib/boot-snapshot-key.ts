/**
 * What the page and the service worker agree on for boot snapshots: the last
 * rendering of a public catalogue screen, which the worker puts into the
 * shell it serves so a returning shopper sees the screen before the scripts
 * have run (src/lib/boot-snapshot.ts writes them, sw/boot-snapshot.ts reads
 * them). Used by both programs: no DOM and no worker globals here.
 */

export const SNAPSHOT_CACHE = 'boot-snapshots-v1';

/** The id of the <style> the worker fills with the snapshot's rules. */
export const BOOT_CSS_ID = 'boot-snapshot-css';

/** Kept per screen (path and query): the oldest beyond this are deleted. */
export const SNAPSHOT_MAX_ENTRIES = 24;

/** Older than the catalogue cache's own limit (7 days): not shown. */
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export interface BootSnapshot {
  /** The entry script of the build that rendered it: another build's markup and classes do not match. */
  build: string;
  /** Stylesheets and module preloads the screen had loaded (route chunks), added to the shell's head. */
  links: { rel: 'stylesheet' | 'modulepreload'; href: string }[];
  /** Every rule of the screen's stylesheets, inlined by the worker so the first paint waits for none. */
  css?: string;
  /** The screen's markup, personal parts removed. */
  body: string;
  savedAt: number;
}

/** The public catalogue screens: home, products, categories, collections, stores. Never personal screens. */
export function isSnapshotPath(pathname: string): boolean {
  return /^\/(?:products(?:\/[^/]+)?|categories(?:\/[^/]+)?|collections\/[^/]+|stores(?:\/[^/]+)?)?\/?$/.test(pathname);
}

/** The Cache Storage key of a screen's snapshot (a same-origin URL nobody serves). */
export function snapshotKey(origin: string, pathname: string, search: string): string {
  return `${origin}/__boot-snapshot__${pathname}${search}`;
}
