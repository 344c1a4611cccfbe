/**
 * The page's half of boot snapshots (boot-snapshot-key.ts). Guarantees:
 * - a public catalogue screen, once rendered with its data and nothing
 *   loading, failing or pending, is saved (debounced, and when the tab is
 *   hidden) for the service worker to show at the next start;
 * - what changes from minute to minute stays out: elements marked
 *   `data-snapshot="omit"` are left out and `"unlabel"` lose their
 *   aria-label (cart badge and label, sync status, update prompt, toasts);
 *   what a signed-in shopper's screen shows (header, wishlist hearts) goes
 *   with every snapshot at sign-in and sign-out, as their persisted data does;
 * - while a snapshot is on screen (inert: no click, focus or screen reader
 *   reaches it) the app renders off-document; revealApp() swaps it in in
 *   one step once the router has settled, and at the latest after 10 s.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { BOOT_CSS_ID, isSnapshotPath, SNAPSHOT_CACHE, SNAPSHOT_MAX_ENTRIES, snapshotKey, type BootSnapshot } from './boot-snapshot-key.ts';

const SAVE_DELAY_MS = 1500;
const REVEAL_DEADLINE_MS = 10_000;

let snapshot: HTMLElement | null = null;
let app: HTMLElement | null = null;

/**
 * The element React renders into. With a snapshot served by the worker, the
 * (hidden) #root leaves the document until revealApp() puts it in the
 * snapshot's place.
 */
export function appContainer(): HTMLElement | null {
  const root = document.getElementById('root');
  const shown = document.getElementById('boot-snapshot');
  if (!root || !shown) return root;
  snapshot = shown;
  app = root;
  root.remove();
  root.hidden = false;
  setTimeout(revealApp, REVEAL_DEADLINE_MS);
  return root;
}

/** Puts the app where the snapshot was. Idempotent; a no-op without snapshot. */
export function revealApp(): void {
  if (!snapshot || !app) return;
  snapshot.replaceWith(app);
  snapshot = null;
  app = null;
  performance.mark('boot:live');
  restoreStylesheets();
}

/**
 * The worker inlined the snapshot's rules and turned the stylesheet links off
 * (media="print", data-boot-media): they load without holding the first
 * paint. Back on, the inline copy goes once every one of them has loaded.
 */
function restoreStylesheets(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-boot-media]')];
  for (const link of links) {
    link.media = 'all';
    link.removeAttribute('data-boot-media');
  }
  const inline = document.getElementById(BOOT_CSS_ID);
  if (!inline) return;
  const loaded = (link: HTMLLinkElement) =>
    link.sheet ? Promise.resolve() : new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
  void Promise.all(links.map(loaded)).then(() => inline.remove());
}

/** Blocks that start further down than this (× the viewport's height) are left out: nobody sees them before the app. */
const FOLDS_KEPT = 1.5;
const PRUNABLE = 'article, li, section, footer, tr';

/** The markup of the screen, without what is personal or transient, nor what starts well below the fold. */
function snapshotMarkup(root: HTMLElement): string {
  const limit = window.innerHeight * FOLDS_KEPT - window.scrollY;
  const below = [...root.querySelectorAll(PRUNABLE)].map((el) => el.getBoundingClientRect().top > limit);
  const copy = root.cloneNode(true) as HTMLElement;
  // The copy lists the same elements in the same order.
  copy.querySelectorAll(PRUNABLE).forEach((el, i) => {
    if (below[i]) el.remove();
  });
  for (const el of copy.querySelectorAll('[data-snapshot="omit"]')) el.remove();
  for (const el of copy.querySelectorAll('[data-snapshot="unlabel"]')) el.removeAttribute('aria-label');
  // The snapshot is inert (no click or focus reaches it); its fields also say
  // they take no typing, which test tools check. Buttons keep their look.
  for (const el of copy.querySelectorAll('input, textarea')) el.setAttribute('readonly', '');
  return copy.innerHTML;
}

/**
 * Every rule of the page's stylesheets, in cascade order, for the worker to
 * inline: the snapshot paints without waiting for a stylesheet. Null when a
 * sheet is still loading or unreadable.
 */
function currentCss(): string | null {
  let css = '';
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode as Element | null;
    if (owner?.id === BOOT_CSS_ID || sheet.media.mediaText === 'print') continue;
    try {
      for (const rule of sheet.cssRules) css += rule.cssText;
    } catch {
      return null;
    }
  }
  return css.includes('</') ? null : css;
}

function currentLinks(): BootSnapshot['links'] {
  const links: BootSnapshot['links'] = [];
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')) {
    const href = link.getAttribute('href');
    if (href?.startsWith('/')) links.push({ rel: link.rel as 'stylesheet' | 'modulepreload', href });
  }
  return links;
}

async function put(pathname: string, search: string, value: BootSnapshot): Promise<void> {
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(snapshotKey(location.origin, pathname, search), Response.json(value));
  const keys = await cache.keys();
  // Cache Storage keeps insertion order and a put moves the entry last.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - SNAPSHOT_MAX_ENTRIES)).map((key) => cache.delete(key)));
}

/** Deletes every snapshot (sign-in, sign-out). */
export async function clearBootSnapshots(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(SNAPSHOT_CACHE).catch(() => false);
}

/** Saves the current screen's snapshot whenever it has settled, for the page's lifetime. */
export function keepBootSnapshots(router: AnyRouter, queryClient: QueryClient): void {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  };
  const save = async () => {
    // Without a controlling worker nobody would show it.
    if (!navigator.serviceWorker.controller) return;
    if (snapshot) return schedule();
    const { status, matches } = router.state;
    const { pathname, search } = window.location;
    if (!isSnapshotPath(pathname) || status !== 'idle' || matches.some((m) => m.status !== 'success')) return;
    if (queryClient.isFetching() > 0) return schedule();
    const root = document.getElementById('root');
    const main = root?.querySelector('main');
    // Loading, placeholder, failed or offline-only screens are not worth showing again.
    if (!root || !main || main.querySelector('[aria-busy="true"], [role="alert"]')) return;
    const build = document.querySelector('script[type="module"][src]')?.getAttribute('src');
    if (!build) return;
    try {
      const css = currentCss();
      await put(pathname, search, { build, links: currentLinks(), ...(css ? { css } : {}), body: snapshotMarkup(root), savedAt: Date.now() });
    } catch {
      // Storage full or refused: the next start shows the plain shell.
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(timer);
      void save();
    }
  };
  router.subscribe('onResolved', schedule);
  document.addEventListener('visibilitychange', onHidden);
}
