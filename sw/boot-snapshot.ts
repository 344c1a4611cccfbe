/// <reference lib="webworker" />
/**
 * The worker's half of boot snapshots (src/lib/boot-snapshot-key.ts): a
 * navigation to a catalogue screen gets the precached shell with the screen's
 * last rendering in it, shown (inert) while the app boots. Anything missing,
 * stale, from another build or unreadable gives the plain shell.
 */
import { BOOT_CSS_ID, isSnapshotPath, SNAPSHOT_CACHE, SNAPSHOT_MAX_AGE_MS, snapshotKey, type BootSnapshot } from '../src/lib/boot-snapshot-key.ts';

const ROOT_TAG = '<div id="root">';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function withBootSnapshot(shell: Response, url: URL): Promise<Response> {
  if (!shell.ok || !isSnapshotPath(url.pathname)) return shell;
  try {
    const stored = await (await caches.open(SNAPSHOT_CACHE)).match(snapshotKey(url.origin, url.pathname, url.search));
    if (!stored) return shell;
    const snapshot = (await stored.json()) as BootSnapshot;
    if (typeof snapshot.body !== 'string' || !(Date.now() - snapshot.savedAt < SNAPSHOT_MAX_AGE_MS)) return shell;
    const html = await shell.clone().text();
    if (!snapshot.build || !html.includes(`src="${snapshot.build}"`) || !html.includes(ROOT_TAG)) return shell;
    // With the rules inlined, the stylesheet links load without holding the
    // first paint (media="print"); the app turns them back on (revealApp).
    const inline = typeof snapshot.css === 'string' && !snapshot.css.includes('</');
    const off = inline ? ' media="print" data-boot-media' : '';
    const links = snapshot.links
      .filter((l) => (l.rel === 'stylesheet' || l.rel === 'modulepreload') && l.href.startsWith('/') && !html.includes(`href="${l.href}"`))
      .map((l) => `<link rel="${l.rel}" crossorigin href="${escapeAttr(l.href)}"${l.rel === 'stylesheet' ? off : ''}>`)
      .join('');
    const style = inline ? `<style id="${BOOT_CSS_ID}">${snapshot.css}</style>` : '';
    // Function replacements: a '$' in the markup stays a '$'.
    const out = (inline ? html.replace(/<link rel="stylesheet"([^>]*)>/g, (_tag, attrs: string) => `<link rel="stylesheet"${attrs}${off}>`) : html)
      .replace('</head>', () => `${style}${links}</head>`)
      .replace(ROOT_TAG, () => `<div id="boot-snapshot" inert>${snapshot.body}</div><div id="root" hidden>`);
    const headers = new Headers(shell.headers);
    headers.delete('content-length');
    return new Response(out, { status: shell.status, statusText: shell.statusText, headers });
  } catch {
    return shell;
  }
}
